import { readFileSync, writeFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { buildOpenApiDocument } from "../service/wire/openapi.js";

/**
 * `npm run openapi` writes docs/openapi.json from the wire schemas. `npm run openapi -- --check`
 * (CI) fails when the committed file differs from what the schemas render, or when the document
 * is not valid OpenAPI 3.1 by the specification's own JSON Schema.
 */
const PATH = "docs/openapi.json";
const rendered = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

const result = await new Validator().validate(JSON.parse(rendered) as Record<string, unknown>);
if (!result.valid) {
  process.stderr.write(
    `openapi: the rendered document is not valid OpenAPI 3.1:\n${JSON.stringify(result.errors, null, 2)}\n`,
  );
  process.exit(1);
}

if (process.argv.includes("--check")) {
  let committed = "";
  try {
    committed = readFileSync(PATH, "utf8");
  } catch {
    // missing: reported below as stale
  }
  if (committed !== rendered) {
    process.stderr.write(`openapi: ${PATH} is stale; run 'npm run openapi' and commit it\n`);
    process.exit(1);
  }
  process.stdout.write(`openapi: ${PATH} is fresh and valid OpenAPI 3.1\n`);
} else {
  writeFileSync(PATH, rendered);
  process.stdout.write(`openapi: wrote ${PATH} (valid OpenAPI 3.1)\n`);
}
