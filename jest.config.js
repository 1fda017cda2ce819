// Unit tests live next to the code; contract tests in test/ run through the HTTP API only.
/** @type {import('jest').Config} */
export default {
  testEnvironment: "node",
  extensionsToTreatAsEsm: [".ts"],
  transform: {
    "^.+\\.ts$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "es6" } },
    ],
  },
  testMatch: [
    "<rootDir>/packages/*/src/**/*.test.ts",
    "<rootDir>/services/*/src/**/*.test.ts",
    "<rootDir>/scripts/**/*.test.ts",
    "<rootDir>/test/**/*.test.ts",
  ],
  testTimeout: 60000,
  reporters: [["<rootDir>/scripts/jest-summary-reporter.js", {}]],
};
