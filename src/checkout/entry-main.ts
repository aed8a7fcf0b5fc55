// What GitHub runs for this step (bundled into dist/ by scripts/bundle.ts): the step itself is
// main.ts, which does nothing on import.
import { run } from "./main.js";

void run();
