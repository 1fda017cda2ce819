import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, one v1 per active secret, so a receiver
 * still holding the previous secret keeps verifying during a rotation.
 */
export function signatureHeader(body: string, secrets: string[], nowSeconds = Math.floor(Date.now() / 1000)): string {
  const parts = [`t=${nowSeconds}`];
  for (const s of secrets) parts.push(`v1=${createHmac("sha256", s).update(`${nowSeconds}.${body}`).digest("hex")}`);
  return parts.join(",");
}

/** What a receiver does; used by our tests and documented for customers. */
export function verifySignature(body: string, header: string, secret: string, toleranceSeconds = 300): boolean {
  const fields = header.split(",").map((p) => p.split("=") as [string, string]);
  const t = Number(fields.find(([k]) => k === "t")?.[1]);
  if (!Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${t}.${body}`).digest("hex"));
  return fields
    .filter(([k]) => k === "v1")
    .some(([, v]) => {
      const got = Buffer.from(v ?? "");
      return got.length === expected.length && timingSafeEqual(got, expected);
    });
}
