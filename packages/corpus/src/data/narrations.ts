// What a statement row says about a movement, by region: UPI, NEFT, IMPS and cheque narrations in India
// (docs/banks.md: HDFC, ICICI, Axis samples), type codes in the UK (DD, SO, BP, VIS, CR: HSBC, Lloyds),
// card purchases and transfers in the US, Lastschrift and Gutschrift in Germany, EFTPOS in Australia,
// NETS, GIRO and FAST payments in Singapore, CB / PRLV SEPA / VIR in France, Interac and e-Transfers in
// Canada, SEPA transfers, iDEAL and card payments (BEA) in the Netherlands (ABN AMRO's transaction types),
// card purchases, own-account transfers (IPP) and card repayments in the UAE (Emirates NBD's rows), card
// payments and direct debits (D/D) in Ireland.
// Made-up payees; the parts are the lines a long narration wraps into.
import type { Rng } from "../random.ts";
import type { Narration, Side } from "../model/ledger.ts";
import { FIRST_NAMES, LAST_NAMES, firmName } from "./india.ts";

export type Region = "IN" | "GB" | "US" | "DE" | "AU" | "SG" | "FR" | "CA" | "NL" | "AE" | "IE";

const IN_MERCHANTS = ["DMART", "BIG BAZAAR", "RELIANCE FRESH", "SWIGGY", "ZOMATO", "AMAZON PAY", "FLIPKART", "IRCTC"];
const IN_BANKS = ["HDFC", "ICIC", "SBIN", "UTIB", "KKBK", "PUNB", "BARB", "YESB"];

function indianName(rng: Rng): string {
  return rng.chance(0.5)
    ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`.toUpperCase()
    : firmName((xs) => rng.pick(xs)).toUpperCase();
}

function india(rng: Rng, side: Side): Narration {
  const name = indianName(rng);
  const ref = rng.digits(12);
  const kind = rng.pick(
    side === "debit"
      ? ["upi", "neft", "imps", "atm", "pos", "chq", "nach"]
      : ["upi", "neft", "imps", "chq", "int", "sal"],
  );
  switch (kind) {
    case "upi":
      return {
        parts: [`UPI/${ref}/${name}`, `/${rng.pick(IN_BANKS)}/${rng.pick(["Payment", "UPI", "groceries", "rent"])}`],
        reference: rng.chance(0.5) ? ref : undefined,
      };
    case "neft":
      return {
        parts: [`NEFT-${rng.pick(IN_BANKS)}N${rng.digits(11)}-`, name],
        reference: rng.chance(0.6) ? `${rng.pick(IN_BANKS)}N${rng.digits(11)}` : undefined,
      };
    case "imps":
      return {
        parts: [`IMPS/P2A/${rng.digits(12)}/${name.split(" ")[0]}`],
        reference: rng.chance(0.5) ? rng.digits(12) : undefined,
      };
    case "atm":
      return { parts: [`ATM WDL/${rng.pick(["MG ROAD", "STATION RD", "SECTOR 18", "CIVIL LINES"])}/${rng.digits(6)}`] };
    case "pos":
      return { parts: [`POS ${rng.digits(4)}XXXXXX${rng.digits(4)} ${rng.pick(IN_MERCHANTS)}`] };
    case "chq":
      return { parts: [side === "debit" ? `CHQ PAID-CLG-${name}` : `CHQ DEP-${name}`], reference: rng.digits(6) };
    case "nach":
      return {
        parts: [`NACH/${rng.pick(["LIC OF INDIA", "BAJAJ FINANCE", "HDFC LTD EMI"])}/${rng.digits(10)}`],
        reference: rng.digits(9),
      };
    case "int":
      return { parts: [`INT.PD:${rng.digits(6)}`] };
    default:
      return { parts: [`SALARY FOR ${rng.pick(["APR", "MAY", "JUN", "JUL"])}-${rng.int(23, 25)}`, name] };
  }
}

const GB_PAYEES = [
  "TESCO STORES",
  "SAINSBURYS",
  "BRITISH GAS",
  "THAMES WATER",
  "COUNCIL TAX",
  "TFL TRAVEL",
  "AMAZON UK",
  "VODAFONE",
];
const GB_PEOPLE = ["J SMITH", "A PATEL", "M JONES", "S TAYLOR", "R BROWN"];

function britain(rng: Rng, side: Side): Narration {
  if (side === "credit")
    return rng.pick([
      { parts: ["CR", `${rng.pick(["ACME LTD", "NORTHWIND PLC", "HMRC"])} SALARY`] },
      { parts: ["BP", `${rng.pick(GB_PEOPLE)} ${rng.pick(["RENT SHARE", "DINNER", "LOAN"])}`] },
    ]);
  const code = rng.pick(["DD", "SO", "BP", "VIS", ")))"]);
  const payee = code === "BP" || code === "SO" ? rng.pick(GB_PEOPLE) : rng.pick(GB_PAYEES);
  return { parts: [code, `${payee}${code === "VIS" ? ` ${rng.pick(["LONDON", "LEEDS", "BRISTOL"])}` : ""}`] };
}

const US_MERCHANTS = ["WHOLE FOODS", "SHELL OIL", "TARGET", "COSTCO WHSE", "UBER TRIP", "NETFLIX.COM", "HOME DEPOT"];

function america(rng: Rng, side: Side): Narration {
  if (side === "credit")
    return rng.pick([
      { parts: [`Direct Deposit ${rng.pick(["ACME CORP", "CONTOSO INC"])} PAYROLL`] },
      {
        parts: [
          `Zelle Payment From ${rng.pick(["John Miller", "Ana Lopez", "Kim Lee"])}`,
          `Conf# ${rng.letters(3)}${rng.digits(6)}`,
        ],
      },
      { parts: ["Deposit"] },
    ]);
  const check = rng.chance(0.15);
  if (check) {
    const n = String(rng.int(1001, 1299));
    return { parts: [`Check # ${n}`], reference: n };
  }
  return rng.pick([
    { parts: [`Card Purchase ${rng.pick(US_MERCHANTS)}`, `Card ${rng.digits(4)}`] },
    { parts: [`ATM Withdrawal ${rng.digits(6)} ${rng.pick(["Main St", "5th Ave"])}`] },
    { parts: [`Online Transfer To Sav ...${rng.digits(4)}`] },
  ]);
}

const DE_PAYEES = ["REWE Markt GmbH", "Stadtwerke", "Deutsche Telekom", "Allianz Versicherung", "Amazon EU S.a.r.l."];

function germany(rng: Rng, side: Side): Narration {
  if (side === "credit")
    return rng.pick([
      { parts: ["Gutschrift", `Gehalt ${rng.pick(["Muster GmbH", "Beispiel AG"])}`] },
      { parts: ["Überweisung", `${rng.pick(["Anna Schmidt", "Jonas Weber"])} Miete`] },
    ]);
  const kind = rng.pick(["Lastschrift", "Kartenzahlung", "Dauerauftrag", "Überweisung"]);
  return { parts: [kind, `${rng.pick(DE_PAYEES)} ${rng.digits(8)}`] };
}

const AU_MERCHANTS = ["WOOLWORTHS", "COLES", "BP CONNECT", "JB HI-FI", "OPAL TRAVEL"];

function australia(rng: Rng, side: Side): Narration {
  if (side === "credit")
    return rng.pick([
      { parts: [`Salary ${rng.pick(["ACME PTY LTD", "KOALA SERVICES"])}`] },
      { parts: [`Transfer from ${rng.pick(["J CITIZEN", "M NGUYEN"])}`, `Ref ${rng.digits(6)}`] },
    ]);
  return rng.pick([
    { parts: [`EFTPOS ${rng.pick(AU_MERCHANTS)} ${rng.pick(["SYDNEY", "MELBOURNE"])}`] },
    { parts: [`Transfer to ${rng.pick(["J CITIZEN", "RENTAL CO"])}`, `NetBank ${rng.digits(6)}`] },
    { parts: [`Direct Debit ${rng.digits(6)} ${rng.pick(["TELSTRA", "AGL ENERGY"])}`] },
  ]);
}

const SG_MERCHANTS = ["NTUC FAIRPRICE", "COLD STORAGE", "GRAB", "SHENG SIONG", "BUS/MRT", "KOPITIAM"];
const SG_PEOPLE = ["TAN WEI MING", "LIM HUI LING", "NG KAH SENG", "SITI AMINAH"];

function singapore(rng: Rng, side: Side): Narration {
  if (side === "credit")
    return rng.pick([
      { parts: ["SALARY", `GIRO ${rng.pick(["ACME PTE LTD", "MERLION HOLDINGS"])}`] },
      { parts: ["FAST PAYMENT", `FROM ${rng.pick(SG_PEOPLE)}`, `OTHR ${rng.digits(8)}`] },
      { parts: ["Interest Earned"] },
    ]);
  return rng.pick([
    { parts: ["NETS", `${rng.pick(SG_MERCHANTS)} ${rng.digits(6)}`] },
    { parts: ["Debit Card Transaction", `${rng.pick(SG_MERCHANTS)} SI NG ${rng.digits(2)}/${rng.digits(2)}`] },
    { parts: ["GIRO", rng.pick(["SP SERVICES LTD", "SINGTEL", "STARHUB", "IRAS"])] },
    { parts: ["FAST PAYMENT", `TO ${rng.pick(SG_PEOPLE)}`, `OTHR ${rng.digits(8)}`] },
  ]);
}

const FR_BILLERS = ["EDF", "ORANGE", "FREE MOBILE", "SFR", "MAIF", "URSSAF"];
const FR_SHOPS = ["CARREFOUR", "LECLERC", "MONOPRIX", "SNCF", "FNAC", "BOULANGERIE PAUL"];

function france(rng: Rng, side: Side): Narration {
  const dm = `${String(rng.int(1, 28)).padStart(2, "0")}/${String(rng.int(1, 12)).padStart(2, "0")}`;
  if (side === "credit")
    return rng.pick([
      { parts: [`VIR SEPA RECU /DE ${rng.pick(["ACME SAS", "DUPONT ET FILS"])}`, "/MOTIF SALAIRE"] },
      { parts: [`REMISE CHEQUE N ${rng.digits(7)}`] },
      { parts: [`VIR SEPA RECU /DE ${rng.pick(["M MARTIN", "MME BERNARD"])}`, `/REF ${rng.digits(10)}`] },
    ]);
  return rng.pick([
    { parts: [`CB ${rng.pick(FR_SHOPS)} ${dm}`] },
    {
      parts: [
        `PRLV SEPA ${rng.pick(FR_BILLERS)}`,
        `ECH/${rng.digits(6)} ID EMETTEUR/FR${rng.digits(2)}ZZZ${rng.digits(6)}`,
      ],
    },
    { parts: [`RETRAIT DAB ${dm} ${rng.pick(["PARIS 11", "LYON", "NANTES"])}`] },
    { parts: [`CHEQUE N ${rng.digits(7)}`] },
  ]);
}

const CA_PAYEES = ["HYDRO ONE", "ROGERS", "BELL CANADA", "ENBRIDGE GAS", "CITY OF TORONTO TAX"];
const CA_SHOPS = ["LOBLAWS", "TIM HORTONS", "CANADIAN TIRE", "SHOPPERS DRUG MART", "PETRO-CANADA"];

function canada(rng: Rng, side: Side): Narration {
  if (side === "credit")
    return rng.pick([
      { parts: ["Payroll Deposit", rng.pick(["MAPLE LEAF INC", "NORTHERN TECH LTD"])] },
      { parts: ["e-Transfer received", rng.pick(["JEAN TREMBLAY", "SARAH WONG"])] },
    ]);
  return rng.pick([
    { parts: [`Interac purchase - ${rng.digits(4)} ${rng.pick(CA_SHOPS)}`] },
    { parts: ["Online Banking payment - " + rng.digits(4), rng.pick(CA_PAYEES)] },
    { parts: [`e-Transfer sent ${rng.pick(["JEAN TREMBLAY", "SARAH WONG", "A PATEL"])}`] },
    { parts: [`ATM withdrawal - ${rng.letters(2)}${rng.digits(4)}`] },
  ]);
}

const NL_SHOPS = ["Albert Heijn", "Jumbo", "HEMA", "Kruidvat", "NS Reizigers"];
const NL_BILLERS = ["VATTENFALL", "ZIGGO", "GEMEENTE AMSTERDAM", "ZILVEREN KRUIS"];
const NL_PEOPLE = ["J DE VRIES", "S JANSEN", "M BAKKER", "L VISSER"];

function netherlands(rng: Rng, side: Side): Narration {
  const iban = `IBAN: NL${rng.digits(2)}RABO0${rng.digits(9)}`;
  if (side === "credit")
    return rng.pick([
      {
        parts: ["SEPA Overboeking", iban, `Naam: ${rng.pick(["ACME BV", "POLDER TECH BV"])}`, "Omschrijving: salaris"],
      },
      { parts: ["SEPA Overboeking", iban, `Naam: ${rng.pick(NL_PEOPLE)}`, "Omschrijving: terugbetaling"] },
    ]);
  return rng.pick([
    { parts: ["BEA, Betaalpas", `${rng.pick(NL_SHOPS)} ${rng.digits(4)},PAS${rng.digits(3)}`] },
    {
      parts: [
        "SEPA Incasso algemeen doorlopend",
        `Incassant: NL${rng.digits(2)}ZZZ${rng.digits(12)}`,
        `Naam: ${rng.pick(NL_BILLERS)}`,
      ],
    },
    { parts: ["SEPA iDEAL", iban, `Naam: ${rng.pick(["BOL.COM", "COOLBLUE", "THUISBEZORGD"])}`] },
    { parts: ["SEPA Periodieke overb.", iban, `Naam: ${rng.pick(NL_PEOPLE)}`, "Omschrijving: huur"] },
  ]);
}

const AE_SHOPS = ["CARREFOUR MOE", "LULU HYPERMARKET", "ENOC", "NOON.COM", "TALABAT"];

function emirates(rng: Rng, side: Side): Narration {
  if (side === "credit")
    return rng.pick([
      { parts: [`SALARY TRANSFER ${rng.pick(["ACME LLC", "GULF TRADING FZE"])}`, `REF ${rng.digits(12)}`] },
      { parts: [`IPP ${rng.digits(8)}ADC${rng.digits(12)}`, `${rng.digits(9)} OWN ACCOUNT TRANSFER`] },
      { parts: ["INWARD REMITTANCE", `FROM ${rng.pick(["R MEHTA", "S KHAN", "A HASSAN"])}`] },
    ]);
  return rng.pick([
    { parts: [`POS-PURCHASE CARD NO.4033XXXXXXXX${rng.digits(4)}`, `${rng.pick(AE_SHOPS)} DUBAI`] },
    { parts: [`CC NO.-4033********${rng.digits(4)} RMA REF NO.-`, `EBID${rng.letters(2)}${rng.digits(8)}`] },
    { parts: [`ATM WITHDRAWAL ${rng.digits(6)}`, rng.pick(["DEIRA CITY CENTRE", "MALL OF THE EMIRATES"])] },
    { parts: [`${rng.pick(["DEWA", "ETISALAT", "DU", "SALIK"])} BILL PAYMENT ${rng.digits(10)}`] },
  ]);
}

const IE_SHOPS = ["TESCO STORES", "DUNNES STORES", "CIRCLE K", "LIDL", "PENNEYS"];

function ireland(rng: Rng, side: Side): Narration {
  if (side === "credit")
    return rng.pick([
      { parts: [`SALARY ${rng.pick(["ACME LTD", "LIFFEY TECH DAC"])}`] },
      { parts: [`TRANSFER FROM ${rng.pick(["J MURPHY", "A KELLY", "S BYRNE"])}`] },
    ]);
  return rng.pick([
    { parts: [`POS ${rng.pick(IE_SHOPS)} ${rng.pick(["DUBLIN", "CORK", "GALWAY"])}`] },
    {
      parts: [
        `D/D ${rng.pick(["ELECTRIC IRELAND", "BORD GAIS", "VIRGIN MEDIA", "IRISH LIFE"])}`,
        `REF ${rng.digits(8)}`,
      ],
    },
    { parts: [`ATM ${rng.pick(["O CONNELL ST", "GRAFTON ST"])} ${rng.digits(4)}`] },
  ]);
}

export const NARRATE: Record<Region, (rng: Rng, side: Side) => Narration> = {
  IN: india,
  GB: britain,
  US: america,
  DE: germany,
  AU: australia,
  SG: singapore,
  FR: france,
  CA: canada,
  NL: netherlands,
  AE: emirates,
  IE: ireland,
};
