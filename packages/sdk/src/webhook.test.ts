import { createHmac } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import { verifyWebhook } from "./webhook.ts";
import { WebhookVerificationError } from "./errors.ts";

const body = JSON.stringify({ event: "job.completed", job_id: "job_1", status: "completed" });
const sign = (secret: string, t: number, raw = body) =>
  createHmac("sha256", secret).update(`${t}.${raw}`).digest("hex");
const NOW = 1_750_000_000;

const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof WebhookVerificationError) return err.reason;
    throw err;
  }
  return "verified";
};

describe("verifyWebhook", () => {
  it("returns the event when a v1 matches and t is recent", () => {
    const headers = { "X-DocIntake-Signature": `t=${NOW},v1=${sign("whsec_a", NOW)}` };
    expect(verifyWebhook(body, headers, "whsec_a", { now: NOW + 10 })).toMatchObject({ job_id: "job_1" });
    expect(verifyWebhook(Buffer.from(body), new Headers(headers), "whsec_a", { now: NOW })).toMatchObject({
      status: "completed",
    });
  });

  it("accepts any of the secrets during a rotation, and any of the v1 values", () => {
    const header = `t=${NOW},v1=${sign("whsec_new", NOW)},v1=${sign("whsec_old", NOW)}`;
    expect(reason(() => verifyWebhook(body, { "x-docintake-signature": header }, ["whsec_old"], { now: NOW }))).toBe(
      "verified",
    );
  });

  it("refuses a missing, malformed, stale or wrong signature, or a changed body", () => {
    const good = `t=${NOW},v1=${sign("whsec_a", NOW)}`;
    const check = (header: string | undefined, raw = body, now = NOW) =>
      reason(() =>
        verifyWebhook(raw, header === undefined ? {} : { "x-docintake-signature": header }, "whsec_a", { now }),
      );
    expect(check(undefined)).toBe("missing");
    expect(check("v1=abc")).toBe("malformed");
    expect(check(`t=${NOW}`)).toBe("malformed");
    expect(check(good, body, NOW + 301)).toBe("expired");
    expect(check(good, body, NOW - 301)).toBe("expired");
    expect(check(`t=${NOW},v1=${sign("whsec_b", NOW)}`)).toBe("mismatch");
    expect(check(good, body.replace("job_1", "job_2"))).toBe("mismatch");
    // The time is signed too: moving t breaks the signature.
    expect(check(`t=${NOW + 1},v1=${sign("whsec_a", NOW)}`)).toBe("mismatch");
  });
});
