import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  { ignores: ["**/node_modules/**", ".data/**", "packages/db/migrations/**", "**/generated/**", "**/.devtmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration in main.ts and pass it in." },
      ],
    },
  },
  {
    files: [
      "**/main.ts",
      "scripts/**",
      "test/**",
      "deploy/**",
      "**/cli.ts",
      // The docintake command reads its environment (credentials, where it was started) like a main.ts.
      "packages/sdk/src/cli/**",
      "**/*.test.ts",
      "**/bench/**",
      "packages/testing/**",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["**/*.ts"],
    ignores: ["**/*.test.ts", "**/testing/**", "test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { name: "@docintake/testing", message: "Shared test code: for tests and src/testing/ fakes only." },
      ],
    },
  },
  // A function does one named thing: past these, it is several steps to name (tests' describe blocks aside).
  {
    files: ["**/*.ts"],
    ignores: ["**/*.test.ts", "test/**"],
    rules: {
      "max-lines-per-function": ["error", { max: 120, skipBlankLines: true, skipComments: true }],
      "max-depth": ["error", 4],
    },
  },
  { files: ["**/*.js", "**/*.mjs"], languageOptions: { globals: { ...globals.node } } },
  // The review console runs in the browser.
  { files: ["services/gateway/console/**/*.js"], languageOptions: { globals: { ...globals.browser } } },
);
