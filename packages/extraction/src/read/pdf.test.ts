// Words of a PDF's text layer, from a PDF made up here: a word printed in two runs (a ligature glyph
// or a change of font starts a new run) is one word; runs apart are words apart.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { openPdf, pageWords } from "./pdf.ts";

/** A one-page PDF whose content stream is `text`, with fonts F1 (Helvetica) and F2 (Helvetica-Bold). */
function pdfWith(text: string): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>",
  ];
  let pdf = "%PDF-1.7\n";
  const offsets = objects.map((o, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) pdf += `${String(at).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF`;
  return new TextEncoder().encode(pdf);
}

describe("words of a text layer", () => {
  it("join runs that touch into one word, and keep runs apart as words apart", async () => {
    const doc = await openPdf(
      pdfWith(
        "BT /F1 9 Tf 40 800 Td (O) Tj /F2 9 Tf (ffice 85) Tj /F1 9 Tf (, Civil Lines) Tj ET BT /F1 9 Tf 300 800 Td (Patna) Tj ET",
      ),
    );
    const { words } = await pageWords(await doc.getPage(1));
    expect(words.map((w) => w.text)).toEqual(["Office", "85,", "Civil", "Lines", "Patna"]);
    const office = words[0]!;
    expect(office.x0).toBeCloseTo(40, 0);
    expect(office.x1).toBeGreaterThan(60);
  });
  it("hold no control characters, which a font without a Unicode map may give for its glyphs", async () => {
    // \\000 and \\001: octal escapes in a PDF string, the bytes 0 and 1 as character codes.
    const doc = await openPdf(pdfWith("BT /F1 9 Tf 40 800 Td (Kr\\000ta GSTIN \\000\\001 Total) Tj ET"));
    const { words } = await pageWords(await doc.getPage(1));
    // eslint-disable-next-line no-control-regex
    for (const w of words) expect(w.text).not.toMatch(/[\u0000-\u001f]/);
    expect(words.map((w) => w.text)).toEqual(expect.arrayContaining(["GSTIN", "Total"]));
    expect(words.some((w) => w.text === "")).toBe(false);
  });
});

describe("password-protected PDFs", () => {
  // The contract fixture: an invoice encrypted with qpdf (AES-256, user password "user-secret-pw").
  const encrypted = () => readFileSync(new URL("../../../../test/fixtures/encrypted-invoice.pdf", import.meta.url));
  const reason = (p: Promise<unknown>) =>
    p.then(
      () => "opened",
      (err: unknown) => (err as { reason?: string }).reason,
    );

  it("need a password, and tell a wrong one from none", async () => {
    expect(await reason(openPdf(encrypted()))).toBe("password_required");
    expect(await reason(openPdf(encrypted(), undefined, ["nope", "also-not"]))).toBe("password_incorrect");
  });

  it("open with the right password among those given, and read as any other", async () => {
    const doc = await openPdf(encrypted(), undefined, ["nope", "user-secret-pw"]);
    const { words } = await pageWords(await doc.getPage(1));
    expect(words.slice(0, 2).map((w) => w.text)).toEqual(["TAX", "INVOICE"]);
  });

  it("open a file that needs no password whatever passwords are given", async () => {
    const doc = await openPdf(pdfWith("BT /F1 9 Tf 40 800 Td (Plain) Tj ET"), undefined, ["unused"]);
    expect((await pageWords(await doc.getPage(1))).words.map((w) => w.text)).toEqual(["Plain"]);
  });
});
