import { sameValue } from "../../text/values/amounts.ts";
import type { FieldSink } from "../common/output.ts";
import type { Layout } from "../../types.ts";
import { CII_ROOTS, readCii } from "./embedded-cii.ts";
import { readUbl, UBL_ROOTS } from "./embedded-ubl.ts";
import { xmlParser, type XmlNode } from "./xml-nodes.ts";

/** Invoice fields read from structured data inside the file (Factur-X / ZUGFeRD 1 and 2 / XRechnung: CII or UBL). */
export interface EmbeddedInvoice {
  source: string;
  fields: Record<string, Record<string, string>>;
}

const E_INVOICE = new RegExp(`<(?:[\\w-]+:)?(?:${[...CII_ROOTS, ...UBL_ROOTS].join("|")})[\\s>]`);

/** Whether an attached file says it is an e-invoice in one of the two syntaxes (its root, near its start). */
export const looksLikeEInvoice = (xml: string): boolean => E_INVOICE.test(xml.slice(0, 16_000));

/**
 * Reads the first e-invoice (CII or UBL) among the layout's embedded files, if any. One that cannot be
 * parsed is skipped, and `warn` told why: the printed fields stand, but a reviewer should know the
 * machine-written data was there and not used.
 */
export function readEmbeddedInvoice(
  layout: Layout,
  warn: (message: string) => void = () => {},
): EmbeddedInvoice | undefined {
  for (const [name, xml] of Object.entries(layout.embedded ?? {})) {
    if (!looksLikeEInvoice(xml)) continue;
    let doc: XmlNode;
    try {
      doc = xmlParser.parse(xml) as XmlNode;
    } catch (err) {
      warn(`the embedded invoice data (${name}) cannot be read: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    const fields = readCii(doc) ?? readUbl(doc);
    if (fields) return { source: name, fields };
  }
  return undefined;
}

/**
 * Structured data inside the PDF (Factur-X / ZUGFeRD) is machine-written: it fills what the printed
 * text lacks and wins where they disagree, and every disagreement becomes a warning.
 */
export function mergeEmbedded(layout: Layout, result: Record<string, unknown>, sink: FieldSink): void {
  const embedded = readEmbeddedInvoice(layout, (m) => sink.warn(m));
  if (!embedded) return;
  for (const [group, values] of Object.entries(embedded.fields)) {
    const target = (result[group] ??= {}) as Record<string, string>;
    for (const [key, value] of Object.entries(values)) {
      const printed = target[key];
      if (printed !== undefined && !sameValue(printed, value))
        sink.warn(
          `${group}.${key}: the embedded invoice data (${embedded.source}) says "${value}", the printed text "${printed}"`,
        );
      target[key] = value;
      sink.fields[`${group}.${key}`] = { page: 1, bbox: [0, 0, 0, 0], confidence: 1, source: "embedded" };
    }
  }
}
