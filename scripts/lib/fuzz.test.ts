import { describe, expect, it } from "@jest/globals";
import { fuzzCounts, generationFlakes } from "./fuzz.ts";

const header = (title: string) => `${"=".repeat(20)} ${title} ${"=".repeat(20)}`;
const operation = (name: string) => `${"_".repeat(20)} ${name} ${"_".repeat(20)}`;
const generatorFlake = [
  "Runtime Error",
  "",
  "Inconsistent results: A test case failed on the first run but now succeeds (or fails with another error, or is " +
    "for some reason not runnable). (1 sub-exception)",
  "    + Exception Group Traceback (most recent call last):",
].join("\n");

describe("the fuzz stage's reading of schemathesis' output", () => {
  it("counts cases and failures from the closing summary", () => {
    expect(fuzzCounts("  5744 generated, 2 found 2 unique failures, 3 skipped")).toEqual({ cases: 5744, failures: 2 });
    expect(fuzzCounts("  5744 generated, 5744 passed")).toEqual({ cases: 5744, failures: 0 });
  });

  it("names the operations whose only error was a generation flake, to run them again", () => {
    const output = [
      header("ERRORS"),
      operation("POST /api/v1/api/v1/schemas"),
      generatorFlake,
      operation("PUT /api/v1/schemas/{id}"),
      generatorFlake,
      header("SUMMARY"),
      "5744 generated, 5744 passed",
    ].join("\n");
    expect(generationFlakes(output)).toEqual([
      { method: "POST", path: "/api/v1/api/v1/schemas" },
      { method: "PUT", path: "/api/v1/schemas/{id}" },
    ]);
  });

  it("runs nothing again when another error is among them, or when there is none", () => {
    const output = [
      header("ERRORS"),
      operation("POST /api/v1/schemas"),
      generatorFlake,
      operation("GET /api/v1/jobs/{job_id}"),
      "Network Error",
      "",
      "Connection failed",
      header("SUMMARY"),
    ].join("\n");
    expect(generationFlakes(output)).toBeNull();
    expect(generationFlakes([header("SUMMARY"), "10 generated, 10 passed"].join("\n"))).toBeNull();
  });
});
