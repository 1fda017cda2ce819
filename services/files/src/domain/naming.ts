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
