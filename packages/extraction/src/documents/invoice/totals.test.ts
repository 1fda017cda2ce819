// The totals block on layouts made up for these tests: a credit note's signed amounts, and a grid of
// totals with a row per tax rate and their sum.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./extract.ts";
import { endingAt, layoutOf } from "../../testing/layout.ts";

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
});
