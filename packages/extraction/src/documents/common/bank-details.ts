import type { Found } from "../../structure/labels.ts";
import { repairIfsc, SWIFT_SHAPE } from "../../text/values/identifiers.ts";
import { ibanValid } from "../../text/values/identifiers.ts";
import { bankOfBrand, bankOfIfsc, bankSpelled } from "./banks.ts";
import type { Word } from "../../types.ts";
import { BAR, labelled } from "./fields.ts";
import type { FieldSink } from "./output.ts";
import type { DocumentView } from "./view.ts";

/** A payee's bank: its name, account (or IBAN), IFSC, SWIFT/BIC and branch, by their labels and shapes. */

const lettered = (t: string) => /\p{L}{3}/u.test(t) && t.length < 60;

function accountNumber(view: DocumentView): Found | undefined {
  const acct = labelled(view, ["bank.account_number"], (t) => /\d{6,}/.test(t.replace(/[\s-]/g, "")));
  if (!acct) return undefined;
  // A colon before the number is often read as "1", "l" or "|" by OCR: a lone character is dropped.
  const m = /[\dXx*][\dXx*\s-]{5,}\d/.exec(acct.value.replace(/^[1l|!:;i]\s+(?=\d{6,})/, ""));
  return m ? { ...acct, value: m[0].replace(/[\s-]/g, "") } : undefined;
}

/** An IBAN: by its label, else anywhere by its shape and check digits. */
function iban(view: DocumentView): Found | undefined {
  const shape = /\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?)\b/;
  const labelledIban = labelled(view, ["bank.iban"], (t) => shape.test(t.toUpperCase()));
  const m = labelledIban && shape.exec(labelledIban.value.toUpperCase());
  if (labelledIban && m && ibanValid(m[1]!)) return { ...labelledIban, value: m[1]!.replace(/\s/g, "") };
  for (const l of view.lines) {
    const n = shape.exec(l.text);
    if (n && ibanValid(n[1]!)) return { value: n[1]!.replace(/\s/g, ""), words: l.words, page: l.page };
  }
  return undefined;
}

function ifsc(view: DocumentView): Found | undefined {
  const f = labelled(view, ["bank.ifsc"], (t) => repairIfsc(t.split(/\s+/)[0] ?? "") !== null);
  const value = f && repairIfsc(f.value.split(/\s+/)[0]!);
  if (f && value) return { ...f, value };
  for (const l of view.lines) {
    // OCR reads the fifth character, always a zero, as a letter O, D or Q ("KKBKOROW416").
    const m = /\b([A-Z]{4}[0ODQ](?=[A-Z0-9]{0,5}\d)[A-Z0-9]{6})\b/.exec(l.text);
    const code = m && (m[1]![4] === "0" || view.ocr) ? repairIfsc(m[1]!) : null;
    if (code) return { value: code, words: l.words.filter((w) => w.text.includes(m![1]!)), page: l.page };
  }
  return undefined;
}

const tokensOf = (t: string): string[] => Array.from(t.toLowerCase().matchAll(/[\p{L}\d&]+/gu), (m) => m[0]);

/**
 * A labelled name cut short by the key after it ("Bank: IndusInd Bank A/C: 2710…" gives "IndusInd",
 * "Bank A/C" being a key): the words that follow it on its line while they go on to the name its
 * IFSC's code gives ("IndusInd Bank").
 */
function completedByCode(view: DocumentView, named: Found, full: string): Found {
  const target = tokensOf(full);
  const have = tokensOf(named.value);
  const last = named.words[named.words.length - 1];
  if (!last || have.length >= target.length || !have.every((t) => target.includes(t))) return named;
  const line = view.lines.find((l) => l.words.includes(last));
  const words = [...named.words];
  for (const w of line ? line.words.slice(line.words.indexOf(last) + 1) : []) {
    const t = tokensOf(w.text);
    if (
      t.length === 0 ||
      !t.every((x) => target.includes(x)) ||
      have.length + words.length - named.words.length >= target.length
    )
      break;
    words.push(w);
  }
  if (words.length === named.words.length) return named;
  return { value: words.map((w) => w.text).join(" "), words, page: named.page };
}

/**
 * A bank's name by its own words: "Bank of America", "Banco BPM", "Berliner Volksbank", "Commerzbank",
 * or a brand ("Barclays"); not a heading of the payment block ("Bank Details", "Bankverbindung").
 */
const BANK_NAMED =
  /^(?:bank|banco|banca|banque|caixa|caisse)\s+(?:of|de|di|du|del|della|des|der|populaire|popolare)\b|^(?:banco|banca)\s+\p{Lu}|\p{L}(?:bank|sparkasse)$|\s(?:bank|sparkasse)$/iu;
const BLOCK_HEADING = /details|detail|information|remittance|verbindung|coordonn|account|a\/c|name\b/i;

/**
 * Where no label names the bank: the cell near the account number or IBAN (two lines either side, in
 * its column) that names one, after a key of its own ("Remit to: Bank of America").
 */
function bankNearAccount(view: DocumentView, account: Found | undefined): Found | undefined {
  const first = account?.words[0];
  const line = first && view.lines.find((l) => l.words.includes(first));
  if (!first || !line) return undefined;
  const h = Math.max(4, line.y1 - line.y0);
  for (const l of view.lines) {
    if (l.page !== line.page || Math.abs(l.index - line.index) > 2) continue;
    for (const seg of l.segments) {
      if (Math.abs(seg.x0 - first.x0) > h * 30) continue;
      for (const cell of cellsOf(seg.text, seg.words)) {
        const key = /^[^:]{1,30}:\s*/.exec(cell.text);
        const text = (key ? cell.text.slice(key[0].length) : cell.text).trim();
        if (/\d{3,}/.test(text) || BLOCK_HEADING.test(text)) continue;
        if (!BANK_NAMED.test(text) && !bankOfBrand(text)) continue;
        const words = key ? cell.words.slice(key[0].trim().split(/\s+/).length) : cell.words;
        return { value: text, words, page: l.page };
      }
    }
  }
  return undefined;
}

/** The cells a segment's text prints parted by bars or middle dots, with their words. */
function cellsOf(text: string, words: Word[]): { text: string; words: Word[] }[] {
  let at = 0;
  return text.split(BAR).map((part) => {
    const n = part.trim().split(/\s+/).filter(Boolean).length;
    const cell = { text: part.trim(), words: words.slice(at, at + n) };
    at += n + 1;
    return cell;
  });
}

/**
 * A bank named by letters its BIC begins with ("BBVA · IBAN: … · BIC: BBVAESMMXXX"): a BIC's first four
 * letters are its bank's code, taken from the bank's name. The cell near the account, without digits,
 * whose letters start with that code names the bank.
 */
function bankOfBic(view: DocumentView, account: Found | undefined, swift: Found | undefined): Found | undefined {
  const first = account?.words[0];
  const line = first && view.lines.find((l) => l.words.includes(first));
  const bankCode = swift?.value.slice(0, 4).toUpperCase();
  if (!line || !bankCode || !/^[A-Z]{4}$/.test(bankCode)) return undefined;
  for (const l of view.lines) {
    if (l.page !== line.page || Math.abs(l.index - line.index) > 2) continue;
    for (const seg of l.segments)
      for (const cell of cellsOf(seg.text, seg.words)) {
        const letters = cell.text.replace(/[^\p{L}]/gu, "").toUpperCase();
        if (!/\d/.test(cell.text) && !cell.text.includes(":") && letters.startsWith(bankCode))
          return { value: cell.text, words: cell.words, page: l.page };
      }
  }
  return undefined;
}

/** The bank's name: labelled, else the bank its IFSC's code names, read where the IFSC is printed. */
function bankName(view: DocumentView, code: Found | undefined): Found | undefined {
  const label = labelled(view, ["bank.name"], (t) => lettered(t) && !/\d{5,}/.test(t), "text");
  // OCR's reading of a known bank's name, its spaces lost or moved, is that bank's name.
  const spelled = label && view.ocr ? bankSpelled(label.value) : undefined;
  const named = label && spelled ? { ...label, value: spelled } : label;
  const byCode = code && bankOfIfsc(code.value);
  if (named) return byCode ? completedByCode(view, named, byCode) : named;
  return byCode ? { value: byCode, words: code.words, page: code.page } : undefined;
}

/**
 * A bank's name followed by its branch in the same cell ("Canara Bank, Civil Lines", "HDFC Bank -
 * Andheri West"), as a payee block prints one line for both: the name before the comma, the branch
 * after it ("Sector 18"). Only where the first part names a bank and the rest is a short name, no
 * address.
 */
function nameAndBranch(named: Found, byCode: string | undefined): { name: Found; branch?: Found } {
  const m = /^(.+?)(?:\s*,|\s+[-–])\s+(\p{L}[\p{L}\d\s.&'-]{0,30})$/u.exec(named.value.trim());
  if (!m || /\d{3,}/.test(m[2]!)) return { name: named };
  const [, first, rest] = m as unknown as [string, string, string];
  const bank = BANK_NAMED.test(first) || bankOfBrand(first) !== undefined || first === byCode;
  if (!bank) return { name: named };
  const cut = first.split(/\s+/).length;
  return {
    name: { ...named, value: first, words: named.words.slice(0, cut) },
    branch: { ...named, value: rest.trim(), words: named.words.slice(cut) },
  };
}

export function readBankDetails(view: DocumentView, sink: FieldSink, group = "bank_details"): Record<string, string> {
  const bank: Record<string, string> = {};
  const put = (key: string, f: Found | undefined) => {
    if (!f) return;
    bank[key] = f.value;
    sink.record(`${group}.${key}`, f);
  };
  const code = ifsc(view);
  const account = accountNumber(view) ?? iban(view);
  const swift = labelled(view, ["bank.swift"], (t) => SWIFT_SHAPE.test((t.split(/\s+/)[0] ?? "").toUpperCase()));
  const named = bankName(view, code) ?? bankNearAccount(view, account) ?? bankOfBic(view, account, swift);
  const split = named && nameAndBranch(named, code && bankOfIfsc(code.value));
  put("bank_name", split?.name);
  put("account_number", account);
  put("IFSC", code);
  put("SWIFT_CODE", swift && { ...swift, value: swift.value.split(/\s+/)[0]!.toUpperCase() });
  put("branch", labelled(view, ["bank.branch"], lettered, "text") ?? split?.branch);
  return bank;
}
