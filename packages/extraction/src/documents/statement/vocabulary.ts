import type { Concept } from "../common/vocabulary/types.ts";

/**
 * What bank statements call their columns and account labels, by concept (named as in the shared
 * vocabulary, which will replace this list): English (Indian, UK, US, Singapore and Australian banks),
 * German, French, Spanish, Italian and Hindi wordings, folded (lower case, no accents, punctuation as
 * spaces). Where each comes from is in docs/banks.md. Only `conceptsIn` reads this list.
 */
const WORDINGS: Partial<Record<Concept | "other", readonly string[]>> = {
  "txn.date": [
    "date",
    "dt",
    "txn date",
    "tran date",
    "trans date",
    "trn date",
    "transaction date",
    "txn posted date",
    "post date",
    "posting date",
    "posted date",
    "booking date",
    "entry date",
    "datum",
    "buchung",
    "buchungstag",
    "buchungsdatum",
    "date operation",
    "date de l operation",
    "fecha",
    "fecha operacion",
    "data",
    "data operazione",
    "data contabile",
    "दिनांक",
    "तारीख",
  ],
  "txn.value_date": [
    "value date",
    "value dt",
    "val date",
    "wert",
    "valuta",
    "wertstellung",
    "date de valeur",
    "date valeur",
    "fecha valor",
    "f valor",
    "data valuta",
    "मूल्य दिनांक",
  ],
  "txn.description": [
    "narration",
    "description",
    "particulars",
    "particular",
    "details",
    "transaction details",
    "transaction description",
    "transaction particulars",
    "transaction remarks",
    "remarks",
    "verwendungszweck",
    "buchungstext",
    "buchungsinformation",
    "vorgang",
    "umsatzart",
    "libelle",
    "operation",
    "nature de l operation",
    "concepto",
    "descripcion",
    "descrizione",
    "causale",
    "विवरण",
  ],
  "txn.reference": [
    "ref",
    "ref no",
    "reference",
    "reference no",
    "reference number",
    "chq",
    "chq no",
    "cheque",
    "cheque no",
    "cheque number",
    "cheque details",
    "check",
    "check no",
    "instrument",
    "instrument no",
    "instrument id",
    "utr",
    "utr no",
    "tran id",
    "transaction id",
    "txn id",
    "referenz",
    "referencia",
    "riferimento",
    "चेक संख्या",
  ],
  "txn.debit": [
    "withdrawal",
    "withdrawals",
    "withdrawl",
    "withdraws",
    "debit",
    "debits",
    "dr",
    "paid out",
    "money out",
    "payment",
    "payments",
    "soll",
    "belastung",
    "lastschrift",
    "ausgang",
    "debit eur",
    "debito",
    "cargo",
    "cargos",
    "dare",
    "addebiti",
    "निकासी",
    "नामे",
  ],
  "txn.credit": [
    "deposit",
    "deposits",
    "credit",
    "credits",
    "cr",
    "paid in",
    "money in",
    "receipt",
    "receipts",
    "haben",
    "gutschrift",
    "eingang",
    "credito",
    "abono",
    "abonos",
    "avere",
    "accrediti",
    "जमा",
  ],
  "txn.amount": ["amount", "amt", "betrag", "umsatz", "montant", "importe", "importo", "राशि"],
  "txn.balance": [
    "balance",
    "bal",
    "closing balance",
    "running balance",
    "available balance",
    "ledger balance",
    "saldo",
    "kontostand",
    "solde",
    "शेष",
  ],
  "txn.drcr": ["dr cr", "cr dr", "d c", "c d"],
  "txn.type": ["type", "txn type", "tran type", "trans type", "transaction type", "tr mode", "mode"],
  "stmt.opening_balance": [
    "opening balance",
    "opening bal",
    "previous balance",
    "last month s balance",
    "balance from previous statement",
    "beginning balance",
    "start balance",
    "alter kontostand",
    "alter saldo",
    "saldo alt",
    "anfangssaldo",
    "kontostand alt",
    "ancien solde",
    "solde precedent",
    "saldo inicial",
    "saldo anterior",
    "saldo iniziale",
    "प्रारंभिक शेष",
  ],
  "stmt.closing_balance": [
    "closing balance",
    "closing bal",
    "new balance",
    "statement balance",
    "total amount due",
    "ending balance",
    "end balance",
    "neuer kontostand",
    "neuer saldo",
    "saldo neu",
    "endsaldo",
    "kontostand neu",
    "nouveau solde",
    "solde final",
    "saldo final",
    "saldo finale",
    "अंतिम शेष",
  ],
  "stmt.brought_forward": ["b f", "balance b f", "brought forward", "balance brought forward", "ubertrag", "report"],
  "stmt.carried_forward": ["c f", "balance c f", "carried forward", "balance carried forward", "a reporter"],
  "stmt.page_total": [
    "total",
    "totals",
    "sub total",
    "subtotal",
    "page total",
    "grand total",
    "transaction total",
    "summe",
    "gesamt",
    "total des operations",
    "totale",
    "statement summary",
    "account summary",
    "कुल",
  ],
  "stmt.account_holder": [
    "account holder",
    "account holder name",
    "account holders name",
    "account holder s name",
    "holder",
    "customer name",
    "account name",
    "name",
    "name of the account holder",
    "name of account holder",
    "name of holder",
    "a c name",
    "kontoinhaber",
    "inhaber",
    "titulaire",
    "titular",
    "intestatario",
    "खाताधारक",
  ],
  "stmt.account_number": [
    "account no",
    "account number",
    "a c no",
    "a c number",
    "acct no",
    "acct number",
    "account num",
    "kontonummer",
    "konto nr",
    "konto nummer",
    "numero de compte",
    "n de compte",
    "numero de cuenta",
    "numero conto",
    "खाता संख्या",
  ],
  "stmt.period": [
    "statement period",
    "period",
    "period of statement",
    "statement for the period",
    "for the period",
    "statement from",
    "transaction date from",
    "zeitraum",
    "abrechnungszeitraum",
    "periode",
    "periodo",
    "अवधि",
  ],
  "stmt.from": [
    "from",
    "from date",
    "start date",
    "period from",
    "statement from date",
    "von",
    "vom",
    "du",
    "desde",
    "dal",
  ],
  "stmt.to": ["to", "to date", "end date", "period to", "till", "bis", "au", "hasta", "al"],
  "stmt.currency": ["currency", "account currency", "ccy", "wahrung", "devise", "moneda", "valuta del conto", "मुद्रा"],
  "stmt.customer_id": ["customer id", "cust id", "customer no", "crn", "cif", "cif no", "kundennummer"],
  "bank.name": ["bank name", "name of bank", "name of the bank"],
  "bank.ifsc": ["ifsc", "ifs code", "ifsc code", "rtgs neft ifsc", "neft ifsc"],
  "bank.branch": ["branch", "branch name", "account branch", "home branch", "base branch", "filiale"],
  "bank.swift": ["bic", "swift", "swift code", "bic swift"],
  "bank.iban": ["iban"],
  // Labels of other things, known so that their values are not taken for the ones above.
  other: [
    "nominee",
    "nominee name",
    "nomination",
    "joint holder",
    "joint holders",
    "branch code",
    "br code",
    "product code",
    "sol id",
    "micr",
    "micr code",
    "sanction limit",
    "drawing power",
    "od limit",
    "limit",
    "email",
    "phone",
    "phone no",
    "address",
    "account type",
    "account status",
    "a c open date",
    "scheme",
    "product",
    "statement date",
    "date of statement",
    "page",
  ],
};

export type WordConcept = Concept | "other";

/** Folds a printed label: lower case, accents dropped, "#" read as "no", punctuation and symbols as spaces. */
export function fold(text: string): string {
  return text
    .replace(/#/g, " no ")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, " ")
    .trim();
}

interface Entry {
  concept: WordConcept;
  tokens: string[];
}

/** The wordings by their first token: a text is looked up token by token, not wording by wording. */
const BY_FIRST = new Map<string, Entry[]>();
for (const [concept, ws] of Object.entries(WORDINGS))
  for (const w of ws ?? []) {
    const tokens = fold(w).split(" ");
    const list = BY_FIRST.get(tokens[0]!) ?? [];
    list.push({ concept: concept as WordConcept, tokens });
    BY_FIRST.set(tokens[0]!, list);
  }

/** A wording found among a text's tokens: which concept, and which tokens (end exclusive). */
export interface WordMatch {
  concept: WordConcept;
  start: number;
  end: number;
}

/**
 * The concepts of the given kinds (`txn`, `stmt`, `bank`, `other`) a text names, by whole tokens,
 * longest wording first where two overlap ("closing balance" over "balance", "cheque details" over
 * "details"). The one lookup of the statement's wordings: the shared vocabulary replaces it.
 */
export function conceptsIn(text: string, kinds: readonly string[]): WordMatch[] {
  const tokens = tokensOf(text);
  const found: WordMatch[] = [];
  tokens.forEach((first, i) => {
    for (const e of BY_FIRST.get(first) ?? [])
      if (kinds.includes(e.concept.split(".")[0]!) && e.tokens.every((t, k) => tokens[i + k] === t))
        found.push({ concept: e.concept, start: i, end: i + e.tokens.length });
  });
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: WordMatch[] = [];
  for (const m of found) if (!kept.some((k) => m.start < k.end && k.start < m.end)) kept.push(m);
  return kept.sort((a, b) => a.start - b.start);
}

/** The tokens of a folded text: what `WordMatch` positions count. */
export function tokensOf(text: string): string[] {
  let tokens = TOKENS.get(text);
  if (!tokens) {
    // A bounded memory: a statement asks about the same cells' texts over and over.
    if (TOKENS.size > 8192) TOKENS.clear();
    tokens = fold(text).split(" ").filter(Boolean);
    TOKENS.set(text, tokens);
  }
  return tokens;
}
const TOKENS = new Map<string, string[]>();
