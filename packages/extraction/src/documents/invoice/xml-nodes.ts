import { XMLParser } from "fast-xml-parser";

/** Element lookups over fast-xml-parser's objects, shared by the e-invoice syntaxes (namespace prefixes dropped). */
export const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
});

export type XmlNode = Record<string, unknown>;

/** The first element along `path`, taking the first of repeated elements at each step. */
export const child = (n: unknown, ...path: string[]): unknown => {
  let cur = n;
  for (const p of path) {
    if (Array.isArray(cur)) cur = cur[0];
    if (!cur || typeof cur !== "object") return undefined;
    cur = (cur as XmlNode)[p];
  }
  return Array.isArray(cur) ? cur[0] : cur;
};

/** Every element named `name` under `n` (an element may appear once or repeated). */
export const children = (n: unknown, name: string): unknown[] => {
  const v = n && typeof n === "object" && !Array.isArray(n) ? (n as XmlNode)[name] : undefined;
  return Array.isArray(v) ? v : v === undefined ? [] : [v];
};

export const text = (n: unknown): string | undefined => {
  if (typeof n === "string") return n.trim() || undefined;
  if (n && typeof n === "object" && typeof (n as XmlNode)["#text"] === "string")
    return ((n as XmlNode)["#text"] as string).trim() || undefined;
  return undefined;
};

/** An amount as the XML writes it (a dot, no grouping), or nothing. */
export const amount = (n: unknown): string | undefined => {
  const s = text(n);
  return s && /^-?\d+(\.\d+)?$/.test(s) ? s : undefined;
};

const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/;

/** A party's GSTIN (and the state code it starts with) among its tax registration ids. */
export function gstinOf(ids: (string | undefined)[]): Record<string, string> {
  const id = ids.find((v) => v !== undefined && GSTIN.test(v));
  return id ? { GSTIN: id, state_code: id.slice(0, 2) } : {};
}

/** The invoice groups an e-invoice fills, empty. */
export const emptyGroups = (): Record<string, Record<string, string>> => ({
  invoice_details: {},
  seller_details: {},
  buyer_details: {},
  tax_calculation: {},
  total_calculation: {},
  bank_details: {},
});

/** Sets a field where the XML gave a value. */
export const putter =
  (fields: Record<string, Record<string, string>>) => (group: string, key: string, value: string | undefined) => {
    if (value) fields[group]![key] = value;
  };
