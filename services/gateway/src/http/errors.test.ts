import { describe, expect, it } from "@jest/globals";
import { toHttpFailure } from "./errors.ts";

describe("toHttpFailure", () => {
  it("answers a database that is down with 503 UNAVAILABLE, logged, and an unknown failure with 500", () => {
    const died = Object.assign(new Error("the database thread died; the transaction was rolled back"), {
      code: "08006",
    });
    expect(toHttpFailure(new Error("Failed query", { cause: died }))).toEqual({
      status: 503,
      code: "UNAVAILABLE",
      message: "the database is unavailable for a moment; try again shortly",
      unexpected: true,
    });
    expect(toHttpFailure(new Error("boom"))).toMatchObject({ status: 500, code: "INTERNAL", unexpected: true });
    const unknown = Object.assign(new Error("whether it took effect is unknown"), { code: "08007" });
    expect(toHttpFailure(unknown)).toMatchObject({ status: 500, code: "INTERNAL" });
  });
});
