import { createHash } from "node:crypto";
import type { FileFormat } from "@docintake/contracts";
import type { DocumentFormat } from "@docintake/extraction";

/** A storage-safe version of a client's file name: letters, digits, dot, dash, underscore. */
export function sanitizeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-180);
  return cleaned || "file";
}

export const storageName = (filename: string, now = Date.now()) => `${now}_${sanitizeFilename(filename)}`;

/** JPEG is reported as JPEG when the client named it so, JPG otherwise (decisions.md). */
export function reportedFormat(sniffed: DocumentFormat, filename: string): FileFormat {
  if (sniffed === "JPEG") return /\.jpeg$/i.test(filename) ? "JPEG" : "JPG";
  return sniffed;
}

/**
 * The id of the `index`th document committed under a request key: the same for a retry of that request, so the
 * retry finds what the first attempt stored instead of storing it again. A UUID (version 8, RFC 9562) from SHA-256.
 */
export function documentIdFor(userId: string, requestKey: string, index: number): string {
  const h = createHash("sha256").update(`${userId}\0${requestKey}\0${index}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x80;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString("hex");
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}
