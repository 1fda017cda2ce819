import { valueFor, type Found } from "../../structure/labels.ts";
import { ambiguousDate, findDate } from "../../text/values/dates.ts";
import { GST_STATES, stateNamed } from "../../text/values/states.ts";
import { overlapX, type Line, type Segment } from "../../text/lines.ts";
import type { Word } from "../../types.ts";
import { codeBeforeGluedWord } from "../../text/repair.ts";
import {
  labelled,
  labelledValues,
  labelHits,
  leadingLabel,
  startsWithLabel,
  type ConceptHit,
} from "../common/fields.ts";
import { labelsAt, labelsIn, labelTokens } from "../common/labels.ts";
import type { FieldSink } from "../common/output.ts";
import type { DocumentView } from "../common/view.ts";
import { CONCEPTS, type Concept } from "../common/vocabulary/types.ts";

/** The invoice's own fields: its number, dates, order and delivery references, place of supply. */

const readByOcr = (words: readonly Word[]) => words.some((w) => w.source === "ocr");
const hasDigit = (t: string) => /\d/.test(t);
/** A document number: has a digit, is not a date, is one short run of characters. */
const codeLike = (t: string) => hasDigit(t) && findDate(t)?.raw !== t.trim() && t.length <= 40 && !/\s{2,}/.test(t);

/**
 * Document numbers usually start with a short letter series ("SI/", "TI-", "PO-"). OCR reads I and O
 * there as 1 and 0; in a read (not text-layer) value, a short prefix that mixes letters with 1/0 is
 * taken as letters.
 */
function ocrCodePrefix(value: string, words: Word[]): string {
  if (!readByOcr(words)) return value;
  const m = /^([A-Za-z0-9]{2,4})([/-].*)$/.exec(value);
  if (!m || !/[A-Za-z]/.test(m[1]!) || !/[01]/.test(m[1]!)) return value;
  return m[1]!.replace(/1/g, "I").replace(/0/g, "O") + m[2];
}

/** The first token of a value: a number is one token; what follows it is another field. */
function firstToken(f: Found | undefined): Found | undefined {
  if (!f) return undefined;
  // A cell under a title's label that repeats a label before its number ("FATTURA N." over "Numero
  // 2025/2992"): the number is after it.
  const own = leadingLabel(f.value);
  // Apart from it: a label's word run into a code ("GST/23-24/4598") is the code's series.
  if (own && /^[\s:.#]*\s[^\s]*\d/.test(f.value.slice(own.end))) {
    const skip = f.value.slice(0, own.end).trim().split(/\s+/).length;
    f = { ...f, value: f.value.slice(own.end).replace(/^[\s:.#-]+/, ""), words: f.words.slice(skip) };
  }
  const tokens = f.value.split(/\s+/);
  // A series of capitals printed apart from its number is part of it ("FT 3055/2024", Italian
  // invoicing software's sectional numbering).
  const series =
    tokens.length > 1 && /^[A-Z]{1,3}$/.test(tokens[0]!) && /^\d[\d/-]*\d$/.test(tokens[1]!.replace(/[.,;]$/, ""));
  const n = series ? 2 : 1;
  const token = tokens
    .slice(0, n)
    .join(" ")
    .replace(/[.,;]$/, "");
  return { ...f, value: ocrCodePrefix(token, f.words), words: f.words.slice(0, n) };
}

const TITLES: readonly Concept[] = [
  "doc.invoice",
  "doc.tax_invoice",
  "doc.bill_of_supply",
  "doc.retail_bill",
  "doc.credit_note",
  "doc.debit_note",
];

/** How far after its title a number may stand: "Gutschrift (Selbst ausgestellte Rechnung) (389) Nr. 471102". */
const TITLE_REACH = 8;

/**
 * Whether the words before a code end with another document's reference label: the code after "Rechnung
 * gemäß Bestellung Nr." is the order's number, not the invoice's.
 */
function otherReference(before: Word[]): boolean {
  const text = before.map((w) => w.text).join(" ");
  const last = labelsIn(text, { ocr: readByOcr(before) })
    .filter((m) => m.concept !== "invoice.number" && !m.concept.startsWith("item."))
    .sort((a, b) => b.start - a.start || b.tokens - a.tokens)[0];
  return last !== undefined && !TITLES.includes(last.concept) && NUMBER_AFTER.test(text.slice(last.end));
}

/** Nothing but a word for "number" after a label ("Bestellung Nr.", "Order No:"). */
const NUMBER_AFTER = /^[\s.:#-]*(?:(?:nr|no|n°|nº|num|number|nummer|numero|número|numéro)[\s.:#-]*)?$/i;

/** The first code after a title's words, past words in brackets and words without digits. */
function codeAfter(words: Word[]): number {
  let depth = 0;
  for (let k = 0; k < Math.min(words.length, TITLE_REACH); k++) {
    const t = words[k]!.text;
    const inside = depth > 0 || t.startsWith("(");
    depth += (t.match(/\(/g)?.length ?? 0) - (t.match(/\)/g)?.length ?? 0);
    if (inside || !hasDigit(t) || /%/.test(t)) continue;
    const code = t.replace(/^(?:n[°º]|#)/i, "");
    if (codeLike(code) && !findDate(code) && !otherReference(words.slice(0, k))) return k;
    return -1;
  }
  return -1;
}

/** The words of the cell right after a title that stands alone in its cell ("BILL   3409"), a few letters' width on. */
function cellBeside(line: Line, segIndex: number): Word[] {
  const title = line.segments[segIndex]!;
  const next = line.segments[segIndex + 1];
  return next && next.x0 - title.x1 < (line.y1 - line.y0) * 3 ? next.words : [];
}

/**
 * A title's first word after it, without the title where OCR ran the two together ("Invoice103767": PP-OCR
 * reads a large title and its number as one word): the label ends inside the word.
 */
function gluedRest(hit: ConceptHit, w: Word): string {
  const rest = hit.rest.split(/\s+/)[0] ?? "";
  return hit.restWords[0] === w && rest && w.text.length > rest.length && w.text.endsWith(rest) ? rest : w.text;
}

/** A code whose series is a title's word ("INV/23-24/1841", "Bill/102"): the code, not a title before it. */
const SERIES = /^[\s:：]*\p{L}+\/\S*\d/u;

/**
 * The number and date printed after the title itself ("Invoice 103767", "Handelsrechnung (380) Nr.
 * 471102 vom 05.03.2018", "TAX INVOICE # 55"): where no label names them, the title does.
 */
function afterTitle(view: DocumentView): { number?: Found; date?: Found } {
  for (const hit of labelHits(view, TITLES)) {
    if (SERIES.test(hit.seg.text)) continue;
    const words = hit.restWords.length ? hit.restWords : cellBeside(hit.line, hit.segIndex);
    const k = codeAfter(words);
    if (k < 0) continue;
    const w = words[k]!;
    const value = gluedRest(hit, w)
      .replace(/^(?:n[°º]|#)/i, "")
      .replace(/[.,;:]$/, "");
    const number = { value, words: [w], page: hit.line.page };
    const restText = words
      .slice(k + 1)
      .map((x) => x.text)
      .join(" ");
    const d = findDate(restText, view.dateOrder);
    const dateWords = d ? words.slice(k + 1).filter((x) => d.raw.includes(x.text)) : [];
    return { number, ...(d ? { date: { value: d.iso, words: dateWords, page: hit.line.page } } : {}) };
  }
  return {};
}

/** A decimal amount ("191.00", "1.413,00"): an item row holds two or more. */
const DECIMAL_AMOUNT = /^-?[\d.,']*\d[.,]\d{2}$/;

/**
 * Whether a value found under its label is a cell of an item row: the first column of an item table,
 * headed "#", "No." or "Nos" (a serial, an article's code, a unit), which reads as a number's label;
 * or the rate beside a unit cell "NOS". Its line holds two amounts or more, the value's own among
 * them, and no label of the invoice's number but a bare "No"/"Nos" cell.
 */
function itemRowCell(view: DocumentView, f: Found): boolean {
  const w = f.words[0];
  const line = w && view.lines.find((l) => l.words.includes(w));
  const labelled = (t: string) =>
    labelsAt(t, { concepts: ["invoice.number"] }).some((m) => !BARE_NO.test(t.slice(0, m.end)));
  if (!line || line.segments.some((seg) => labelled(seg.text))) return false;
  return line.words.filter((x) => DECIMAL_AMOUNT.test(x.text)).length >= 2;
}
const BARE_NO = /^\s*nos?\.?\s*$/i;

/**
 * A title that is a key of its own over a code ("Klant | Order | Factuur datum | Factuur" over
 * "… | VF1005193039", a grid of the invoice's references): the title names the invoice's number.
 */
function titleKeyedNumber(view: DocumentView): Found | undefined {
  for (const kv of view.keyValues) {
    if (kv.layout !== "below" || !codeLike(kv.value) || findDate(kv.value)) continue;
    const title = labelsAt(kv.key, { ocr: view.ocr })[0];
    if (!title || !TITLES.includes(title.concept) || title.end < kv.key.trim().length) continue;
    return firstToken({ value: kv.value, words: kv.valueWords, page: kv.page });
  }
  return undefined;
}

/**
 * The invoice's number: labelled as such (no cell of an item row), else printed after the title, else
 * under a title that keys it. A title's number on an earlier page than the first labelled one wins: an
 * invoice prints its number in its first page's header, and a "Nr." on a later page is an item's
 * ("Unsere Art.- / Nr.: TB100A4").
 */
export function invoiceNumber(view: DocumentView): Found | undefined {
  const labelledNumber = labelledValues(view, ["invoice.number"], codeLike).find((f) => !itemRowCell(view, f));
  const titled = afterTitle(view).number;
  const number =
    noteNumber(view) ??
    (titled && labelledNumber && titled.page < labelledNumber.page
      ? titled
      : (firstToken(labelledNumber) ?? titled ?? titleKeyedNumber(view) ?? serialKeyed(view)));
  return unglued(number);
}

/**
 * A credit or debit note's own number, keyed by its title ("Credit Note No."): rule 53 has a note print
 * the serial number of the invoice it corrects as well, under the invoice's own label, so the note's
 * key names the document's number wherever both are printed.
 */
function noteNumber(view: DocumentView): Found | undefined {
  return firstToken(labelledValues(view, ["invoice.note_number"], codeLike).find((f) => !itemRowCell(view, f)));
}

/**
 * On a credit or debit note, the dates an invoice's own label gives ("Invoice Date", "Inv. Date"): rule
 * 53 has the note print the date of the invoice it corrects, and the note's own date is keyed otherwise
 * ("Date of Issue", "Dated", "Credit Note Date").
 */
function invoiceDatesOfNote(view: DocumentView): Found[] {
  const isDate = (t: string) => findDate(t, view.dateOrder) !== null;
  const isLabel = (t: string) => startsWithLabel(t, view.ocr);
  return labelHits(view, ["invoice.date"])
    .filter((h) =>
      labelTokens(h.rest ? h.seg.text.slice(0, h.seg.text.lastIndexOf(h.rest)) : h.seg.text).includes("invoice"),
    )
    .flatMap((h) => valueFor(view.lines, h, isDate, isLabel) ?? []);
}

/**
 * PP-OCR may run the word or the date after a code into it ("RE-20140519/499vom", "OD1144…400013-Jan-"):
 * the code alone. A text layer keeps its spelling.
 */
const unglued = (code: Found | undefined): Found | undefined =>
  code && readByOcr(code.words) ? { ...code, value: codeBeforeGluedWord(code.value) } : code;

/**
 * Rules 46(b) and 49(b) call the document's number its "consecutive serial number", and a bill may key
 * it so ("Serial No. : 2010"). Where nothing else names the number, a serial number's key set off by a
 * colon, with a code of two characters or more after it, is the document's; an item table's "S.No."
 * heads its rows' counters without a colon.
 */
function serialKeyed(view: DocumentView): Found | undefined {
  for (const hit of labelHits(view, ["item.serial"])) {
    const head = hit.rest ? hit.seg.text.slice(0, hit.seg.text.lastIndexOf(hit.rest)) : hit.seg.text;
    const next = hit.line.segments[hit.segIndex + 1]?.text ?? "";
    if (!/[:：]\s*$/.test(head) && (hit.rest || !/^\s*[:：]/.test(next))) continue;
    const f = valueFor(
      view.lines,
      hit,
      (t) => codeLike(t) && t.replace(/\W/g, "").length >= 2,
      () => false,
    );
    if (f && !itemRowCell(view, f)) return firstToken(f);
  }
  return undefined;
}

/**
 * A date printed right after the invoice's number on its line, a few words on ("Rechnung #
 * RE-20140703/502 vom 03.07.2014", "Facture n° F-12 du 05/03/2024"): the date the number was issued.
 */
function dateAfterNumber(view: DocumentView, number: Found | undefined): Found | undefined {
  const last = number?.words[number.words.length - 1];
  const line = last && view.lines.find((l) => l.words.includes(last));
  if (!line) return undefined;
  const after = line.words.slice(line.words.indexOf(last) + 1, line.words.indexOf(last) + 5);
  const d = findDate(after.map((w) => w.text).join(" "), view.dateOrder);
  if (!d) return undefined;
  return { value: d.iso, words: after.filter((w) => d.raw.includes(w.text)), page: line.page };
}

/**
 * The date printed after a reference's number in its value ("LR No. & Date : LR717451 / 10.02.2024",
 * "GR No. 4521 dt. 12-03-2024"): the date that reference was issued.
 */
function dateAfterReference(view: DocumentView, f: Found | undefined): Found | undefined {
  const number = firstToken(f);
  if (!f || !number) return undefined;
  const after = f.words.slice(f.words.indexOf(number.words[number.words.length - 1]!) + 1);
  const d = findDate(after.map((w) => w.text).join(" "), view.dateOrder);
  if (!d) return undefined;
  return { value: d.iso, words: after.filter((w) => d.raw.includes(w.text)), page: f.page };
}

/** A subject line's first cell that names a reference by its number ("Sachversicherungsvertrag Nr: 00.123.456.7"). */
const REFERENCE_NUMBER = /\b(?:nr|no|n[°º]|nummer|number|numéro|numero)\b\.?:?\s*[\w./-]*\d/i;
/** A cell ending in a word that dates what it names ("Bestellung 4711 vom"): the date is that document's. */
const DATES_WHAT_IT_NAMES = /\b(?:vom|du|del|dated|dt\.?|of)\s*$/i;

/**
 * A date that ends the subject line in a cell of its own ("Beitragsrechnung ……… 24. Januar 2014",
 * "Sachversicherungsvertrag Nr: 00.123.456.7 ……… 18. April 2014"): a business letter (DIN 5008, the
 * French letter) sets its date at the right of its subject line, which names the document or the
 * contract it bills. Only that cell may come before it, and only on the first page's top half.
 */
function dateOnTitleLine(view: DocumentView): Found | undefined {
  const titled = new Set(labelHits(view, TITLES).flatMap((h) => (h.segIndex === 0 ? [h.line] : [])));
  for (const line of view.lines) {
    if (line.page !== view.lines[0]?.page || line.y0 > line.pageHeight / 2 || line.segments.length !== 2) continue;
    const [subject, last] = line.segments as [Segment, Segment];
    const names = titled.has(line) || REFERENCE_NUMBER.test(subject.text);
    if (!names || DATES_WHAT_IT_NAMES.test(subject.text) || findDate(subject.text, view.dateOrder)) continue;
    const d = findDate(last.text, view.dateOrder);
    if (d && d.raw === last.text.trim()) return { value: d.iso, words: last.words, page: line.page };
  }
  return undefined;
}

/**
 * A date no label names, near the top of the first page (a bill book's date box, filled in by hand
 * beside the shop's name, whose "Date" OCR did not read): the one date printed there, on a line that
 * names nothing before it. Where there are several (an order's, a due date whose labels OCR garbled),
 * nothing tells which is the invoice's.
 */
function letterheadDate(view: DocumentView): Found | undefined {
  const top = view.lines.filter((l) => l.page === view.lines[0]?.page && l.y0 <= l.pageHeight * TOP_BAND);
  const dated = top.flatMap((line) => {
    const d = findDate(line.text, view.dateOrder);
    return d ? [{ line, d }] : [];
  });
  if (dated.length !== 1) return undefined;
  const { line, d } = dated[0]!;
  if (labelsIn(line.text.slice(0, line.text.indexOf(d.raw)), { ocr: view.ocr }).length) return undefined;
  return { value: d.iso, words: line.words.filter((w) => d.raw.includes(w.text)), page: line.page };
}
/** The share of the page, from its top, where a bill's unlabelled date is looked for. */
const TOP_BAND = 0.25;

/** References that Tally-style grids print with a "Dated" cell of their own after them. */
const DATED_REFERENCES: readonly Concept[] = ["invoice.po_number", "invoice.gr_number"];

/**
 * The hit before a bare date label: the label of the cell pair left of it on its line ("LR No. |
 * LR5523 | Dated", the label alone in its cell), else the one right above it in its column. A key
 * with its value beside it on the line is another column's ("GST No. : 32BK…" of the buyer's block).
 */
function hitBefore(hits: readonly ConceptHit[], d: ConceptHit): ConceptHit | undefined {
  const left = hits.filter((h) => h.line === d.line && h.segIndex < d.segIndex).at(-1);
  if (left && !left.rest && d.segIndex - left.segIndex <= 2) return left;
  const h = Math.max(4, d.line.y1 - d.line.y0);
  return hits
    .filter((x) => x.line.page === d.line.page && x.line.index < d.line.index && x.line.index >= d.line.index - 2)
    .filter((x) => Math.abs(x.seg.x0 - d.seg.x0) < h * 2)
    .at(-1);
}

/**
 * The dates of other references printed under a bare date label right after theirs ("Dispatch Doc
 * No. | Dated", "Buyer's Order No. : 4711" over "Dated : 12-Mar-2024"): Tally and bill books date
 * each reference in a cell of its own. Each such value with the reference's concept.
 */
function referenceDates(view: DocumentView, dated: readonly Concept[]): { of: Concept; found: Found }[] {
  const hits = labelHits(view, CONCEPTS);
  const isDate = (t: string) => findDate(t, view.dateOrder) !== null;
  const isLabel = (t: string) => startsWithLabel(t, view.ocr);
  const out: { of: Concept; found: Found }[] = [];
  for (const d of hits) {
    if (d.concept !== "invoice.date" || labelsAt(d.seg.text, { ocr: view.ocr })[0]?.tokens !== 1) continue;
    const before = hitBefore(hits, d);
    if (!before || !dated.includes(before.concept)) continue;
    const found = valueFor(view.lines, d, isDate, isLabel);
    if (found) out.push({ of: before.concept, found });
  }
  return out;
}

const overlaps = (a: Found, b: Found) => a.words.some((w) => b.words.includes(w));

/**
 * A date field: its first labelled value that holds a date, read in the document's order. A value
 * that dates another reference is the invoice's date only where no other is labelled.
 */
function dateField(
  view: DocumentView,
  concept: Concept,
  sink: FieldSink,
  name: string,
  others: readonly Found[] = [],
): string | undefined {
  const values = labelledValues(view, [concept], (t) => findDate(t, view.dateOrder) !== null);
  const f = values.find((v) => !others.some((o) => overlaps(o, v)));
  const d = f && findDate(f.value, view.dateOrder);
  if (!f || !d) return undefined;
  sink.record(`invoice_details.${name}`, f);
  // Day first is the rule where the document shows none; where the date reads both ways, say so.
  if (view.dateOrderBy === "none" && ambiguousDate(d.raw))
    sink.warn(`invoice_details.${name} ${d.raw} reads as day/month and as month/day; taken day first (${d.iso})`);
  return d.iso;
}

/** The goods receipt's date under the "Dated" printed after its number's label (of `refs`, referenceDates). */
function grDate(view: DocumentView, refs: readonly { of: Concept; found: Found }[]): Found | undefined {
  const r = refs.find((x) => x.of === "invoice.gr_number");
  const d = r && findDate(r.found.value, view.dateOrder);
  return r && d ? { ...r.found, value: d.iso } : undefined;
}

/**
 * A due date stated in a sentence rather than beside a label ("Bitte überweisen Sie bis zum
 * 24.07.2014", "À payer avant le 5 mars 2024"): the date a few characters after the phrase.
 */
function dueInSentence(view: DocumentView): Found | undefined {
  for (const line of view.lines) {
    const hit = labelsIn(line.text, { ocr: view.ocr, concepts: ["invoice.pay_by"] })[0];
    if (!hit) continue;
    const after = line.text.slice(hit.end);
    const d = findDate(after.slice(0, 40), view.dateOrder);
    // The date follows the phrase ("bis zum 24.07.2014", "by the 5th of March 2024"), not a later clause.
    if (!d || after.indexOf(d.raw) > 12) continue;
    return { value: d.iso, words: line.words.filter((w) => d.raw.includes(w.text)), page: line.page };
  }
  return undefined;
}

/** A state's name as the code list spells it, where a print sets it in capitals ("KERALA"). */
const stateSpelled = (name: string) =>
  Object.values(GST_STATES).find((n) => n.toLowerCase() === name.toLowerCase()) ?? name;

/**
 * The e-invoice print's "POS : KERALA": the IRP prints the schema's `Pos` (the buyer's place of
 * supply) under its own name, and GST forms' key columns set "POS" in a cell of its own with the
 * state in the cell beside it ("POS | : 29-Karnataka"). "Pos." is an item's position on other
 * invoices and "POS No." a till's, so only a state's name after it, past a colon, counts.
 */
function posOfEinvoice(view: DocumentView): Found | undefined {
  for (const line of view.lines)
    for (const [i, seg] of line.segments.entries()) {
      const inline = /^\s*POS\s*[:：]\s*(\S.*)$/.exec(seg.text)?.[1];
      const beside = /^\s*POS\s*$/.test(seg.text) ? line.segments[i + 1] : undefined;
      const text = inline ?? beside?.text.match(/^\s*[:：]\s*(\S.*)$/)?.[1];
      const state = text !== undefined && stateNamed(text);
      if (!state) continue;
      return { value: stateSpelled(state), words: inline ? seg.words.slice(1) : beside!.words, page: line.page };
    }
  return undefined;
}

/** The first cell under a place of supply's label, in its column, where it names a state. */
function stateUnder(view: DocumentView): Found | undefined {
  for (const hit of labelHits(view, ["invoice.place_of_supply"])) {
    if (hit.rest) continue;
    const h = Math.max(4, hit.line.y1 - hit.line.y0);
    const below = view.lines.find((l) => l.page === hit.line.page && l.index > hit.line.index);
    if (!below || below.y0 - hit.line.y1 > h * 2.5) continue;
    const cell = below.segments.find((seg) => overlapX(seg, hit.seg) > Math.min(8, (hit.seg.x1 - hit.seg.x0) / 3));
    if (cell && stateNamed(cell.text)) return { value: cell.text.trim(), words: cell.words, page: below.page };
  }
  return undefined;
}

/** A place of supply is a state's name, perhaps with its code: "Karnataka (29)", "29-Karnataka", "37 Andhra Pradesh". */
function placeOfSupply(view: DocumentView): Found | undefined {
  // "Place of supply 24-Gujarat": the label needs no colon; its value is a state, not a heading's word,
  // nor the title of the empty cell beside it in a voucher grid ("Delivery Note"), nor the label's own
  // bracketed qualifier ("Place of Supply (State)" over "West Bengal (19)").
  const pos = labelled(
    view,
    ["invoice.place_of_supply"],
    (t) => /\p{L}{3}/u.test(t) && t.length < 60 && !isTitle(t) && !/^\s*\([^()]*\)\s*$/.test(t),
  );
  if (!pos) return undefined;
  // The cell beside the label may be another heading of a row of headings over their values
  // ("Place of Supply | LUT ARN" over "Madhya Pradesh (23) | AD09…"): a state under the label wins.
  return trimmedPlace((!stateNamed(pos.value) && stateUnder(view)) || pos);
}

/** A place of supply's value without its state code before or after it, as the state's own name. */
function trimmedPlace(pos: Found): Found {
  const value = pos.value
    .replace(/\s*\(\d{1,2}\)\s*$/, "")
    .replace(/^\d{2}\s*[-–]?\s*(?=\p{L})/u, "")
    .trim();
  // The state's own name, past a mark OCR read beside it ("C Chhattisgarh").
  return { ...pos, value: stateNamed(value) ?? value };
}

export function readDetails(view: DocumentView, sink: FieldSink): Record<string, string> {
  const details: Record<string, string> = {};
  const put = (key: string, f: Found | undefined) => {
    if (!f) return;
    details[key] = f.value;
    sink.record(`invoice_details.${key}`, f);
  };
  const number = invoiceNumber(view);
  put("invoice_number", number);
  const dates: [string, Concept][] = [
    ["invoice_date", "invoice.date"],
    ["due_date", "invoice.due_date"],
    ["GR_date", "invoice.gr_date"],
  ];
  // On a note, "Invoice No." is a reference to the invoice it corrects, and a "Dated" after it dates that.
  const note = noteNumber(view) !== undefined;
  // Every label of the pages is looked at for these: once an invoice.
  const refs = referenceDates(view, note ? [...DATED_REFERENCES, "invoice.number"] : DATED_REFERENCES);
  const referenced = refs.map((r) => r.found);
  // A note's own date, keyed by its title, before the date of the invoice it corrects (rule 53).
  const noteDate = dateField(view, "invoice.note_date", sink, "invoice_date");
  if (noteDate) details["invoice_date"] = noteDate;
  const corrected = note ? invoiceDatesOfNote(view) : [];
  for (const [key, concept] of dates) {
    if (details[key]) continue;
    const iso = dateField(view, concept, sink, key, key === "invoice_date" ? [...referenced, ...corrected] : []);
    if (iso) details[key] = iso;
  }
  if (!details["invoice_date"])
    put(
      "invoice_date",
      afterTitle(view).date ?? dateAfterNumber(view, number) ?? dateOnTitleLine(view) ?? letterheadDate(view),
    );
  // Where nothing else dates the invoice, a date another reference's "Dated" gave is still likelier than none.
  if (!details["invoice_date"] && referenced.length && !note) {
    const iso = dateField(view, "invoice.date", sink, "invoice_date");
    if (iso) details["invoice_date"] = iso;
  }
  if (!details["due_date"]) put("due_date", dueInSentence(view));
  if (!details["GR_date"]) put("GR_date", grDate(view, refs));
  put("PO_number", unglued(firstToken(labelled(view, ["invoice.po_number"], codeLike))));
  const gr = labelled(view, ["invoice.gr_number"], codeLike);
  put("GR_number", unglued(firstToken(gr)));
  if (!details["GR_date"]) put("GR_date", dateAfterReference(view, gr));
  put("place_of_supply", placeOfSupply(view) ?? posOfEinvoice(view));
  return details;
}

/** The answer to a yes/no question: a cell that says only that. */
const YES_NO_CELL = /^(yes|no|y|n|ja|nein|oui|non|si|sí)$/i;

/**
 * The answer to a reverse-charge question printed over two lines, beside them ("Whether tax is payable
 * under | No | reverse charge", GST rule 46's own words): a yes/no cell right of the two lines,
 * between their tops and bottoms.
 */
function wrappedReverseCharge(view: DocumentView): Found | undefined {
  const { lines } = view;
  for (const line of lines) {
    const h = Math.max(4, line.y1 - line.y0);
    for (const seg of line.segments) {
      const under = lines
        .slice(line.index + 1, line.index + 4)
        .filter((l) => l.page === line.page && l.y0 - line.y1 < h * 1.8)
        .flatMap((l) => l.segments.filter((t) => t.x0 < seg.x1 && t.x1 > seg.x0 && t.y0 > seg.y0));
      const next = under[0];
      if (!next || !labelsIn(`${seg.text} ${next.text}`, { concepts: ["invoice.reverse_charge"] }).length) continue;
      const right = Math.max(seg.x1, next.x1);
      const answer = lines
        .filter((l) => l.page === line.page && l.y0 >= seg.y0 - h && l.y1 <= next.y1 + h)
        .flatMap((l) => l.segments)
        .find((t) => t.x0 > right && YES_NO_CELL.test(t.text.trim()));
      if (answer) return { value: answer.text.trim(), words: answer.words, page: line.page };
    }
  }
  return undefined;
}

/**
 * Whether tax is payable under reverse charge: "Yes"/"No" from its label's value, or "No" where a
 * sentence says it is not ("Tax is not payable on reverse charge basis").
 */
export function reverseCharge(view: DocumentView, sink: FieldSink): string | undefined {
  const yesNo = /^(yes|no|y|n|applicable|not\s*applicable|n\.?a\.?|ja|nein|oui|non|si|sí)\b/i;
  const rc = labelledValues(view, ["invoice.reverse_charge"], (t) => yesNo.test(t))[0] ?? wrappedReverseCharge(view);
  if (!rc) {
    const none = view.lines.find(
      (l) => labelsIn(l.text, { ocr: view.ocr, concepts: ["invoice.no_reverse_charge"] }).length,
    );
    if (!none) return undefined;
    sink.record("tax_calculation.reverse_charge_applicable", { value: "No", words: none.words, page: none.page });
    return "No";
  }
  sink.record("tax_calculation.reverse_charge_applicable", rc);
  return /^(yes|y\b|applicable|ja|oui|si|sí)/i.test(rc.value) ? "Yes" : "No";
}

const namesKind = (text: string): boolean =>
  labelsAt(text).some((m) => m.concept.startsWith("doc.") && m.tokens >= 1 && m.end >= text.trim().length - 2) ||
  bilingualTitle(text) ||
  qualifiedTitle(text);

/**
 * A kind of document after a word or two that say what it bills ("Hotel Invoice", "Room Tax Invoice"):
 * the kind ends the cell, and no digit stands in it.
 */
function qualifiedTitle(text: string): boolean {
  const t = text.trim();
  if (/\d/.test(t) || t.split(/\s+/).length > 4) return false;
  return labelsIn(t).some(
    (m) =>
      m.concept.startsWith("doc.") && m.start > 0 && m.end === t.length && t.slice(0, m.start).split(/\s+/).length <= 3,
  );
}

/** A title printed in two languages ("कर बीजक / TAX INVOICE"): each side of the slash names a kind. */
function bilingualTitle(text: string): boolean {
  const sides = text.split(/\s+\/\s+/);
  return sides.length === 2 && sides.every((side) => side.trim() !== "" && namesKind(side));
}

/**
 * The readings of a bill book's title that names two kinds at once ("CASH/CREDIT MEMO", "BILL / CASH",
 * "CASH / CREDIT BILL"): each with one of the two words the slash joins; OCR may read the slash
 * between capitals as an I ("BILLICASH").
 */
function slashReadings(text: string): string[] {
  const t = text.trim();
  if (t.split(/\s+/).length > 5) return [];
  const m = /^(.*?)(\p{L}+)\s*\/\s*(\p{L}+)(.*)$/u.exec(t) ?? /^()(\p{Lu}{3,})[Il|](\p{Lu}{3,})()$/u.exec(t);
  return m ? [m[1]! + m[2]! + m[4]!, m[1]! + m[3]! + m[4]!] : [];
}

const namesKindRead = (text: string) => namesKind(text) || slashReadings(text).some(namesKind);

/**
 * A title that names two kinds a dash joins, each perhaps a bill book's slashed title ("CASH / CREDIT
 * MEMO - BILL OF SUPPLY", the book's printed kind and the GST kind after it).
 */
function dashJoinedTitle(text: string): boolean {
  const sides = text.split(/\s+[-–—]\s+/);
  return sides.length === 2 && sides.every((side) => side.trim() !== "" && namesKindRead(side));
}

/** A bracketed qualifier after a title: "BILL OF SUPPLY (Exempted Goods)", "TAX INVOICE (Original)". */
const QUALIFIED = /^(.*\S)\s*\([^()]{1,40}\)\s*$/;

/** Whether a cell names a kind of document: a title is no party's name nor an address line. */
export const isTitle = (text: string): boolean => {
  const bare = QUALIFIED.exec(text)?.[1];
  return namesKindRead(text) || dashJoinedTitle(text) || (bare !== undefined && isTitle(bare));
};
