// The totals block on layouts made up for these tests: a credit note's signed amounts, a grid of totals
// with a row per tax rate and their sum, and what only looks like an amount.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./extract.ts";
import { asOcr, endingAt, layoutOf } from "../../testing/layout.ts";
import { FieldSink } from "../common/output.ts";
import { viewOf } from "../common/view.ts";
import { readTotals } from "./totals.ts";
import { detectType } from "../detect/detect.ts";

const totalsOf = (lines: Parameters<typeof layoutOf>[0][number]) =>
  extractInvoice(layoutOf([lines])).result["total_calculation"] as Record<string, string>;

const head = [
  { x: 40, y: 30, text: "Rechnungskorrektur Nr. RK-2041" },
  { x: 60, y: 700, text: "Skonto" },
  { x: 338, y: 700, text: "Nettobetrag" },
  { x: 525, y: 700, text: "Endbetrag" },
];

describe("a grid of totals", () => {
  it("keeps the minus of a credit note's amounts under their labels", () => {
    const t = totalsOf([
      ...head,
      endingAt(100, 712, "-5,00"),
      endingAt(390, 712, "-4,85"),
      endingAt(570, 712, "-5,77"),
    ]);
    expect(t).toMatchObject({ sub_total: "-4.85", grand_total: "-5.77" });
  });
  it("reads a column's total row, the sum of a row per tax rate above it", () => {
    const t = totalsOf([
      ...head,
      endingAt(100, 712, "-5,00"),
      endingAt(390, 712, "-4,85"),
      endingAt(570, 712, "-5,77"),
      endingAt(100, 722, "-2,90"),
      endingAt(390, 722, "-2,82"),
      endingAt(570, 722, "-3,02"),
      endingAt(100, 740, "-7,90"),
      endingAt(390, 740, "-7,67"),
      endingAt(570, 740, "-8,79"),
    ]);
    expect(t).toMatchObject({ sub_total: "-7.67", grand_total: "-8.79" });
  });
  it("keeps a value beside its label, whatever the lines under it add up to", () => {
    const t = totalsOf([
      { x: 40, y: 30, text: "Invoice No. 77" },
      { x: 350, y: 700, text: "Subtotal" },
      endingAt(570, 700, "100.00"),
      { x: 350, y: 712, text: "Tax" },
      endingAt(570, 712, "18.00"),
      { x: 350, y: 724, text: "Total" },
      endingAt(570, 724, "118.00"),
    ]);
    expect(t).toMatchObject({ sub_total: "100.00", total_tax: "18.00", grand_total: "118.00" });
  });
  it("gives a total on a tax table's header line to its own label, not to the header's", () => {
    const t = totalsOf([
      { x: 40, y: 30, text: "Facture FA-2017-0009" },
      { x: 89, y: 451, text: "Taxe" },
      { x: 188, y: 451, text: "Base" },
      { x: 254, y: 451, text: "Montant" },
      { x: 454, y: 451, text: "Total HT" },
      endingAt(570, 451, "530,75 €"),
      { x: 34, y: 464, text: "TVA 0% export" },
      endingAt(240, 464, "530,75 €"),
      endingAt(320, 464, "0,00 €"),
      { x: 442, y: 478, text: "Total taxes" },
      endingAt(570, 478, "0,00 €"),
      { x: 448, y: 492, text: "Total TTC" },
      endingAt(570, 492, "530,75 €"),
    ]);
    expect(t).toMatchObject({ sub_total: "530.75", total_tax: "0.00", grand_total: "530.75" });
  });
});

const grandOf = (lines: Parameters<typeof layoutOf>[0][number]) =>
  (extractInvoice(layoutOf([lines])).result["total_calculation"] as Record<string, string> | undefined)?.[
    "grand_total"
  ];

describe("a grand total beside a shop's stamp", () => {
  it("is not the stamp's PIN code", () => {
    expect(
      grandOf([
        { x: 20, y: 20, text: "Lakshmi Stores" },
        { x: 20, y: 60, text: "Invoice No. 207" },
        { x: 300, y: 300, text: "TOTAL" },
        { x: 360, y: 300, text: "682024 KOCHI" },
      ]),
    ).toBeUndefined();
  });
  it("is still six digits where nothing names a place", () => {
    expect(
      grandOf([
        { x: 20, y: 20, text: "Lakshmi Stores" },
        { x: 20, y: 60, text: "Invoice No. 207" },
        { x: 300, y: 300, text: "Grand Total 682024" },
      ]),
    ).toBe("682024");
  });
});

describe("a Tally bill's total rows", () => {
  // The item table's total row, then the tax summary's own total row; no taxable value labelled.
  const lines = [
    { x: 330, y: 140, text: "Output IGST" },
    endingAt(560, 140, "54.05"),
    { x: 150, y: 170, text: "Total" },
    endingAt(290, 170, "1 Kg"),
    endingAt(560, 170, "Rs.1,135.00"),
    { x: 40, y: 200, text: "HSN/SAC Taxable Value Integrated Tax Total Tax Amount" },
    { x: 150, y: 230, text: "Total" },
    endingAt(250, 230, "1,080.95"),
    endingAt(400, 230, "54.05"),
    endingAt(560, 230, "54.05"),
  ];
  const grand = (itemsSum?: number) =>
    readTotals(viewOf(layoutOf([lines])), -1, new FieldSink(), undefined, itemsSum).grand?.value;

  it("take for grand total the one the items and the tax add up to, not the tax summary's total", () => {
    expect(grand(1080.95)).toBe("1135.00");
  });
  it("keep the last total where nothing tells which", () => {
    expect(grand()).toBe("54.05");
  });
});

describe("the amount in words on a Tally bill", () => {
  it("leaves out the E. & O.E. printed at the end of its label's line", () => {
    const t = totalsOf([
      { x: 40, y: 30, text: "Tax Invoice" },
      { x: 40, y: 60, text: "Invoice No. 77" },
      { x: 350, y: 100, text: "Total" },
      endingAt(570, 100, "1,135.00"),
      { x: 40, y: 120, text: "Amount Chargeable (in words)" },
      { x: 520, y: 120, text: "E. & O.E" },
      { x: 40, y: 132, text: "INR One Thousand One Hundred Thirty Five Only" },
    ]);
    expect(t["amount_in_words"]).toBe("INR One Thousand One Hundred Thirty Five Only");
  });
  it("is found where OCR ran its words together without a label", () => {
    const r = extractInvoice(
      asOcr(
        layoutOf([
          [
            { x: 40, y: 30, text: "Tax Invoice" },
            { x: 40, y: 60, text: "Invoice No. 77" },
            { x: 350, y: 100, text: "NET PAYABLE" },
            endingAt(570, 100, "1,135.00"),
            { x: 40, y: 120, text: "RupeesOneThousandOneHundredThirtyFiveOnly" },
          ],
        ]),
      ),
    ).result["total_calculation"] as Record<string, string>;
    expect(r["amount_in_words"]).toBe("Rupees One Thousand One Hundred Thirty Five Only");
  });
});

describe("two totals side by side on one line", () => {
  it("gives each label its own amount, not the rightmost on the line", () => {
    const t = totalsOf([
      { x: 45, y: 40, text: "FACTUUR" },
      { x: 62, y: 581, text: "Exclusief BTW" },
      { x: 141, y: 581, text: "€ 4.053,67" },
      { x: 426, y: 581, text: "Subtotaal" },
      { x: 512, y: 581, text: "€ 4.904,94" },
      { x: 81, y: 592, text: "BTW 21%" },
      { x: 148, y: 592, text: "€ 851,27" },
      { x: 437, y: 603, text: "Totaal" },
      { x: 511, y: 603, text: "€ 4.904,94" },
    ]);
    expect(t).toMatchObject({ sub_total: "4053.67", total_tax: "851.27", grand_total: "4904.94" });
  });
});

describe("totals that add up", () => {
  it("take a set that adds up to the cent before one within a rupee of rounding", () => {
    const t = totalsOf([
      { x: 40, y: 30, text: "Rechnung Nr. 471102" },
      { x: 300, y: 700, text: "Warenwert" },
      endingAt(565, 700, "457,20"),
      { x: 300, y: 712, text: "Nettobetrag" },
      endingAt(565, 712, "448,99"),
      { x: 300, y: 724, text: "MwSt." },
      endingAt(565, 724, "61,07"),
      { x: 300, y: 736, text: "Steuerbetrag" },
      endingAt(565, 736, "70,00"),
      { x: 300, y: 748, text: "Endbetrag" },
      endingAt(565, 748, "518,99"),
    ]);
    expect(t).toMatchObject({ sub_total: "448.99", total_tax: "70.00", grand_total: "518.99" });
  });
});

describe("a VAT id after a tax's label", () => {
  it("is the seller's id, not a tax: its line gives no amount", () => {
    const t = totalsOf([
      { x: 40, y: 30, text: "Facture FA-2017-0010" },
      { x: 111, y: 700, text: "TVA: FR11999999998 - SARL au capital de 120 000,00 €" },
      { x: 448, y: 720, text: "Total HT" },
      endingAt(565, 720, "624,90 €"),
      { x: 448, y: 732, text: "Total TTC" },
      endingAt(565, 732, "671,15 €"),
    ]);
    expect(t).toMatchObject({ sub_total: "624.90", grand_total: "671.15" });
    expect(t["total_tax"]).toBeUndefined();
  });
  it("is no tax where the label begins a longer one: a VAT id's or a rate column's", () => {
    const t = totalsOf([
      { x: 40, y: 30, text: "Rechnung Nr. 4711" },
      { x: 40, y: 611, text: "Rechnungsrabatt: 2,00% Basisbetrag: 280,00, MwSt.-% 19,0, Rabattbetrag: -5,60" },
      { x: 338, y: 700, text: "Nettobetrag" },
      endingAt(565, 700, "448,99"),
      { x: 338, y: 712, text: "Endbetrag" },
      endingAt(565, 712, "518,99"),
      { x: 44, y: 773, text: "MUSTERLIEFERANT GMBH" },
      { x: 249, y: 773, text: "USt-IdNr: DE123456789" },
      { x: 384, y: 773, text: "HRB Nr. 372876" },
    ]);
    expect(t).toMatchObject({ sub_total: "448.99", grand_total: "518.99" });
    expect(t["total_tax"]).toBeUndefined();
  });

  it("is an id too when its digits are printed in groups", () => {
    const t = totalsOf([
      { x: 40, y: 30, text: "FACTURE N° : F20220027" },
      { x: 51, y: 188, text: "N° TVA : FR 11 123 456 782" },
      { x: 448, y: 720, text: "NET A PAYER" },
      endingAt(565, 720, "100,00 EUR"),
    ]);
    expect(t["total_tax"]).toBeUndefined();
  });
});

describe("a number on a tax's line that is no amount", () => {
  const totals = (line: string) =>
    totalsOf([
      { x: 40, y: 30, text: "Facture FA-2017-0009" },
      { x: 40, y: 600, text: line },
      { x: 448, y: 720, text: "Total HT" },
      endingAt(565, 720, "624,90 €"),
      { x: 448, y: 732, text: "Total TTC" },
      endingAt(565, 732, "624,90 €"),
    ]);
  it('is no tax where a sentence names the tax ("Prijzen zijn inclusief BTW")', () => {
    const t = totalsOf([
      { x: 44, y: 262, text: "Kopie factuur" },
      { x: 44, y: 374, text: "Prijzen zijn inclusief BTW" },
      { x: 411, y: 374, text: "Factuur totaal EUR" },
      endingAt(560, 374, "49,99"),
    ]);
    expect(t).toMatchObject({ grand_total: "49.99" });
    expect(t["total_tax"]).toBeUndefined();
  });
  it("is a law's article a sentence goes on after", () => {
    expect(totals("Exonération de TVA selon article 262 I du Code général des impôts")["total_tax"]).toBeUndefined();
  });
});

describe("a taxable value not printed", () => {
  it("is the grand total less the tax where no items give it", () => {
    const t = totalsOf([
      { x: 40, y: 30, text: "Invoice Number: 42183017" },
      { x: 60, y: 343, text: "Tax *" },
      endingAt(570, 343, "$0.00"),
      { x: 40, y: 359, text: "Total for this invoice" },
      endingAt(570, 359, "$4.11"),
    ]);
    expect(t).toMatchObject({ sub_total: "4.11", total_tax: "0.00", grand_total: "4.11" });
  });
});

describe("the amount in words", () => {
  it("goes on past a line of the totals column set between its two lines", () => {
    const t = totalsOf([
      { x: 31, y: 30, text: "Tax Invoice No. 55" },
      { x: 31, y: 328, text: "INVOICE VALUE (IN WORDS)" },
      { x: 31, y: 339, text: "Indian Rupee Thirty Five Lakh Five Thousand Six Hundred" },
      { x: 333, y: 345, text: "Sub Total" },
      endingAt(560, 345, "29,70,888.00"),
      { x: 31, y: 350, text: "Forty Seven and Eighty Four Paise Only" },
    ]);
    expect(t["amount_in_words"]).toBe(
      "Indian Rupee Thirty Five Lakh Five Thousand Six Hundred Forty Seven and Eighty Four Paise Only",
    );
  });
});

describe("a bill book's totals filled in by hand", () => {
  // "Total Amount before Tax", "Add: CGST %", "Add: SGST %" and "Total Amount after Tax" printed; the
  // figures written with "/-", of which OCR keeps a "+" or reads a digit, and no rate.
  const bill = (cgst: string, sgst: string) =>
    extractInvoice(
      asOcr(
        layoutOf([
          [
            { x: 40, y: 30, text: "TAX INVOICE" },
            { x: 40, y: 50, text: "Invoice No. 582" },
            { x: 300, y: 700, text: "Total Amount before Tax" },
            endingAt(570, 700, "22420+"),
            { x: 300, y: 712, text: "Add: CGST %" },
            endingAt(570, 712, cgst),
            { x: 300, y: 724, text: "Add: SGST %" },
            endingAt(570, 724, sgst),
            { x: 300, y: 736, text: "Total Amount after Tax" },
            endingAt(570, 736, "25478-"),
          ],
        ]),
      ),
    ).result as Record<string, Record<string, string>>;
  it("reads the figures past what OCR kept of their /-", () => {
    const r = bill("1529/", "1529+");
    expect(r["tax_calculation"]).toMatchObject({ taxable_value: "22420", CGST_amount: "1529", SGST_amount: "1529" });
    expect(r["total_calculation"]).toMatchObject({ grand_total: "25478" });
  });
  it("takes CGST and SGST as half the tax where a /- read as a digit makes them disagree", () => {
    const r = bill("15291", "15294");
    expect(r["tax_calculation"]).toMatchObject({ CGST_amount: "1529", SGST_amount: "1529" });
  });
});

describe("an insurer's premium invoice", () => {
  const premium: Parameters<typeof layoutOf>[0][number] = [
    { x: 71, y: 80, text: "Musterhafter Versicherungsverein a.G." },
    { x: 71, y: 290, text: "Hausratversicherung Nr: 00.123.456.7" },
    { x: 420, y: 290, text: "18. April 2014" },
    { x: 71, y: 509, text: "Gesamtbeitrag" },
    endingAt(480, 509, "1.000,00 €"),
    { x: 71, y: 520, text: "Versicherungsteuer zur Hausratversicherung" },
    endingAt(480, 520, "163,40 €"),
    { x: 71, y: 532, text: "Rechnungsbetrag" },
    endingAt(480, 532, "1.163,40 €"),
  ];
  it("reads the premium, the insurance tax and the amount invoiced", () => {
    expect(totalsOf(premium)).toMatchObject({ sub_total: "1000.00", total_tax: "163.40", grand_total: "1163.40" });
  });
  it("is an invoice by those totals, with no invoice's title", () => {
    expect(detectType(layoutOf([premium])).type).toBe("invoice");
  });
});

describe("a grand total under a label the vocabulary lacks", () => {
  const block = (third: string): Parameters<typeof layoutOf>[0][number] => [
    { x: 71, y: 80, text: "Musterhafter Versicherungsverein a.G." },
    { x: 71, y: 474, text: "Gesamtbeitrag" },
    endingAt(480, 474, "50,00 €"),
    { x: 71, y: 486, text: "Versicherungsteuer 19 %" },
    endingAt(480, 486, "9,50 €"),
    { x: 71, y: 497, text: "Rechnungsbeitrag" },
    endingAt(480, 497, third),
  ];
  it("is the amount right after the net and the tax that is their sum", () => {
    expect(totalsOf(block("59,50 €"))).toMatchObject({ sub_total: "50.00", total_tax: "9.50", grand_total: "59.50" });
  });
  it("is none where that amount is not their sum", () => {
    expect(totalsOf(block("61,50 €"))["grand_total"]).toBeUndefined();
  });
});

describe("a French invoice's amount left to pay", () => {
  it("is the grand total under 'Net à payer', its thousands parted by a space", () => {
    const t = totalsOf([
      { x: 45, y: 40, text: "Imprimerie Laurent EURL", size: 14 },
      { x: 354, y: 282, text: "Total hors taxes" },
      endingAt(560, 282, "885,00"),
      { x: 354, y: 296, text: "TVA 20 %" },
      endingAt(560, 296, "177,00"),
      { x: 354, y: 311, text: "Net à payer" },
      endingAt(536, 311, "1"),
      endingAt(560, 311, "062,00"),
    ]);
    expect(t).toMatchObject({ sub_total: "885.00", total_tax: "177.00", grand_total: "1062.00" });
  });
});

describe("a scanned total whose decimal mark OCR lost", () => {
  const lines = (tax: string): Parameters<typeof layoutOf>[0][number] => [
    { x: 45, y: 40, text: "Esposito Trasporti S.a.s.", size: 14 },
    { x: 354, y: 282, text: "Imponibile" },
    endingAt(560, 282, "1.684,00"),
    { x: 354, y: 296, text: "Totale IVA" },
    endingAt(560, 296, tax),
    { x: 354, y: 311, text: "Totale documento" },
    endingAt(560, 311, "2.054,48"),
  ];
  it("is read with its cents where the totals then add up, and a warning says so", () => {
    const out = extractInvoice(asOcr(layoutOf([lines("37048")]), 0.9));
    expect(out.result["total_calculation"]).toMatchObject({ total_tax: "370.48", grand_total: "2054.48" });
    expect(out.extraction.warnings.join("\n")).toMatch(/total_tax read by OCR as 37048: taken as 370.48/);
  });
  it("is left as read where no reading adds up", () => {
    const out = extractInvoice(asOcr(layoutOf([lines("37148")]), 0.9));
    expect(out.result["total_calculation"]).toMatchObject({ total_tax: "37148" });
  });
});

describe("an Italian invoice's total VAT", () => {
  it("is the tax, not a grand total for the 'Totale' it begins with", () => {
    const t = totalsOf([
      { x: 45, y: 40, text: "Esposito Trasporti S.a.s.", size: 14 },
      { x: 354, y: 282, text: "Imponibile" },
      endingAt(560, 282, "100,00"),
      { x: 354, y: 296, text: "Totale IVA" },
      endingAt(560, 296, "22,00"),
      { x: 354, y: 311, text: "Netto a pagare" },
      endingAt(560, 311, "122,00"),
    ]);
    expect(t).toMatchObject({ sub_total: "100.00", total_tax: "22.00", grand_total: "122.00" });
  });
});

describe("the rule 46 form's totals box beside the amount in words", () => {
  const t = totalsOf([
    { x: 40, y: 30, text: "TAX INVOICE" },
    { x: 40, y: 300, text: "Total Invoice Amount in Words" },
    { x: 400, y: 300, text: "Taxable Amount" },
    endingAt(560, 300, "26,870.00"),
    { x: 40, y: 312, text: "INR Thirty Two Thousand Four Hundred Forty Two Only" },
    { x: 400, y: 324, text: "Add: IGST" },
    endingAt(560, 324, "5,571.90"),
    { x: 400, y: 336, text: "Round Off" },
    endingAt(560, 336, "0.10"),
    { x: 400, y: 348, text: "Total Amount after Tax" },
    endingAt(560, 348, "32,442.00"),
    { x: 400, y: 360, text: "Amount of Tax Subject to Reverse Charge" },
    endingAt(560, 360, "0.00"),
  ]);

  it("reads the words without the totals line set beside their label", () => {
    expect(t["amount_in_words"]).toBe("INR Thirty Two Thousand Four Hundred Forty Two Only");
  });

  it("takes the grand total the printed round-off closes, to the cent; the taxable value is no grand total", () => {
    expect(t).toMatchObject({ sub_total: "26870.00", grand_total: "32442.00" });
  });
});

describe("a label that names the net and the grand total alike", () => {
  it("is the grand total where the taxable value and the taxes add up to it", () => {
    const t = totalsOf([
      { x: 40, y: 30, text: "TAX INVOICE" },
      { x: 330, y: 300, text: "Taxable Amt." },
      endingAt(560, 300, "730,576.10"),
      { x: 330, y: 312, text: "CGST" },
      endingAt(560, 312, "63,587.98"),
      { x: 330, y: 324, text: "SGST" },
      endingAt(560, 324, "63,587.98"),
      { x: 330, y: 336, text: "Net Amount" },
      endingAt(560, 336, "857,752.06"),
    ]);
    expect(t).toMatchObject({ sub_total: "730576.10", grand_total: "857752.06" });
  });
});

describe("a figure OCR read with a table's rule run into it", () => {
  it("reads the figure without the rule", () => {
    const out = extractInvoice(
      asOcr(
        layoutOf([
          [
            { x: 40, y: 30, text: "Invoice No. 77" },
            { x: 350, y: 700, text: "Net total: 496.00 €" },
            { x: 350, y: 712, text: "VAT total: [75.04 €" },
            { x: 350, y: 724, text: "Due payable: 571.04 €" },
          ],
        ]),
      ),
    );
    expect(out.result["total_calculation"]).toMatchObject({ total_tax: "75.04", grand_total: "571.04" });
  });
  it("reads a grand total past a rupee sign OCR read as a mark or a letter", () => {
    for (const figure of ["%6,09,794.00", "X6,09,794.00"]) {
      const out = extractInvoice(
        asOcr(
          layoutOf([
            [
              { x: 40, y: 30, text: "Invoice No. 77" },
              { x: 350, y: 700, text: "Taxable Amount 5,16,774.58" },
              { x: 350, y: 712, text: "IGST 18% 93,019.42" },
              { x: 350, y: 724, text: `TOTAL AMOUNT ${figure}` },
            ],
          ]),
        ),
      );
      expect(out.result["total_calculation"]).toMatchObject({ grand_total: "609794.00" });
    }
  });
});

describe("a tax row's rate after @ without its per cent sign", () => {
  const taxOf = (taxLine: string, amount?: string) =>
    extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Tax Invoice ACC-SINV-2024-00012" },
          { x: 340, y: 700, text: "Net Total" },
          endingAt(565, 700, "1,000.00"),
          { x: 340, y: 712, text: taxLine },
          ...(amount ? [endingAt(565, 712, amount)] : []),
          { x: 340, y: 724, text: "Grand Total" },
          endingAt(565, 724, "1,180.00"),
        ],
      ]),
    ).result["tax_calculation"] as Record<string, string>;
  it('reads ERPNext\'s "IGST @ 18.0" as the rate', () => {
    expect(taxOf("IGST @ 18.0", "180.00")).toMatchObject({ IGST_percentage: "18", IGST_amount: "180.00" });
  });
  it("takes no rate from a number that is the amount itself", () => {
    expect(taxOf("IGST @ 18.0")?.["IGST_percentage"]).toBeUndefined();
  });
});
