// @ts-check
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    // src/client/api.ts is generated from docs/openapi.json (npm run openapi).
    ignores: ["dist/**", "build/**", "coverage/**", "**/node_modules/**", "bench/results/**", "src/client/api.ts"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: {
        projectService: { allowDefaultProject: ["eslint.config.js", "test/fixtures/*.mjs"] },
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
  {
    // The store and the mail pipeline know nothing of HTTP: the arrows point one way.
    files: ["service/store/**/*.ts", "service/mail/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["express", "express/*"], message: "store/ and mail/ must not depend on HTTP." },
            {
              group: ["**/http/*", "**/addresses/*", "**/project/*", "**/delivery/*"],
              message: "store/ and mail/ must not import HTTP routes or resource modules.",
            },
          ],
        },
      ],
    },
  },
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
);
