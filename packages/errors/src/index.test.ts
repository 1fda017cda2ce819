import { describe, expect, it } from "@jest/globals";
import { unavailableDatabase } from "./index.ts";

const sqlError = (code: string) => Object.assign(new Error("driver error"), { code });

describe("unavailableDatabase", () => {
  it("tells a database that is down or restarting, on the error or a cause", () => {
    expect(unavailableDatabase(sqlError("08006"))?.code).toBe("UNAVAILABLE");
    expect(unavailableDatabase(sqlError("57P01"))?.code).toBe("UNAVAILABLE");
    // drizzle wraps the driver's error as the cause of its own.
    const wrapped = new Error("Failed query: select 1", { cause: new Error("x", { cause: sqlError("08006") }) });
    expect(unavailableDatabase(wrapped)?.code).toBe("UNAVAILABLE");
  });

  it("leaves every other failure alone", () => {
    expect(unavailableDatabase(sqlError("23505"))).toBeNull();
    expect(unavailableDatabase(sqlError("57014"))).toBeNull();
    // The work may have been done: a client's retry could do it twice.
    expect(unavailableDatabase(sqlError("08007"))).toBeNull();
    expect(unavailableDatabase(sqlError("08P01"))).toBeNull();
    expect(unavailableDatabase(Object.assign(new Error("x"), { code: "ECONNRESET" }))).toBeNull();
    expect(unavailableDatabase(new Error("plain"))).toBeNull();
    expect(unavailableDatabase(undefined)).toBeNull();
    const looped: { code?: string; cause?: unknown } = {};
    looped.cause = looped;
    expect(unavailableDatabase(looped)).toBeNull();
  });
});
