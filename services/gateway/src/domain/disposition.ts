/** `Content-Disposition: attachment` with the original name: a plain-ASCII fallback plus RFC 5987 for the rest. */
export function attachmentDisposition(filename: string): string {
  const name = filename.replace(/[\r\n]/g, " ").trim() || "download";
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  if (ascii === name) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
