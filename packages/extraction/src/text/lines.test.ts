import { describe, expect, it } from "@jest/globals";
import { buildLines, residualSlope } from "./lines.ts";
import { asOcr, layoutOf } from "../testing/layout.ts";
import type { Layout } from "../types.ts";

/** A made-up table of `rows` rows and four columns, its rows sloping by `deg` degrees as on a photo. */
function sloped(deg: number, rows = 8, ocr = true): Layout {
  const lines = [];
  for (let r = 0; r < rows; r++) {
    const y = 100 + r * 12;
    lines.push(
      { x: 40, y, text: `Item number ${r + 1}` },
      { x: 250, y, text: String(3 + r) },
      { x: 330, y, text: `${120 + r}.50` },
      { x: 450, y, text: `${(3 + r) * (120 + r)}.00` },
    );
  }
  const layout = layoutOf([lines]);
  const t = Math.tan((deg * Math.PI) / 180);
  const page = layout.pages[0]!;
  page.ocr = ocr;
  page.words = page.words.map((w) => ({ ...w, y0: w.y0 + w.x0 * t, y1: w.y1 + w.x0 * t }));
  return layout;
}

describe("rows that still slope on a photo", () => {
  it("finds the slope, and none on level rows", () => {
    const words = (deg: number) => sloped(deg).pages[0]!.words;
    expect(residualSlope(words(0), 9)).toBe(0);
    expect((Math.atan(residualSlope(words(1.5), 9)) * 180) / Math.PI).toBeCloseTo(1.5, 1);
    expect((Math.atan(residualSlope(words(-2), 9)) * 180) / Math.PI).toBeCloseTo(-2, 1);
  });
  it("keeps each row's cells on one line", () => {
    for (const deg of [-2, 1, 2.5]) {
      const lines = buildLines(sloped(deg));
      expect(lines).toHaveLength(8);
      expect(lines.map((l) => l.segments.length)).toEqual(Array(8).fill(4));
      expect(lines[2]!.text).toBe("Item number 3  |  5  |  122.50  |  610.00");
    }
  });
  it("leaves text-layer pages as they are", () => {
    const lines = buildLines(sloped(1.5, 8, false));
    expect(lines.length).toBeGreaterThan(8);
  });
});

describe("rows printed close together on a photo", () => {
  // A statement's rows of a code and an amount, each with a line of narration 11 points below, 26
  // points apart; the amounts stand 3-4 points higher than the words at the left, as PP-OCR's boxes do.
  function statementRows(): Layout {
    const lines = [];
    let y = 86;
    for (let r = 0; r < 20; r++) {
      if (r % 2 === 0) lines.push({ x: 30, y, text: `${10 + r} Dec 2024`, size: 12 });
      lines.push({ x: 122, y, text: r % 3 ? "BP" : "VIS", size: 12 });
      lines.push({ x: r % 3 ? 392 : 462, y: y - 3, text: `${300 + r * 7}.08`, size: 12 });
      if (r % 2) lines.push({ x: 525, y: y - 4, text: `1,${100 + r * 11}.78`, size: 12 });
      lines.push({ x: 122, y: y + 11, text: r % 2 ? "S TAYLOR RENT SHARE" : "NORTHWIND PLC SALARY", size: 12 });
      y += 26;
    }
    const layout = layoutOf([lines]);
    layout.pages[0]!.ocr = true;
    return layout;
  }

  it("are not sloped onto the row below across the page", () => {
    const deg = (Math.atan(residualSlope(statementRows().pages[0]!.words, 12)) * 180) / Math.PI;
    expect(Math.abs(deg)).toBeLessThan(1);
    const lines = buildLines(statementRows());
    expect(lines[0]!.text).toBe("10 Dec 2024  |  VIS  |  300.08");
    expect(lines[2]!.text).toBe("BP  |  307.08  |  1,111.78");
  });
});

describe("a table's rules that OCR read as words", () => {
  // A summary's figures, a rule between each read as "|", set closer than a cell's gap.
  const layout = () => asOcr(layoutOf([[{ x: 40, y: 100, text: "12 | 156,487.34 | 253,190.58 | 133,603.71" }]]));
  const cells = (l: Layout, rulesPartCells: boolean) =>
    buildLines(l, { rulesPartCells }).flatMap((line) => line.segments.map((s) => s.text));

  it("part the cells they stand between, and are no words, where asked", () => {
    expect(cells(layout(), true)).toEqual(["12", "156,487.34", "253,190.58", "133,603.71"]);
  });

  it("stay words of the line otherwise", () => {
    expect(cells(layout(), false)).toEqual(["12 | 156,487.34 | 253,190.58 | 133,603.71"]);
  });
});

describe("rows of boxes of different heights", () => {
  // A photo's letterhead as PP-OCR boxes it: the name's two boxes 51 and 37 units high, their centres 9
  // apart, over small print 9 high (the page's usual height).
  const letterhead = () =>
    asOcr(
      layoutOf([
        [
          { x: 40, y: 12, text: "TATA STARBUCKS PRIVATE", size: 51 },
          { x: 700, y: 28, text: "LTD.", size: 37 },
          ...Array.from({ length: 12 }, (_, i) => ({ x: 40, y: 90 + i * 12, text: `Item ${i + 1} 1 120.00` })),
        ],
      ]),
    );

  it("keeps a large name's boxes on one line", () => {
    const lines = buildLines(letterhead());
    expect(lines[0]!.text).toBe("TATA STARBUCKS PRIVATE  |  LTD.");
    expect(lines).toHaveLength(13);
  });

  it("keeps apart two lines of a photo printed closer than their boxes are high", () => {
    // PP-OCR's padded boxes 18 high, the lines 16 apart, a cell set between them beside.
    const layout = asOcr(
      layoutOf([
        [
          { x: 149, y: 221, text: "Phone: 65838-54647", size: 18 },
          { x: 149, y: 237, text: "GSTIN: 09AXSFS5103E1ZT", size: 18 },
          { x: 420, y: 229, text: "Dated 22 March 2025", size: 18 },
          ...Array.from({ length: 12 }, (_, i) => ({
            x: 40,
            y: 300 + i * 30,
            text: `Item ${i + 1} 1 120.00`,
            size: 18,
          })),
        ],
      ]),
    );
    const texts = buildLines(layout).map((l) => l.text);
    expect(texts).toContain("GSTIN: 09AXSFS5103E1ZT");
    expect(texts.find((t) => t.startsWith("Phone"))).not.toContain("GSTIN");
  });

  it("keeps small print's rows apart beside a tall box", () => {
    const layout = asOcr(
      layoutOf([
        [
          { x: 40, y: 100, text: "Stamp", size: 30 },
          { x: 300, y: 100, text: "Invoice No. 7" },
          { x: 300, y: 112, text: "Date 12/03/2024" },
        ],
      ]),
    );
    const texts = buildLines(layout).map((l) => l.text);
    expect(texts.filter((t) => t.includes("Invoice No. 7") && t.includes("Date"))).toEqual([]);
  });
});
