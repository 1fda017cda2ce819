// A request's password and hints: sealed before they go on, checked as upload fields, and never part of what an
// Idempotency-Key remembers.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import { openSecret } from "@docintake/contracts";
import { idempotencyIdentity, sealPasswords, uploadPasswordFields } from "./passwords.ts";

const key = randomBytes(32);

describe("a request's password", () => {
  it("is sealed for its caller with its hints, and nothing is sealed without them", () => {
    const hints = { name: "Rajesh Kumar", date_of_birth: "1985-03-15" };
    const sealed = sealPasswords({ password: "RAJE1503", password_hints: hints }, key, "u1")!;
    expect(sealed).not.toContain("RAJE1503");
    expect(openSecret(sealed, key, "u1")).toEqual({ password: "RAJE1503", hints });
    expect(sealPasswords({}, key, "u1")).toBeUndefined();
    expect(sealPasswords({ password_hints: {} }, key, "u1")).toBeUndefined();
  });

  it("comes from an upload's fields, checked without being echoed", () => {
    const fields = new Map([
      ["password", "RAJE1503"],
      ["password_hints", JSON.stringify({ customer_id: "123456789" })],
    ]);
    expect(uploadPasswordFields(fields)).toEqual({
      password: "RAJE1503",
      password_hints: { customer_id: "123456789" },
    });
    const refusal = (f: [string, string]) => {
      try {
        uploadPasswordFields(new Map([f]));
        return "accepted";
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(refusal(["password", "a\0b"])).toMatch(/password must be/);
    // A form's blank inputs arrive empty: no password, no hints.
    expect(
      uploadPasswordFields(
        new Map([
          ["password", ""],
          ["password_hints", ""],
        ]),
      ),
    ).toEqual({});
    expect(refusal(["password_hints", "{not json"])).toMatch(/JSON object/);
    expect(refusal(["password_hints", JSON.stringify({ shoe_size: "9" })])).toMatch(/unknown field/);
    expect(refusal(["password_hints", JSON.stringify({ date_of_birth: "15/03/1985" })])).toMatch(/YYYY-MM-DD/);
    expect(refusal(["password", "x".repeat(129)])).not.toContain("xxx");
  });

  it("is not in what an Idempotency-Key remembers, though another password makes another request", () => {
    const a = idempotencyIdentity({ document_id: "d", password: "RAJE1503" }, key);
    const b = idempotencyIdentity({ document_id: "d", password: "RAJE1504" }, key);
    expect(JSON.stringify(a)).not.toContain("RAJE150");
    expect(a).not.toEqual(b);
    expect(idempotencyIdentity({ document_id: "d", password: "RAJE1503" }, key)).toEqual(a);
    expect(idempotencyIdentity({ document_id: "d" }, key)).toEqual({ document_id: "d" });
  });
});
