// Parties of synthetic documents: Indian firms and people with GSTINs, and foreign companies.
import type { Rng } from "../random.ts";
import {
  BUILDINGS,
  FIRST_NAMES,
  LANDMARKS,
  LAST_NAMES,
  STATES,
  STREETS,
  firmName,
  type IndianState,
} from "../data/india.ts";
import { makeGstin, makeMobile, makePan, type PanHolder } from "../ids/india.ts";
import type { Locale } from "../data/abroad.ts";

export interface IndianParty {
  name: string;
  /** Lines as printed under the name; the truth joins them with ", ". */
  addressLines: string[];
  city: string;
  pin: string;
  state: IndianState;
  gstin?: string;
  pan?: string;
  phone?: { digits: string; printed: string };
  email?: string;
}

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

export function indianParty(
  rng: Rng,
  opts: { state?: IndianState; registered?: boolean; person?: boolean; lines?: 1 | 2 | 3 } = {},
): IndianParty {
  const state = opts.state ?? rng.pick(STATES);
  const place = rng.pick(state.cities);
  const name = opts.person ? personName(rng) : firmName((xs) => rng.pick(xs));
  const pin = place.pin + rng.digits(3);
  const building = rng.pick(BUILDINGS).replace("{n}", String(rng.int(1, 420)));
  const street = rng.pick(STREETS);
  const lines = opts.lines ?? rng.pick([2, 2, 3] as const);
  const cityLine = rng.pick([
    `${place.city}, ${state.name} - ${pin}`,
    `${place.city} - ${pin}, ${state.name}`,
    `${place.city} ${pin}`,
    `${place.city}, ${state.name} ${pin}`,
  ]);
  const addressLines =
    lines === 1
      ? [`${building}, ${street}, ${cityLine}`]
      : lines === 2
        ? [`${building}, ${street}`, cityLine]
        : [building, `${street}, ${rng.pick(LANDMARKS)}`, cityLine];
  const registered = opts.registered ?? true;
  const holder: PanHolder = opts.person ? "P" : rng.pick(["C", "F", "P", "C", "F", "H"] as const);
  const pan = registered ? makePan(rng, holder, name) : undefined;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z]+/g, "")
    .slice(0, 14);
  return {
    name,
    addressLines,
    city: place.city,
    pin,
    state,
    ...(pan ? { pan, gstin: makeGstin(rng, state.code, pan) } : {}),
    phone: makeMobile(rng),
    email: `${rng.pick(["accounts", "sales", "info", "billing"])}@${slug}.in`,
  };
}

export function addressText(lines: string[]): string {
  return lines.join(", ");
}

export interface ForeignParty {
  name: string;
  addressLines: string[];
  phone?: string;
  email?: string;
  contact?: string;
}

export function foreignParty(rng: Rng, locale: Locale, opts: { person?: boolean } = {}): ForeignParty {
  const place = rng.pick(locale.cities);
  const name = opts.person ? rng.pick(locale.people) : `${rng.pick(locale.companies)} ${rng.pick(locale.legalForms)}`;
  const street = locale.streetLine
    .replace("{street}", rng.pick(locale.streets))
    .replace("{n}", String(rng.int(1, 180)));
  const cityLine =
    locale.country === "GB"
      ? `${place.city} ${place.postcode}`
      : locale.country === "US" || locale.country === "AU"
        ? `${place.city} ${place.postcode}`
        : `${place.postcode} ${place.city}`;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z]+/g, "")
    .slice(0, 12);
  const tld = { DE: "de", FR: "fr", ES: "es", IT: "it", GB: "co.uk", US: "com", AT: "at", AU: "com.au" }[
    locale.country
  ];
  return {
    name,
    addressLines: [street, cityLine],
    phone: locale.phone(rng.digits(10)),
    email: `${rng.pick(["info", "rechnung", "contact", "billing", "office"])}@${slug}.${tld}`,
    contact: rng.pick(locale.people),
  };
}
