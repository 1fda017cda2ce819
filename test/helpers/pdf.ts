import type { Encryption } from "./pdf-encrypt.ts";

/**
 * A minimal PDF writer for test fixtures: standard Helvetica text (a real text layer), one content stream per page,
 * an exact cross-reference table, and optional padding to reach an exact file size.
 */

export interface TextLine {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
}

export interface PdfOptions {
  /** Pad the file (with an unreferenced stream object) to exactly this many bytes. */
  exactSize?: number;
  title?: string;
  /** Encrypts the file (streams and strings) with this security handler, as a password-protected PDF is. */
  encryption?: Encryption;
}

const escapeText = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");

function contentStream(lines: TextLine[]): string {
  const ops: string[] = [];
  for (const l of lines) {
    ops.push(`BT /${l.bold ? "F2" : "F1"} ${l.size ?? 10} Tf ${l.x} ${l.y} Td (${escapeText(l.text)}) Tj ET`);
  }
  return ops.join("\n") + "\n";
}

function assemble(pages: TextLine[][], padLength: number, title: string, crypt?: Encryption): Buffer {
  // An encrypted file holds every stream and string encrypted with its object's key.
  const sealed = (num: number, data: string) => (crypt ? crypt.encrypt(num, Buffer.from(data, "latin1")) : null);
  const stringOf = (num: number, text: string) => {
    const enc = sealed(num, text);
    return enc ? `<${enc.toString("hex")}>` : `(${escapeText(text)})`;
  };
  const streamOf = (num: number, data: string) => {
    const enc = sealed(num, data);
    const body = enc ? enc.toString("latin1") : data;
    return `<< /Length ${Buffer.byteLength(body, "latin1")} >>\nstream\n${body}\nendstream`;
  };
  // Object numbers: 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then per page: page obj, content obj; then padding.
  const objects: string[] = [];
  const pageObjNums: number[] = [];
  const firstPageObj = 6;
  pages.forEach((_, i) => pageObjNums.push(firstPageObj + i * 2));
  objects.push(`<< /Type /Catalog /Pages 2 0 R >>`);
  objects.push(`<< /Type /Pages /Kids [${pageObjNums.map((n) => `${n} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  objects.push(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>`);
  objects.push(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>`);
  objects.push(`<< /Title ${stringOf(5, title)} /Producer ${stringOf(5, "docintake contract tests")} >>`);
  pages.forEach((lines, i) => {
    const contentNum = firstPageObj + i * 2 + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentNum} 0 R >>`,
    );
    objects.push(streamOf(contentNum, contentStream(lines)));
  });
  if (padLength >= 0) {
    objects.push(streamOf(objects.length + 1, "%".repeat(padLength)));
  }

  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, "0")} 00000 n \n`;
  const encryption = crypt ? ` ${crypt.trailer}` : "";
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R${encryption} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** Builds a PDF whose pages hold the given text lines (coordinates in points, origin bottom-left, A4). */
export function buildPdf(pages: TextLine[][], opts: PdfOptions = {}): Buffer {
  const title = opts.title ?? "DocIntake fixture";
  if (opts.exactSize === undefined) return assemble(pages, -1, title, opts.encryption);
  // Padding changes the length of a few numbers, so converge on the exact size in a few rounds.
  let pad = Math.max(0, opts.exactSize - assemble(pages, 0, title, opts.encryption).length);
  for (let i = 0; i < 10; i++) {
    const buf = assemble(pages, pad, title, opts.encryption);
    if (buf.length === opts.exactSize) return buf;
    pad += opts.exactSize - buf.length;
    if (pad < 0) break;
  }
  throw new Error(`cannot pad PDF to exactly ${opts.exactSize} bytes`);
}

/** Lays out simple rows of text top-down starting near the top of the page. */
export function rows(
  lines: (string | [string, number] | { cols: [number, string][] })[],
  top = 800,
  step = 16,
): TextLine[] {
  const out: TextLine[] = [];
  let y = top;
  for (const l of lines) {
    if (typeof l === "string") out.push({ x: 50, y, text: l });
    else if (Array.isArray(l)) out.push({ x: 50, y, text: l[0], size: l[1], bold: true });
    else for (const [x, text] of l.cols) out.push({ x, y, text });
    y -= step;
  }
  return out;
}
