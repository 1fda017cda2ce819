import type { Rng } from "../random.ts";
import { MONO } from "./fonts.ts";

/**
 * The style of a POS receipt on an 80 mm roll in a monospace face (a thermal printer's): centred heads,
 * dashed rules, key-value lines and the item table with its dashed total row.
 */
export function rollStyle(rng: Rng): string {
  const font = rng.pick(MONO);
  const size = font === "VT323" ? 11 : rng.pick([7.5, 8]);
  return `.roll{padding:4mm 3mm;font-family:"${font}";font-size:${size}pt;line-height:1.25}
.c{text-align:center}.big{font-size:${size + 2}pt;font-weight:bold}.title{margin-top:1.5mm;font-weight:bold}
.rule{border-top:1px dashed #333;margin:1.2mm 0}.kv{display:flex;justify-content:space-between}
table{width:100%;border-collapse:collapse}th,td{padding:0 1px;font-weight:normal}.r{text-align:right}.l{text-align:left}.tot td{border-top:1px dashed #333}`;
}
