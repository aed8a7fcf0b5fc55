import { writeFileSync } from "node:fs";
import { buildOpenApiDocument } from "../service/wire/openapi.js";

/**
 * `npm run openapi`: writes docs/openapi.json from the wire schemas. CI regenerates it and fails
 * when the committed file differs, then validates it against the OpenAPI 3.1 schema.
 */
const document = buildOpenApiDocument();
writeFileSync("docs/openapi.json", `${JSON.stringify(document, null, 2)}\n`);
process.stdout.write(`docs/openapi.json: ${Object.keys(document.paths ?? {}).length} paths\n`);
