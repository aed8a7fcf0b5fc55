// What GitHub runs for this step (bundled into dist/ by scripts/bundle.ts): the step itself is
// post.ts, which does nothing on import.
import { run } from "./post.js";

void run();
