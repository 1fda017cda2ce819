import { describe, expect, it } from "@jest/globals";
import { signatureHeader, verifySignature } from "./signature.ts";

describe("callback signature", () => {
  it("verifies with the secret that signed, and with either one during a rotation", () => {
    const body = JSON.stringify({ event: "job.completed" });
    const header = signatureHeader(body, ["new-secret", "old-secret"]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifySignature(body, header, "new-secret")).toBe(true);
    expect(verifySignature(body, header, "old-secret")).toBe(true);
    expect(verifySignature(body, header, "other")).toBe(false);
    expect(verifySignature(body + " ", header, "new-secret")).toBe(false);
  });
  it("rejects a stale timestamp", () => {
    const body = "{}";
    const header = signatureHeader(body, ["s"], Math.floor(Date.now() / 1000) - 3600);
    expect(verifySignature(body, header, "s")).toBe(false);
  });
});
