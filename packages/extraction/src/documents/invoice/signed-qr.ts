import type { FieldSink } from "../common/output.ts";
import { amountValue, money, sameValue } from "../../text/values/amounts.ts";
import { gstinValid, isGstinShape, validStateCode } from "../../text/values/identifiers.ts";
import type { Layout, PageCode } from "../../types.ts";
import { signedQrData, type SignedQrSummary } from "../../read/e-invoice-qr.ts";

interface SignedQrInvoice {
  summary: SignedQrSummary;
  code: PageCode;
  fields: Record<string, Record<string, string>>;
  itemCount?: number;
  mainHsn?: string;
}

const str = (v: unknown): string | undefined => {
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return typeof v === "string" && v.trim() ? v.trim() : undefined;
};

/** e-invoice dates are dd/mm/yyyy. */
function isoDate(v: unknown): string | undefined {
  const m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(str(v) ?? "");
  if (!m) return undefined;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

/** Reads the first e-invoice QR code among the layout's codes, if any. */
export function readSignedQr(layout: Layout): SignedQrInvoice | undefined {
  for (const code of layout.codes ?? []) {
    const found = signedQrData(code.text);
    if (!found) continue;
    const d = found.data;
    const fields: Record<string, Record<string, string>> = {
      invoice_details: {},
      seller_details: {},
      buyer_details: {},
      total_calculation: {},
    };
    const put = (group: string, key: string, value: string | undefined) => {
      if (value) fields[group]![key] = value;
    };
    put("invoice_details", "invoice_number", str(d["DocNo"]));
    put("invoice_details", "invoice_date", isoDate(d["DocDt"]));
    // An unregistered buyer is written "URP": not a GSTIN.
    const gstin = (v: unknown) => {
      const g = str(v)?.toUpperCase();
      return g && isGstinShape(g) ? g : undefined;
    };
    put("seller_details", "GSTIN", gstin(d["SellerGstin"]));
    put("buyer_details", "GSTIN", gstin(d["BuyerGstin"]));
    const total = amountValue(str(d["TotInvVal"]));
    if (total !== null) put("total_calculation", "grand_total", money(total));
    const items = Number(d["ItemCnt"]);
    const summary: SignedQrSummary = { page: code.page + 1, form: found.form, signature_verified: false };
    const irn = str(d["Irn"]);
    if (irn) summary.IRN = irn;
    const irnDate = str(d["IrnDt"]);
    if (irnDate) summary.IRN_date = irnDate;
    const out: SignedQrInvoice = { summary, code, fields };
    if (Number.isInteger(items) && items > 0) out.itemCount = items;
    const hsn = str(d["MainHsnCode"]);
    if (hsn && /^\d{4,8}$/.test(hsn)) out.mainHsn = hsn;
    return out;
  }
  return undefined;
}

/**
 * The e-invoice QR code's data against the printed invoice. The QR is machine-written from what the
 * IRP registered, so it fills what the print lacks and wins a disagreement, unless its value fails a
 * check the printed one passes (a GSTIN's check digit); every disagreement is a warning. Its signature
 * cannot be verified offline, which the summary says.
 */
export function mergeSignedQr(
  layout: Layout,
  result: Record<string, unknown>,
  sink: FieldSink,
): SignedQrSummary | undefined {
  const qr = readSignedQr(layout);
  if (!qr) return undefined;
  const provenance = {
    page: qr.code.page + 1,
    bbox: qr.code.box.map((v) => Math.round(v * 10) / 10) as [number, number, number, number],
    confidence: 0.95,
    source: "embedded" as const,
  };
  for (const [group, values] of Object.entries(qr.fields)) {
    const target = (result[group] ??= {}) as Record<string, string>;
    for (const [key, value] of Object.entries(values)) {
      const printed = target[key];
      if (printed !== undefined && sameValue(printed, value)) continue;
      if (printed !== undefined) {
        sink.warn(`${group}.${key}: the e-invoice QR code says "${value}", the printed text "${printed}"`);
        if (key === "GSTIN" && gstinValid(printed) && !gstinValid(value)) continue;
      }
      target[key] = value;
      sink.fields[`${group}.${key}`] = { ...provenance };
      // A state code that was the replaced GSTIN's follows the GSTIN; one printed apart stays.
      const state = value.slice(0, 2);
      if (
        key === "GSTIN" &&
        validStateCode(state) &&
        (!target["state_code"] || target["state_code"] === printed?.slice(0, 2))
      ) {
        target["state_code"] = state;
        sink.fields[`${group}.state_code`] = { ...provenance };
      }
    }
  }
  const items = Array.isArray(result["line_items"]) ? (result["line_items"] as Record<string, string>[]) : [];
  if (qr.itemCount !== undefined && items.length && items.length !== qr.itemCount)
    sink.warn(`the e-invoice QR code counts ${qr.itemCount} line items, the printed table ${items.length}`);
  if (qr.mainHsn) {
    const tax = (result["tax_calculation"] ??= {}) as Record<string, string>;
    const hsns = items.map((i) => i["HSN"]).filter((h): h is string => !!h);
    if (!tax["HSN"] && !hsns.length) {
      tax["HSN"] = qr.mainHsn;
      sink.fields["tax_calculation.HSN"] = { ...provenance };
    } else if (hsns.length && !hsns.includes(qr.mainHsn))
      sink.warn(`the e-invoice QR code's main HSN code ${qr.mainHsn} is not among the printed items' HSN codes`);
  }
  return qr.summary;
}
