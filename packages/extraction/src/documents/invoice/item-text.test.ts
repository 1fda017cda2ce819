// An item's description apart from the details printed under it, on words made up for these tests.
import { describe, expect, it } from "@jest/globals";
import type { Word } from "../../types.ts";
import { describe as describeItem } from "./item-text.ts";

/** A line's words, each a few letters' width after the one before. */
const line = (y: number, text: string): Word[] => {
  let x = 10;
  return text.split(" ").map((t) => {
    const w: Word = { text: t, x0: x, y0: y, x1: x + t.length * 5, y1: y + 9, conf: 1, source: "text_layer" };
    x = w.x1 + 4;
    return w;
  });
};
const text = (ws: Word[]) => ws.map((w) => w.text).join(" ");

describe("an item's description over its details", () => {
  it("keeps the seller's code printed before the details' key on a wrapped line", () => {
    const d = describeItem(
      [line(0, "EASYLINE Women Heels BLACK 4 12"), line(12, "KGF-SANDAL-BLACK-4 IMEI/SrNo: [[]]")],
      false,
    );
    expect(text(d.words)).toBe("EASYLINE Women Heels BLACK 4 12 KGF-SANDAL-BLACK-4");
    expect(d.attributes.map((a) => a.text)).toEqual(["IMEI/SrNo: [[]]"]);
  });
  it("ends at a keyed line whose key is words", () => {
    const d = describeItem([line(0, "Steel Almirah"), line(12, "Warranty Period: 1 Year")], false);
    expect(text(d.words)).toBe("Steel Almirah");
  });
});
