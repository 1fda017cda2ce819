/**
 * The passwords banks give their e-statement PDFs, as rules over what the account holder knows (their
 * `password_hints`). The one list of them: docs/banks.md ("Statement passwords") describes it, and the
 * service tries these and nothing else; it never guesses beyond them. Each rule names the banks that
 * document it and where that is written.
 */

/** What a caller may tell about the account holder so that the service can rebuild the password. */
export interface PasswordHints {
  /** `YYYY-MM-DD`. */
  date_of_birth?: string;
  pan?: string;
  mobile?: string;
  customer_id?: string;
  account_number?: string;
  /** The account holder's name as the bank prints it. */
  name?: string;
}

export const PASSWORD_HINT_FIELDS = [
  "date_of_birth",
  "pan",
  "mobile",
  "customer_id",
  "account_number",
  "name",
] as const satisfies readonly (keyof PasswordHints)[];

/** The hints a rule reads, in a form its password is built from. */
interface Parts {
  dd: string;
  mm: string;
  yy: string;
  yyyy: string;
  /** The first four letters of the name, in capitals. */
  name4: string;
  pan: string;
  mobile: string;
  customerId: string;
  account: string;
}

export interface PasswordRule {
  /** A stable name for the rule (tests, documentation). */
  id: string;
  /** Banks whose e-statements are documented to use it. */
  banks: string[];
  /** Where the rule is written down. */
  sources: string[];
  /** The password, or null when the hints lack what it needs. */
  build(p: Partial<Parts>): string | null;
}

const STATEMENT_EDGE = "https://www.statementedge.com/blog/unlock-password-protected-bank-statement-pdf";
const PDF_MAVERICKS = "https://www.pdfmavericks.com/blog/remove-password-from-pdf-sbi-hdfc-axis";
const THINK_BENGAL_HDFC = "https://thinkbengal.com/hdfc-bank-statement-password-guide";
const WEALTH_BLOG = "https://thewealthblog.in/?p=3194";
const EASEMONEY_CENTRAL = "https://easemoney.in/central-bank-statement-password/";

/** Joins the parts a rule needs, or null when one is missing. */
const all = (...parts: (string | undefined)[]) => (parts.every((s) => s) ? parts.join("") : null);

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "name4-ddmm",
    banks: ["HDFC Bank", "ICICI Bank", "Axis Bank", "Federal Bank", "DBS Bank India", "IndusInd Bank"],
    sources: [STATEMENT_EDGE, PDF_MAVERICKS],
    build: (p) => all(p.name4, p.dd, p.mm),
  },
  {
    id: "name4-ddmmyy",
    banks: ["State Bank of India"],
    sources: [STATEMENT_EDGE],
    build: (p) => all(p.name4, p.dd, p.mm, p.yy),
  },
  {
    id: "name4-ddmmyyyy",
    banks: ["IDFC FIRST Bank"],
    sources: [STATEMENT_EDGE],
    build: (p) => all(p.name4, p.dd, p.mm, p.yyyy),
  },
  {
    id: "ddmmyy-name4-lower",
    banks: ["Yes Bank"],
    sources: [STATEMENT_EDGE],
    build: (p) => all(p.dd, p.mm, p.yy, p.name4?.toLowerCase()),
  },
  {
    id: "ddmmyyyy",
    banks: ["State Bank of India", "Bank of Baroda"],
    sources: [PDF_MAVERICKS, STATEMENT_EDGE],
    build: (p) => all(p.dd, p.mm, p.yyyy),
  },
  {
    id: "customer-id",
    banks: ["HDFC Bank", "Kotak Mahindra Bank (CRN)", "IndusInd Bank"],
    sources: [THINK_BENGAL_HDFC, STATEMENT_EDGE],
    build: (p) => all(p.customerId),
  },
  {
    id: "customer-id-account-last4",
    banks: ["Karur Vysya Bank"],
    sources: [STATEMENT_EDGE],
    build: (p) => all(p.customerId, p.account?.slice(-4)),
  },
  {
    id: "customer-id-at-ddmmyyyy",
    banks: ["Central Bank of India (CIF)"],
    sources: [EASEMONEY_CENTRAL],
    build: (p) => all(p.customerId, "@", p.dd, p.mm, p.yyyy),
  },
  {
    id: "account-number",
    banks: ["Punjab National Bank", "Bank of Baroda"],
    sources: [STATEMENT_EDGE],
    build: (p) => all(p.account),
  },
  {
    id: "mobile",
    banks: ["Bank of India"],
    sources: [STATEMENT_EDGE],
    build: (p) => all(p.mobile),
  },
  {
    // Not a bank's: tax documents that come with statements (Form 16), keyed by the PAN hint.
    id: "pan5-ddmmyyyy",
    banks: ["Form 16 (employers, TRACES)"],
    sources: [WEALTH_BLOG],
    build: (p) => all(p.pan?.slice(0, 5), p.dd, p.mm, p.yyyy),
  },
  {
    id: "pan-lower-ddmmyyyy",
    banks: ["Income Tax Department notices and ITR-V"],
    sources: [WEALTH_BLOG],
    build: (p) => all(p.pan?.toLowerCase(), p.dd, p.mm, p.yyyy),
  },
];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const digits = (s: string | undefined) => s?.replace(/\D/g, "") || undefined;

/** The hints in the forms the rules use; what a hint does not give stays absent. */
function partsOf(h: PasswordHints): Partial<Parts> {
  const date = h.date_of_birth ? DATE.exec(h.date_of_birth.trim()) : null;
  const letters = h.name?.replace(/[^\p{L}]/gu, "").toUpperCase();
  // A mobile number is the subscriber's 10 digits, written with or without the country code.
  const mobile = digits(h.mobile)?.slice(-10);
  return {
    ...(date ? { yyyy: date[1]!, yy: date[1]!.slice(2), mm: date[2]!, dd: date[3]! } : {}),
    ...(letters && letters.length >= 4 ? { name4: letters.slice(0, 4) } : {}),
    ...(h.pan?.trim() ? { pan: h.pan.trim().toUpperCase() } : {}),
    ...(mobile ? { mobile } : {}),
    ...(h.customer_id?.trim() ? { customerId: h.customer_id.trim() } : {}),
    ...(digits(h.account_number) ? { account: digits(h.account_number)! } : {}),
  };
}

/** The passwords the rules make from the hints, in the rules' order, each once. */
export function passwordsFromHints(hints: PasswordHints): string[] {
  const parts = partsOf(hints);
  const out = PASSWORD_RULES.map((r) => r.build(parts)).filter((p): p is string => p !== null);
  return [...new Set(out)];
}

/** A document's secret: the password given, and the hints that rebuild it. */
export interface DocumentSecret {
  password?: string;
  hints?: PasswordHints;
}

/** Every password to try for a document: the one given first, then the rules' from the hints. */
export function candidatePasswords(secret: DocumentSecret): string[] {
  const given = secret.password !== undefined ? [secret.password] : [];
  return [...new Set([...given, ...(secret.hints ? passwordsFromHints(secret.hints) : [])])];
}
