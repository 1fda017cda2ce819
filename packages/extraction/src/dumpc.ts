import { readFileSync } from "node:fs";
import { buildLines } from "./lines.ts";
import { extractStatement } from "./statement.ts";
import { extractInvoice } from "./invoice.ts";
const f = process.argv[2]!;
const l = JSON.parse(readFileSync("/tmp/layouts/" + f + ".json", "utf8"));
for (const line of buildLines(l)) console.log(line.page, Math.round(line.y0), line.segments.map((s) => `[${Math.round(s.x0)}-${Math.round(s.x1)}]${s.text}`).join("  "));
if (process.argv[3] === "s") console.log(JSON.stringify(extractStatement(l).result, null, 0).slice(0, 3000));
if (process.argv[3] === "i") console.log(JSON.stringify(extractInvoice(l).result, null, 1).slice(0, 3000));
