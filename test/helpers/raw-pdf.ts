/**
 * A PDF assembled object by object, with an exact cross-reference table: the writer for files no
 * well-behaved producer makes (the hostile probes), where helpers/pdf.ts writes well-formed documents.
 */

/** An object's body, without its `n 0 obj` / `endobj` frame: text, or bytes for a stream. */
export type PdfBody = string | Buffer;

export interface RawPdf {
  /** Object n is objects[n - 1]. */
  objects: PdfBody[];
  /** The trailer dictionary's entries besides /Size, e.g. "/Root 1 0 R". */
  trailer: string;
  /** Bytes before the header (a polyglot's other format). */
  before?: Buffer;
  /** Bytes after %%EOF (a polyglot's other format). */
  after?: Buffer;
  /** Where startxref points; the real table's offset unless a probe lies about it. */
  startxref?: (realOffset: number) => number;
}

const latin1 = (s: string) => Buffer.from(s, "latin1");

/** A stream object's body: its dictionary entries (without /Length) and its bytes, as stored. */
export function stream(dict: string, data: PdfBody): Buffer {
  const bytes = typeof data === "string" ? latin1(data) : data;
  return Buffer.concat([latin1(`<< ${dict} /Length ${bytes.length} >>\nstream\n`), bytes, latin1("\nendstream")]);
}

export function writePdf(pdf: RawPdf): Buffer {
  const parts: Buffer[] = [latin1("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")];
  let length = pdf.before?.length ?? 0;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  length += parts[0]!.length;
  const offsets: number[] = [];
  pdf.objects.forEach((body, i) => {
    // Offsets count from the header: readers locate a PDF that follows other bytes by its header.
    offsets.push(length - (pdf.before?.length ?? 0));
    push(
      Buffer.concat([latin1(`${i + 1} 0 obj\n`), typeof body === "string" ? latin1(body) : body, latin1("\nendobj\n")]),
    );
  });
  const xrefAt = length - (pdf.before?.length ?? 0);
  const rows = offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  const startxref = pdf.startxref ? pdf.startxref(xrefAt) : xrefAt;
  push(
    latin1(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${offsets.length + 1} ${pdf.trailer} >>\nstartxref\n${startxref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat([...(pdf.before ? [pdf.before] : []), ...parts, ...(pdf.after ? [pdf.after] : [])]);
}
