// @ts-check
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The floors of service/ (docs/architecture.md): each folder lists the folders it may import.
 * Resource folders (one per resource of the spec) may import every shared floor and never each
 * other; only their routes.ts speaks HTTP. A folder missing here fails lint, so every folder is
 * covered. Any folder may import the root's plain modules (config, errors, limits, caller, deps,
 * version); none imports the assembly (app, start, main).
 */
/** @type {Record<string, string[]>} */
const SHARED_FLOORS = {
  lib: [],
  wire: ["lib"],
  store: ["lib", "wire"],
  access: ["lib", "wire", "store"],
  mail: ["lib", "wire", "store"],
  evidence: ["lib", "wire", "store"],
  inbox: ["lib", "wire", "store", "mail"],
  accounts: ["lib", "wire", "store", "inbox"],
  http: ["lib", "wire", "store", "access", "evidence", "inbox"],
  outbound: ["lib", "wire", "store", "mail", "inbox"],
};
const RESOURCES = [
  "project",
  "keys",
  "webhooks",
  "addresses",
  "delivery",
  "waits",
  "messages",
  "checks",
  "variants",
  "passwords",
  "pool",
  "forms",
  "runs",
  "system",
];
/**
 * Doors other than the HTTP API (the MCP server, the command line, the Mailpit-compatible API): like the app, they call the
 * resources' domain services, so they may import every floor and every resource, never the
 * assembly; only their routes.ts speaks HTTP.
 */
const DOORS = ["mcp", "cli", "web", "mailpit"];
const ASSEMBLY = ["app", "start", "main", "parse-worker", "verdict-worker"];

function serviceBoundaries() {
  /** @type {Record<string, string[]>} */
  const floors = { ...SHARED_FLOORS };
  for (const resource of RESOURCES) floors[resource] = Object.keys(SHARED_FLOORS);
  for (const door of DOORS) floors[door] = [...Object.keys(SHARED_FLOORS), ...RESOURCES];
  const folders = readdirSync(new URL("./service", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const unlisted = folders.filter((folder) => !(folder in floors));
  if (unlisted.length > 0)
    throw new Error(
      `eslint.config.js: place service/${unlisted.join(", service/")} in SHARED_FLOORS, RESOURCES or DOORS`,
    );

  const assembly = ASSEMBLY.map((name) => ({
    group: [`**/${name}.js`],
    message: `${name}.ts is the assembly: nothing imports it.`,
  }));
  const noHttp = [
    {
      group: ["express", "express/*"],
      message: "Only http/ and routes.ts speak HTTP; domain code takes plain inputs.",
    },
    { group: ["**/http/*", "**/http/**"], message: "Only routes.ts uses the HTTP middleware." },
  ];
  return folders
    .map((folder) => {
      const allowed = new Set([folder, ...floors[folder]]);
      const forbidden = folders
        .filter((other) => !allowed.has(other))
        .map((other) => ({
          group: [`**/${other}/*`, `**/${other}/**`],
          message:
            RESOURCES.includes(other) && RESOURCES.includes(folder)
              ? "Resource folders never import each other: move what both need to a shared floor (inbox/, evidence/)."
              : `service/${folder}/ may import only ${[...allowed].filter((f) => f !== folder).join(", ") || "nothing of service/"}.`,
        }));
      const speaksHttp = folder === "http";
      return {
        files: [`service/${folder}/**/*.ts`],
        ...(RESOURCES.includes(folder) || DOORS.includes(folder) ? { ignores: [`service/${folder}/routes.ts`] } : {}),
        rules: {
          "no-restricted-imports": ["error", { patterns: [...forbidden, ...assembly, ...(speaksHttp ? [] : noHttp)] }],
        },
      };
    })
    .concat(
      RESOURCES.map((resource) => ({
        files: [`service/${resource}/routes.ts`],
        rules: {
          "no-restricted-imports": [
            "error",
            {
              patterns: [
                ...folders
                  .filter((other) => RESOURCES.includes(other) && other !== resource)
                  .map((other) => ({
                    group: [`**/${other}/*`, `**/${other}/**`],
                    message: "Resource folders never import each other.",
                  })),
                ...assembly,
              ],
            },
          ],
        },
      })),
    );
}

export default tseslint.config(
  {
    // src/client/api.ts is generated from docs/openapi.json (npm run openapi).
    ignores: [
      "dist/**",
      "packages/client/dist/**",
      "build/**",
      "coverage/**",
      "**/node_modules/**",
      "bench/results/**",
      "src/client/api.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: {
        projectService: { allowDefaultProject: ["eslint.config.js", "test/fixtures/*.mjs", "web/vite.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/only-throw-error": "off",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true, allowBoolean: true }],
      eqeqeq: ["error", "always"],
    },
  },
  ...serviceBoundaries(),
  {
    // The Store interface is async so a networked backend fits; sql.js answers synchronously,
    // so its methods are async without awaiting anything.
    files: ["service/store/sqljs/**/*.ts"],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  {
    files: ["test/**/*.ts", "test/**/*.mjs"],
    rules: {
      // Tests read arbitrary JSON answers.
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  // The examples are plain JavaScript as a user would write it: linted without type information.
  { files: ["examples/**/*.mjs", "scripts/*.mjs"], ...tseslint.configs.disableTypeChecked },
);
