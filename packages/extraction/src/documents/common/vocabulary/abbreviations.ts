/**
 * Abbreviations expanded before labels are compared, so "Inv. Dt.", "Invoice Date" and "Inv Date"
 * meet. Keys are single tokens after folding; each value is the folded token(s) it stands for.
 *
 * Folding, as the matcher applies it (keys here are written in its output):
 * - lower case; Unicode NFKD with Latin combining marks (U+0300–U+036F) removed: é→e, ü→u, ñ→n.
 *   Devanagari vowel signs and nukta are combining marks too but carry the word, so they stay;
 * - ß→ss; "°" and "º" → "o", so "N°" and "Nº" become "no";
 * - "." and apostrophes (' ’) inside a token are removed: "No."→"no", "I.F.S.C."→"ifsc",
 *   "Buyer's"→"buyers", "Sr.No."→"srno";
 * - "/" between two single letters joins them ("A/c"→"ac", "B/F"→"bf", "D/C"→"dc"); any other "/"
 *   splits ("GSTIN/UIN"→"gstin uin", "Debit/Credit"→"debit credit", "Dr/Cr"→"dr cr");
 * - tokens split on whitespace, ":", ",", "(", ")", "[", "]", "|", "…" and "-" (a "-" inside a
 *   number stays); "&", "#" and "%" are tokens of their own.
 *
 * Expansions are final: no token of a value is itself a key ("P.IVA" → "partita vat", as "Partita
 * IVA" folds and expands to).
 *
 * Only abbreviations are listed, never whole words translated ("Datum" stays "datum"). Tokens with
 * two common readings on these documents are left out: "dc" (debit/credit, delivery challan), "pos"
 * (place of supply, German "Pos." = position, point of sale), "add" (address, "Add: CGST"), "bl"
 * (bill of lading, French bon de livraison), "cn", "cc", "tx", "trn" (a UAE tax number), "sc", "st",
 * "imp", "re". "cf" is carried forward; the Italian "C.F." (codice fiscale) folds to the same token.
 */
import type { Abbreviations } from "./types.ts";

export const ABBREVIATIONS: Abbreviations = {
  // --- numbers, dates, references ---
  no: "number",
  num: "number",
  nbr: "number",
  nr: "number",
  // Spanish "número" shortened, as Argentina's AFIP factura prints it ("Comp. Nro", "Nro. Comprobante").
  nro: "number",
  n: "number",
  // Italian, Spanish, Portuguese and French ("numéro" folded) name a number so: "N. documento" is
  // "Numero documento".
  numero: "number",
  "#": "number",
  nos: "numbers",
  srno: "serial number",
  slno: "serial number",
  sno: "serial number",
  sn: "serial number",
  sr: "serial",
  sl: "serial",
  refno: "reference number",
  ref: "reference",
  invno: "invoice number",
  inv: "invoice",
  billno: "bill number",
  chqno: "cheque number",
  acno: "account number",
  // "D.L.No." folds to one token: the drug licence number "DL No." reads as.
  dlno: "dl number",
  idnr: "id number",
  dt: "date",
  dtd: "dated",
  doc: "document",
  ack: "acknowledgement",

  // --- parties and contact ---
  cust: "customer",
  addr: "address",
  ph: "phone",
  tel: "telephone",
  mob: "mobile",

  // --- identifiers ---
  regn: "registration",
  reg: "registration",
  regd: "registered",
  gstn: "gstin",
  ugst: "utgst",
  ifs: "ifsc",
  bic: "swift",
  cd: "code",

  // --- accounts and banking ---
  ac: "account",
  // "A/c" as OCR reads it: the slash between two letters taken for an "l".
  alc: "account",
  acc: "account",
  acct: "account",
  br: "branch",
  init: "initiating",
  chq: "cheque",
  chk: "check",
  instr: "instrument",
  txn: "transaction",
  tran: "transaction",
  trans: "transaction",
  trantype: "transaction type",
  narr: "narration",
  stmt: "statement",
  bal: "balance",
  wdl: "withdrawal",
  withdrawl: "withdrawal",
  dep: "deposit",
  cr: "credit",
  dr: "debit",
  bf: "brought forward",
  cf: "carried forward",
  fwd: "forward",
  os: "outstanding",
  ccy: "currency",
  curr: "currency",
  prev: "previous",

  // --- amounts, quantities, taxes ---
  amt: "amount",
  // The IRP's e-invoice print heads its value grid "Tax'ble Amt" (ValDtls.AssVal).
  taxble: "taxable",
  qty: "quantity",
  qnty: "quantity",
  pcs: "pieces",
  uom: "unit of measure",
  desc: "description",
  disc: "discount",
  tot: "total",
  val: "value",
  incl: "including",
  excl: "excluding",
  pmt: "payment",
  pymt: "payment",
  rcm: "reverse charge",
  ust: "vat",
  mwst: "vat",
  tva: "vat",
  iva: "vat",

  // --- orders and transport ---
  po: "purchase order",
  ord: "order",
  dely: "delivery",
  desp: "despatch",
  frt: "freight",
  veh: "vehicle",
  lr: "lorry receipt",
  rr: "railway receipt",
  gr: "goods receipt",
  grn: "goods receipt note",
  ewb: "e way bill",
  eway: "e way",
  ewaybill: "e way bill",
  waybill: "way bill",
  recd: "received",
  // The Latin "pro forma" is printed as one word, two or hyphenated ("Proforma", "Pro Forma", "Pro-forma").
  proforma: "pro forma",

  // --- German ---
  rg: "rechnung",
  rech: "rechnung",
  kd: "kunden",
  kto: "konto",
  lfd: "laufende",
  stk: "stuck",
  inkl: "inklusive",
  exkl: "exklusive",
  zzgl: "zuzuglich",
  zuzugl: "zuzuglich",

  // --- French ---
  fact: "facture",
  cde: "commande",
  cmde: "commande",
  qte: "quantite",
  pu: "prix unitaire",
  ht: "hors taxes",
  ttc: "toutes taxes comprises",
  mt: "montant",
  ech: "echeance",
  cpte: "compte",
  rem: "remise",
  intracom: "intracommunautaire",

  // --- Spanish ---
  fra: "factura",
  cant: "cantidad",
  dto: "descuento",
  dcto: "descuento",
  ud: "unidad",
  uds: "unidades",
  vto: "vencimiento",
  telf: "telefono",
  cta: "cuenta",

  // --- Italian ---
  fatt: "fattura",
  piva: "partita vat",
  cod: "codice",
  qta: "quantita",
  um: "unita di misura",
  ddt: "documento di trasporto",
  rif: "riferimento",
  pag: "pagamento",
  scad: "scadenza",

  // --- Dutch ---
  btw: "vat",

  // --- Portuguese ---
  qtd: "quantidade",
  quant: "quantidade",
  descto: "desconto",
};
