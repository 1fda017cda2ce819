/**
 * A statement as an OFX 2.2 bank statement download (XML): one STMTTRNRS/STMTRS per account, its transactions
 * in BANKTRANLIST, its closing balance in LEDGERBAL. Element order and lengths follow the OFX 2 schema
 * (STMTTRN: TRNTYPE, DTPOSTED, TRNAMT, FITID, REFNUM, NAME, MEMO; NAME and REFNUM at most 32 characters, MEMO
 * 255, ACCTID 22, BANKID 9); amounts are signed from the account holder's side.
 */
import { statementAccounts } from "./accounts.js";
import { addDecimals, formatDecimal, parseDecimal, parseIsoDate, signedAmount } from "./values.js";

const LIMITS = { NAME: 32, REFNUM: 32, MEMO: 255, ACCTID: 22, BANKID: 9, BRANCHID: 22 };

/** Text as XML character data: markup escaped, characters XML 1.0 cannot carry dropped. */
export function xmlText(value) {
  return String(value)
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** One line of at most `max` characters (whole code points), or "" for nothing. */
function cut(value, max) {
  const text = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
  return Array.from(text).slice(0, max).join("");
}

const el = (name, value) => `<${name}>${xmlText(value)}</${name}>`;
const optional = (name, value) => (value ? el(name, value) : "");

const ofxDay = (iso) => {
  const d = parseIsoDate(iso);
  if (!d) return null;
  return `${d.year}${String(d.month).padStart(2, "0")}${String(d.day).padStart(2, "0")}`;
};

/** A moment as OFX writes a date-time: YYYYMMDDHHMMSS.XXX in GMT. */
function ofxMoment(at) {
  const iso = at.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}.${iso.slice(20, 23)}[0:GMT]`;
}

/** 64-bit FNV-1a of a text's UTF-8 bytes, in hex: a FITID stays the same for the same transaction, in any runtime. */
function fnv1a64(text) {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) h = ((h ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return h.toString(16).padStart(16, "0");
}

/**
 * The bank and account as BANKACCTFROM names them. An Indian IFSC (4 letters of bank, 0, 6 of branch) gives
 * BANKID and BRANCHID; else the bank's name, in capitals, gives BANKID. An account number longer than ACCTID
 * allows (an IBAN) keeps its last 22 characters, the part that tells accounts apart.
 */
function bankAccount(info, index) {
  const ifsc = typeof info["IFSC"] === "string" ? info["IFSC"].trim().toUpperCase() : "";
  const fromIfsc = /^([A-Z]{4})0([A-Z0-9]{6})$/.exec(ifsc);
  const name = typeof info["bank_name"] === "string" ? info["bank_name"].toUpperCase().replace(/[^A-Z0-9]/g, "") : "";
  const number = typeof info["account_number"] === "string" ? info["account_number"].replace(/\s+/g, "") : "";
  return {
    bankId: fromIfsc?.[1] ?? (name.slice(0, LIMITS.BANKID) || "UNKNOWN"),
    branchId: fromIfsc?.[2] ?? "",
    accountId: Array.from(number).slice(-LIMITS.ACCTID).join("") || `UNKNOWN${index + 1}`,
  };
}

/** ISO 4217 code: the statement's, else INR for an account with an IFSC, else XXX ("no currency"). */
function currencyOf(info) {
  const printed = typeof info["currency"] === "string" ? info["currency"].trim().toUpperCase() : "";
  if (/^[A-Z]{3}$/.test(printed)) return printed;
  return typeof info["IFSC"] === "string" && info["IFSC"].trim() !== "" ? "INR" : "XXX";
}

/**
 * The days of a part: each transaction's (a row without a readable date takes the one before it), and the
 * period, from the statement's printed one, else its first and last transactions, else `today`.
 */
function daysOf(account, today) {
  const info = account.account_info;
  const read = account.transactions.map((t) => ofxDay(t["date"]));
  const known = read.filter((d) => d !== null).sort();
  const end = ofxDay(info["statement_to"]) ?? known[known.length - 1] ?? today;
  const start = ofxDay(info["statement_from"]) ?? known[0] ?? end;
  let last = start;
  const posted = read.map((d) => (last = d ?? last));
  return { start, end, posted };
}

/**
 * The ledger balance: the closing balance printed, else the last balance of a row, else the opening balance
 * plus every movement, else zero (LEDGERBAL is required).
 */
function ledgerBalance(account) {
  const closing = parseDecimal(account.account_info["closing_balance"]);
  if (closing) return formatDecimal(closing);
  for (let i = account.transactions.length - 1; i >= 0; i--) {
    const b = parseDecimal(account.transactions[i]["balance"]);
    if (b) return formatDecimal(b);
  }
  let sum = parseDecimal(account.account_info["opening_balance"]);
  if (!sum) return "0.00";
  for (const t of account.transactions) sum = addDecimals(sum, signedAmount(t) ?? { units: 0n, scale: 0 });
  return formatDecimal(sum);
}

/**
 * A transaction's STMTTRN. Its FITID hashes what the statement prints of it (account, day, amount, text,
 * reference, balance) and how many identical rows came before it: the same transaction gets the same FITID in
 * every export, even of another statement that overlaps this one, so an importer skips it the second time.
 */
function transaction(t, posted, ids, fitids) {
  const amount = signedAmount(t);
  const description = cut(t["description"], LIMITS.MEMO);
  const reference = cut(t["reference"], LIMITS.REFNUM);
  const trnamt = amount ? formatDecimal(amount) : "0.00";
  const key = [ids.accountId, posted, trnamt, description, reference, t["balance"] ?? ""].join("\u001f");
  const seen = fitids.counts.get(key) ?? 0;
  fitids.counts.set(key, seen + 1);
  let fitid = `${posted}-${fnv1a64(`${seen}\u001f${key}`)}`;
  while (fitids.used.has(fitid)) fitid += "x";
  fitids.used.add(fitid);
  const name = cut(description, LIMITS.NAME);
  return [
    "<STMTTRN>",
    el("TRNTYPE", !amount || amount.units === 0n ? "OTHER" : amount.units > 0n ? "CREDIT" : "DEBIT"),
    el("DTPOSTED", posted),
    el("TRNAMT", trnamt),
    el("FITID", fitid),
    optional("REFNUM", reference),
    optional("NAME", name),
    // The whole text where NAME had to cut it.
    description !== name ? el("MEMO", description) : "",
    "</STMTTRN>",
  ].join("");
}

/** One account's STMTTRNRS: its transaction id (its place, from 1), status, and statement. */
function statementResponse(account, index, today, fitids) {
  const info = account.account_info;
  const ids = bankAccount(info, index);
  const days = daysOf(account, today);
  return [
    "<STMTTRNRS>",
    el("TRNUID", String(index + 1)),
    "<STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>",
    "<STMTRS>",
    el("CURDEF", currencyOf(info)),
    "<BANKACCTFROM>",
    el("BANKID", ids.bankId),
    optional("BRANCHID", ids.branchId),
    el("ACCTID", ids.accountId),
    // Statements rarely say; CHECKING is what importers expect of a current or savings account's download.
    el("ACCTTYPE", "CHECKING"),
    "</BANKACCTFROM>",
    "<BANKTRANLIST>",
    el("DTSTART", days.start),
    el("DTEND", days.end),
    ...account.transactions.map((t, i) => transaction(t, days.posted[i], ids, fitids)),
    "</BANKTRANLIST>",
    `<LEDGERBAL>${el("BALAMT", ledgerBalance(account))}${el("DTASOF", days.end)}</LEDGERBAL>`,
    "</STMTRS>",
    "</STMTTRNRS>",
  ].join("\n");
}

/** A statement result as an OFX 2.2 document; `now` is the server time it states (default: the present). */
export function statementOfx(results, { now = new Date() } = {}) {
  const today = ofxMoment(now).slice(0, 8);
  const fitids = { counts: new Map(), used: new Set() };
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
    "<OFX>",
    "<SIGNONMSGSRSV1>",
    "<SONRS>",
    "<STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>",
    el("DTSERVER", ofxMoment(now)),
    el("LANGUAGE", "ENG"),
    "</SONRS>",
    "</SIGNONMSGSRSV1>",
    "<BANKMSGSRSV1>",
    ...statementAccounts(results).map((a, k) => statementResponse(a, k, today, fitids)),
    "</BANKMSGSRSV1>",
    "</OFX>",
    "",
  ].join("\n");
}
