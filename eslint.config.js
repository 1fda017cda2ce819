import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  { ignores: ["**/node_modules/**", ".data/**", "packages/db/migrations/**", "**/generated/**"] },
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
    files: ["**/main.ts", "scripts/**", "test/**", "deploy/**", "**/cli.ts", "**/*.test.ts", "**/bench/**"],
    rules: { "no-restricted-properties": "off" },
  },
  { files: ["**/*.js", "**/*.mjs"], languageOptions: { globals: { ...globals.node } } },
);
