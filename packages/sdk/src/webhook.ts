/**
 * Checks a callback's `X-DocIntake-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (one v1 per
 * secret the service signs with; during a rotation, two) against the raw body, and that `t` is recent.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookVerificationError } from "./errors.ts";
import type { WebhookEvent } from "./types.ts";

export const SIGNATURE_HEADER = "x-docintake-signature";
/** How far `t` may lie from now: a replay of a captured callback is refused after this. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export type HeadersLike = Headers | Record<string, string | string[] | undefined>;

function headerOf(headers: HeadersLike, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const found = Object.entries(headers).find(([k]) => k.toLowerCase() === name);
  const v = found?.[1];
  return Array.isArray(v) ? v.join(",") : v;
}

function parseSignature(header: string): { t: number; v1: string[] } {
  let t: number | undefined;
  const v1: string[] = [];
  for (const part of header.split(",")) {
    const [k, v] = part.split("=", 2).map((s) => s.trim());
    if (k === "t" && v && /^\d+$/.test(v)) t = Number(v);
    else if (k === "v1" && v && /^[0-9a-f]{64}$/i.test(v)) v1.push(v.toLowerCase());
  }
  if (t === undefined || v1.length === 0)
    throw new WebhookVerificationError("malformed", `malformed ${SIGNATURE_HEADER}: "${header.slice(0, 200)}"`);
  return { t, v1 };
}

export interface VerifyOptions {
  /** Seconds `t` may lie from now (default 300). */
  toleranceSeconds?: number;
  /** Unix seconds taken as now (tests). */
  now?: number;
}

/**
 * Verifies a callback and returns its event. `body` must be the raw bytes as received (a re-serialised JSON
 * object signs differently); `secret` may list several (the new and the old one during a rotation).
 */
export function verifyWebhook(
  body: string | Uint8Array,
  headers: HeadersLike,
  secret: string | readonly string[],
  options: VerifyOptions = {},
): WebhookEvent {
  const header = headerOf(headers, SIGNATURE_HEADER);
  if (!header) throw new WebhookVerificationError("missing", `no ${SIGNATURE_HEADER} header`);
  const { t, v1 } = parseSignature(header);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(now - t) > tolerance)
    throw new WebhookVerificationError("expired", `signed at ${t}, more than ${tolerance} s from now (${now})`);
  const raw = typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body);
  const secrets = typeof secret === "string" ? [secret] : secret;
  const matches = secrets.some((s) => {
    const expected = createHmac("sha256", s).update(`${t}.`).update(raw).digest();
    return v1.some((v) => timingSafeEqual(Buffer.from(v, "hex"), expected));
  });
  if (!matches) throw new WebhookVerificationError("mismatch", 'no v1 signature matches the HMAC of "<t>.<body>"');
  return JSON.parse(raw.toString("utf8")) as WebhookEvent;
}
