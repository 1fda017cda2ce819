// Dates are ISO strings (YYYY-MM-DD) in the model and truth; these print them as documents do.

export type DateStyle =
  | "dd/mm/yyyy"
  | "dd/mm/yy"
  | "dd-mm-yyyy"
  | "d-Mon-yy"
  | "dd-Mon-yyyy"
  | "dd Mon yyyy"
  | "dd Mon yy"
  | "dd.mm.yyyy"
  | "dd.mm.yy"
  | "Month d, yyyy"
  | "d Month yyyy"
  | "yyyy-mm-dd"
  // Year first with slashes ("2024/03/12"), as East Asian locales and some ERP exports print it.
  | "yyyy/mm/dd"
  // The month's Hindi name ("12 मार्च 2024"), as Hindi-locale billing prints it.
  | "d Month-hi yyyy"
  | "mm/dd/yyyy"
  // The day as an ordinal ("27th Nov 2024", "27th November, 2024", "Nov 27th, 2024"), as letters,
  // services invoices and export documents write it.
  | "dth Mon yyyy"
  | "dth Month, yyyy"
  | "Mon dth, yyyy"
  | "long-local"
  // Month first: Bank of America's "01/05/24", Indian Bank's "Jan 05 2024", Bandhan's "June30, 2025".
  | "mm/dd/yy"
  | "Mon dd yyyy"
  | "MonthDD, yyyy"
  | "d Mon yyyy"
  // Without a year (the statement's period gives it): "08 May", "7 May", "05.11", "14-11", "MAY1".
  | "dd Mon"
  | "d Mon"
  | "dd.mm"
  | "dd-mm"
  | "MONd"
  | "m/d";

export type Language = "en" | "de" | "fr" | "es" | "it" | "hi";

const MONTHS: Record<Language, string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  hi: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  it: [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
  ],
};

/** Month names in Hindi as Hindi-locale software prints them (CLDR "hi" months, wide form). */
const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][day % 10] ?? "th");
  return `${day}${suffix}`;
}

export function formatDate(iso: string, style: DateStyle, language: Language = "en"): string {
  const [y, m, d] = iso.split("-") as [string, string, string];
  const month = MONTHS[language][Number(m) - 1]!;
  const mon = MONTHS.en[Number(m) - 1]!.slice(0, 3);
  const day = String(Number(d));
  switch (style) {
    case "dd/mm/yyyy":
      return `${d}/${m}/${y}`;
    case "dd/mm/yy":
      return `${d}/${m}/${y.slice(2)}`;
    case "dd-mm-yyyy":
      return `${d}-${m}-${y}`;
    case "d-Mon-yy":
      return `${day}-${mon}-${y.slice(2)}`;
    case "dd-Mon-yyyy":
      return `${d}-${mon}-${y}`;
    case "dd Mon yyyy":
      return `${d} ${mon} ${y}`;
    case "dd Mon yy":
      return `${d} ${mon} ${y.slice(2)}`;
    case "dd.mm.yyyy":
      return `${d}.${m}.${y}`;
    case "dd.mm.yy":
      return `${d}.${m}.${y.slice(2)}`;
    case "Month d, yyyy":
      return `${MONTHS.en[Number(m) - 1]} ${day}, ${y}`;
    case "d Month yyyy":
      return `${day} ${MONTHS.en[Number(m) - 1]} ${y}`;
    case "yyyy-mm-dd":
      return iso;
    case "yyyy/mm/dd":
      return `${y}/${m}/${d}`;
    case "d Month-hi yyyy":
      return `${day} ${HINDI_MONTHS[Number(m) - 1]} ${y}`;
    case "mm/dd/yyyy":
      return `${m}/${d}/${y}`;
    case "dd Mon":
      return `${d} ${mon}`;
    case "d Mon":
      return `${day} ${mon}`;
    case "dd.mm":
      return `${d}.${m}`;
    case "dd-mm":
      return `${d}-${m}`;
    case "MONd":
      return `${mon.toUpperCase()}${day}`;
    case "m/d":
      return `${Number(m)}/${day}`;
    case "mm/dd/yy":
      return `${m}/${d}/${y.slice(2)}`;
    case "Mon dd yyyy":
      return `${mon} ${d} ${y}`;
    case "MonthDD, yyyy":
      return `${MONTHS.en[Number(m) - 1]}${d}, ${y}`;
    case "d Mon yyyy":
      return `${day} ${mon} ${y}`;
    case "dth Mon yyyy":
      return `${ordinal(Number(d))} ${mon} ${y}`;
    case "dth Month, yyyy":
      return `${ordinal(Number(d))} ${MONTHS.en[Number(m) - 1]}, ${y}`;
    case "Mon dth, yyyy":
      return `${mon} ${ordinal(Number(d))}, ${y}`;
    case "long-local":
      if (language === "de") return `${day}. ${month} ${y}`;
      if (language === "es") return `${day} de ${month} de ${y}`;
      return `${day} ${month} ${y}`;
  }
}

export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** A day between two ISO dates, both included. */
export function dayBetween(pickInt: (min: number, max: number) => number, from: string, to: string): string {
  const a = new Date(`${from}T00:00:00Z`).getTime() / 86_400_000;
  const b = new Date(`${to}T00:00:00Z`).getTime() / 86_400_000;
  return addDays(from, pickInt(0, b - a));
}

/** India's financial year of a date, as printed in invoice series: "24-25", "2024-25". */
export function financialYear(iso: string, long = false): string {
  const y = Number(iso.slice(0, 4));
  const start = Number(iso.slice(5, 7)) >= 4 ? y : y - 1;
  return long ? `${start}-${String(start + 1).slice(2)}` : `${String(start).slice(2)}-${String(start + 1).slice(2)}`;
}
