import { readFileSync } from "node:fs";
import { describe, expect, it } from "@jest/globals";
import { GENERATED_FILE, generatedSource } from "./generate.ts";

describe("generated OpenAPI types", () => {
  it("are what the gateway describes now (else: pnpm --filter @docintake/sdk generate)", async () => {
    const fresh = await generatedSource();
    const written = readFileSync(GENERATED_FILE, "utf8");
    if (fresh !== written)
      throw new Error(
        "packages/sdk/src/generated/openapi.ts is out of date with the gateway's OpenAPI document: " +
          "run `pnpm --filter @docintake/sdk generate` and commit the result",
      );
    expect(fresh).toBe(written);
  });
});
