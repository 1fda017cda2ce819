import type { Word } from "../types.ts";

/**
 * Words on a page that say an Indian GST e-invoice (with its signed QR code) is printed there: the
 * invoice reference number, the IRP's acknowledgement, or the code itself.
 */
const E_INVOICE_CUE =
  /\bIRN\b|\back\.?\s*(?:no|number|date|dt)\b|\backnowledge?ment\s*(?:no|number|date)|\be-?\s?invoice\b|\bsigned\s*qr\b|\bqr\s*code\b/i;

/** Whether a page's words suggest an e-invoice QR code worth looking for. */
export function suggestsSignedQr(words: Word[]): boolean {
  let text = "";
  for (const w of words) text += w.text + " ";
  return E_INVOICE_CUE.test(text);
}

/** What the document's e-invoice QR code identifies; the signature is not checked (no IRP key offline). */
export interface SignedQrSummary {
  IRN?: string;
  IRN_date?: string;
  page: number;
  /** Only a JWT is signed; some printed copies carry the decoded payload as plain JSON. */
  form: "signed_jwt" | "plain_json";
  signature_verified: false;
}

/** Longest QR payload considered: a version-40 code holds under 3 KB of bytes. */
const MAX_TEXT = 8000;

const base64UrlJson = (part: string): unknown => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));

/** The e-invoice data object carried by a QR text: a JWT whose payload's `data` is JSON, or the JSON itself. */
export function signedQrData(
  text: string,
): { data: Record<string, unknown>; form: SignedQrSummary["form"] } | undefined {
  const t = text.trim();
  if (!t || t.length > MAX_TEXT) return undefined;
  let payload: unknown;
  let form: SignedQrSummary["form"];
  try {
    const jwt = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]*)$/.exec(t);
    if (jwt) {
      const header = base64UrlJson(jwt[1]!) as { alg?: unknown } | null;
      if (!header || typeof header !== "object") return undefined;
      payload = base64UrlJson(jwt[2]!);
      form = "signed_jwt";
    } else if (t.startsWith("{")) {
      payload = JSON.parse(t);
      form = "plain_json";
    } else return undefined;
    if (!payload || typeof payload !== "object") return undefined;
    let data: unknown = (payload as Record<string, unknown>)["data"] ?? payload;
    if (typeof data === "string") data = JSON.parse(data);
    if (!data || typeof data !== "object" || Array.isArray(data)) return undefined;
    const d = data as Record<string, unknown>;
    // Any other QR (a UPI payment link, a URL, another JWT) lacks these.
    if (!["SellerGstin", "DocNo", "Irn"].some((k) => typeof d[k] === "string")) return undefined;
    return { data: d, form };
  } catch {
    return undefined;
  }
}
