import type { Line } from "../../text/lines.ts";
import type { FieldSink } from "../common/output.ts";
import { findLabels, valueFor, type Found } from "../../structure/labels.ts";
import { findDate, parseDate } from "../../text/values/dates.ts";
import { repairIfsc } from "../../text/values/identifiers.ts";
import { balanceReadings } from "./balances.ts";
import { westernText, type DecimalMark } from "./numbers.ts";

const L = {
  account_holder:
    /(?:account\s*holder(?:'?s)?(?:\s*name)?|customer\s*name|account\s*name|name\s*of\s*(?:the\s*)?(?:account\s*)?holder|a\/c\s*name|name(?=\s*[:-]))/i,
  account_number: /(?:account|a[/l1|i][ce]|acct)\.?\s*(?:no\b\.?|number|#|num\b)/i,
  IFSC: /ifs\s*c(?:\s*code)?|ifsc\s*code/i,
  branch: /branch(?:\s*name)?/i,
  bank_name: /bank\s*name/i,
  period:
    /(?:statement\s*(?:period|for\s*the\s*period)|period(?:\s*of\s*statement)?|statement\s*from|for\s*the\s*period)/i,
  from: /(?:statement\s*)?(?:from\s*date|start\s*date|period\s*from)/i,
  to: /(?:statement\s*)?(?:to\s*date|end\s*date|period\s*to)/i,
  opening: /opening\s*(?:balance|bal\.?)|balance\s*(?:b\/f|brought\s*forward)|previous\s*balance/i,
  closing: /closing\s*(?:balance|bal\.?)|balance\s*(?:c\/f|carried\s*forward)|available\s*balance/i,
  currency: /currency/i,
};
const isLabel = (t: string) => Object.values(L).some((r) => new RegExp(`^\\s*(?:${r.source})`, "i").test(t));

function labelled(lines: Line[], label: RegExp, accept: (t: string) => boolean): Found | undefined {
  for (const hit of findLabels(lines, label)) {
    const f = valueFor(lines, hit, accept, isLabel);
    if (f) return f;
  }
  return undefined;
}

/** A statement's account information, and where its opening and closing balances are labelled. */
export interface AccountRead {
  info: Record<string, string>;
  /** The labelled balances: which reading of each is taken is the balance chain's to confirm. */
  opening?: Found;
  closing?: Found;
}

function readNumber(lines: Line[], info: Record<string, string>, sink: FieldSink): void {
  const acct = labelled(lines, L.account_number, (t) => /\d{4,}/.test(t.replace(/[\s-]/g, "")));
  if (!acct) return;
  // A colon before the number is often read as "1", "l" or "|" by OCR: a lone character is dropped.
  const m = /[\dXx*][\dXx*\s-]{3,}\d/.exec(acct.value.replace(/^[1l|!:;i]\s+(?=\d{6,})/, ""));
  if (!m) return;
  info["account_number"] = m[0].replace(/[\s-]/g, "");
  sink.record("account_info.account_number", acct);
}

/** The bank's name: labelled, else a short line near the top that names a bank. */
function readBank(lines: Line[]): Found | undefined {
  return (
    labelled(lines, L.bank_name, (t) => /[a-z]{3}/i.test(t)) ??
    lines
      .slice(0, 12)
      .flatMap((l) => l.segments.map((s) => ({ l, s })))
      .filter(
        ({ s }) => /\bbank\b/i.test(s.text) && !/statement|account|ifsc|branch/i.test(s.text) && s.text.length < 60,
      )
      .map(({ l, s }) => ({ value: s.text.trim(), words: s.words, page: l.page }) as Found)[0]
  );
}

function readPeriod(lines: Line[], info: Record<string, string>, sink: FieldSink): void {
  const period = labelled(lines, L.period, (t) => findDate(t) !== null);
  if (!period) {
    const from = labelled(lines, L.from, (t) => findDate(t) !== null);
    const to = labelled(lines, L.to, (t) => findDate(t) !== null);
    if (from) info["statement_from"] = findDate(from.value)!.iso;
    if (to) info["statement_to"] = findDate(to.value)!.iso;
    return;
  }
  const dates: string[] = [];
  const re = /(\d{1,2}[/.-](?:\d{1,2}|[A-Za-z]{3,9})[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\s+[A-Za-z]{3,9},?\s+\d{4})/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(period.value))) {
    const d = parseDate(m[1]!);
    if (d) dates.push(d);
  }
  if (dates[0]) info["statement_from"] = dates[0];
  if (dates[1]) info["statement_to"] = dates[1];
  // One label gives both dates: both are read from its value.
  sink.record("account_info.statement_from", period);
  if (dates[1]) sink.record("account_info.statement_to", period);
}

/** Account information by its labels: holder, number, bank, IFSC, branch, period, currency and balances. */
export function readAccount(lines: Line[], sink: FieldSink, decimal: DecimalMark = "."): AccountRead {
  const info: Record<string, string> = {};
  const take = (field: string, found: Found | undefined, value = found?.value) => {
    if (!found || value === undefined) return;
    info[field] = value;
    sink.record(`account_info.${field}`, found);
  };
  take(
    "account_holder",
    labelled(lines, L.account_holder, (t) => /[a-z]{2}/i.test(t) && !/\d{4,}/.test(t) && t.length < 80),
  );
  readNumber(lines, info, sink);
  take("bank_name", readBank(lines));
  const ifsc = labelled(lines, L.IFSC, (t) => repairIfsc(t.split(/\s+/)[0] ?? "") !== null);
  take("IFSC", ifsc, ifsc && repairIfsc(ifsc.value.split(/\s+/)[0]!)!);
  take(
    "branch",
    labelled(lines, L.branch, (t) => /[a-z]{3}/i.test(t) && t.length < 60),
  );
  readPeriod(lines, info, sink);
  // Labelled balances in the western form, so that a statement's decimal commas read.
  const isBalance = (t: string) =>
    balanceReadings({ value: westernText(t, decimal), words: [], page: 0 })[0] !== undefined;
  const western = (f: Found | undefined) => f && { ...f, value: westernText(f.value, decimal) };
  const opening = western(labelled(lines, L.opening, isBalance));
  const closing = western(labelled(lines, L.closing, isBalance));
  const currency = labelled(lines, L.currency, (t) => /^[A-Z]{3}\b/.test(t));
  if (currency) info["currency"] = currency.value.slice(0, 3);
  return { info, ...(opening ? { opening } : {}), ...(closing ? { closing } : {}) };
}
