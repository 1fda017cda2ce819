// Every family, in a stable order; the split of each is part of its definition.
import type { Family } from "./family.ts";
import { inTally } from "./in-tally.ts";
import { inZoho } from "./in-zoho.ts";
import { inBusy } from "./in-busy.ts";
import { inMarg } from "./in-marg.ts";
import { inVyapar, inMyBillBook } from "./in-small-business.ts";
import { inErpnext, inOdoo, inServices } from "./in-erp.ts";
import { inBilingual } from "./in-bilingual.ts";
import { inMarketplace } from "./in-marketplace.ts";
import { inFoodDelivery } from "./in-food-delivery.ts";
import { inBillOfSupply, inThermal } from "./in-retail.ts";
import { inShopPhoto } from "./in-shop-photo.ts";
import { inEinvoice } from "./in-einvoice.ts";
import { inBillingApps } from "./in-billing-apps.ts";
import { inGstTemplate } from "./in-gst-template.ts";
import { inHindiGst } from "./in-hindi-gst.ts";
import { inPartyLayouts } from "./in-party-layouts.ts";
import { inInvoiceHeaders } from "./in-invoice-headers.ts";
import { inGstFormats } from "./in-gst-formats.ts";
import { inPrintStyles } from "./in-print-styles.ts";
import { posSupplyEs } from "./pos-supply-es.ts";
import { inConsumerApps } from "./in-consumer-apps.ts";
import { inTaxMix } from "./in-tax-mix.ts";
import { inExportNotes } from "./in-export-notes.ts";
import { inSapErp } from "./in-sap-erp.ts";
import { inKeyPanels } from "./in-key-panels.ts";
import { latamFactura } from "./latam-factura.ts";
import { ukIeAccounting } from "./uk-ie-accounting.ts";
import { inRestaurantBill } from "./in-restaurant-bill.ts";
import { inPharmacyBill } from "./in-pharmacy-bill.ts";
import { inSupermarketReceipt } from "./in-supermarket-receipt.ts";
import {
  otherDeliveryNote,
  otherLetter,
  otherPayslip,
  otherProforma,
  otherPurchaseOrder,
  otherQuotation,
  otherReceipt,
} from "./others.ts";
import { STATEMENT_FAMILIES } from "./statement-banks.ts";
import { MORE_STATEMENT_FAMILIES } from "./statement-more.ts";
import { stmtInSerial } from "./statement-serial.ts";
import { stmtInWrap } from "./statement-in-wrap.ts";
import { stmtInSfb } from "./statement-in-sfb.ts";
import { auTaxInvoice, deDin5008, esFactura, frFacture, itFattura, ukVatInvoice, usInvoice } from "./foreign.ts";

export const FAMILIES: readonly Family[] = [
  inTally,
  inZoho,
  inBusy,
  inMarg,
  inVyapar,
  inMyBillBook,
  inErpnext,
  inOdoo,
  inServices,
  inBilingual,
  deDin5008,
  frFacture,
  esFactura,
  itFattura,
  ukVatInvoice,
  usInvoice,
  auTaxInvoice,
  ukIeAccounting,
  inMarketplace,
  inFoodDelivery,
  inThermal,
  inBillOfSupply,
  inShopPhoto,
  inEinvoice,
  inBillingApps,
  inGstTemplate,
  inHindiGst,
  latamFactura,
  inRestaurantBill,
  inPharmacyBill,
  inSupermarketReceipt,
  inPartyLayouts,
  inInvoiceHeaders,
  inGstFormats,
  inPrintStyles,
  posSupplyEs,
  inConsumerApps,
  inTaxMix,
  inExportNotes,
  inSapErp,
  inKeyPanels,
  otherQuotation,
  otherProforma,
  otherPurchaseOrder,
  otherDeliveryNote,
  otherReceipt,
  otherLetter,
  otherPayslip,
  ...STATEMENT_FAMILIES,
  ...MORE_STATEMENT_FAMILIES,
  stmtInSerial,
  stmtInWrap,
  stmtInSfb,
];

export function familiesByName(names: readonly string[] | undefined): Family[] {
  if (!names || names.length === 0) return [...FAMILIES];
  return names.map((n) => {
    const f = FAMILIES.find((x) => x.name === n);
    if (!f) throw new Error(`unknown family "${n}"; known: ${FAMILIES.map((x) => x.name).join(", ")}`);
    return f;
  });
}
