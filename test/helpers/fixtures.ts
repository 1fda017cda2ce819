/**
 * Fixture documents, generated in code (plus one committed encrypted PDF made from `invoicePdf()` with qpdf, see
 * test/fixtures/README.md). Values are chosen so a correct extractor has one obvious answer for each field.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { buildPdf, rows } from "./pdf.ts";
import { standardEncryption } from "./pdf-encrypt.ts";
import { buildJpeg, buildPng } from "./images.ts";

/** A short id unique to this test run, used to recognise the run's files in listings. */
export const RUN_ID = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
export const uniqueName = (stem: string, ext: string): string =>
  `${stem}-${RUN_ID}-${randomBytes(3).toString("hex")}.${ext}`;

export const MiB = 1024 * 1024;
export const MAX_FILE_BYTES = 10 * MiB;

/** Expected values of the invoice fixture (what a correct extraction returns). */
export const INVOICE = {
  invoice_number: "INV-2024-0117",
  invoice_date: "2024-03-15",
  grand_total: "1770.00",
  seller_gstin: "27AAPFU0939F1ZV",
  buyer_gstin: "29AAGCB7383J1Z4",
};

export function invoicePdf(invoiceNumber = INVOICE.invoice_number): Buffer {
  return buildPdf([invoicePage(invoiceNumber)], { title: `Invoice ${invoiceNumber}` });
}

/** The second invoice of `twoInvoicePdf()`: the same supply billed again under its own number. */
export const SECOND_INVOICE_NUMBER = "INV-2024-0118";

/** One PDF holding two invoices, one a page, as a marketplace download or a monthly bundle prints them. */
export function twoInvoicePdf(): Buffer {
  return buildPdf([invoicePage(INVOICE.invoice_number), invoicePage(SECOND_INVOICE_NUMBER)], {
    title: "Invoices",
  });
}

function invoicePage(invoiceNumber: string) {
  return rows([
    ["TAX INVOICE", 18],
    "",
    {
      cols: [
        [50, `Invoice Number: ${invoiceNumber}`],
        [330, "Invoice Date: 15/03/2024"],
      ],
    },
    {
      cols: [
        [50, "PO Number: PO-5531"],
        [330, "Due Date: 14/04/2024"],
      ],
    },
    {
      cols: [
        [50, "Place of Supply: Karnataka (29)"],
        [330, "Reverse Charge: No"],
      ],
    },
    "",
    ["Seller", 11],
    "Acme Components Private Limited",
    "Plot 14, MIDC Industrial Area, Pune, Maharashtra 411019",
    `GSTIN: ${INVOICE.seller_gstin}    State Code: 27`,
    "Phone: +91 20 4567 8901",
    "",
    ["Bill To (Buyer)", 11],
    "Globex Retail LLP",
    "22 Residency Road, Bengaluru, Karnataka 560025",
    `GSTIN: ${INVOICE.buyer_gstin}    State Code: 29`,
    "Phone: +91 80 2345 6789",
    "",
    {
      cols: [
        [50, "Description"],
        [250, "HSN"],
        [320, "Qty"],
        [380, "Unit Price"],
        [480, "Amount"],
      ],
    },
    {
      cols: [
        [50, "Steel mounting brackets"],
        [250, "7326"],
        [320, "10"],
        [380, "150.00"],
        [480, "1500.00"],
      ],
    },
    "",
    {
      cols: [
        [330, "Taxable Value"],
        [480, "1500.00"],
      ],
    },
    {
      cols: [
        [330, "IGST @ 18%"],
        [480, "270.00"],
      ],
    },
    {
      cols: [
        [330, "Total Tax"],
        [480, "270.00"],
      ],
    },
    {
      cols: [
        [330, "Grand Total"],
        [480, INVOICE.grand_total],
      ],
    },
    "",
    "Amount in words: One Thousand Seven Hundred Seventy Rupees Only",
    "",
    ["Bank Details", 11],
    "Bank Name: HDFC Bank    Branch: Baner, Pune",
    "Account Number: 50200012345678    IFSC: HDFC0001234    SWIFT Code: HDFCINBB",
  ]);
}

/** Expected values of the statement fixture. */
export const STATEMENT = {
  account_number: "00112233445566",
  transactions: 4,
  closing_balance: "55250.00",
};

/**
 * A two-page bank statement with a text layer; with `userPassword`, the same statement encrypted so that only
 * that password opens it (the standard security handler, see pdf-encrypt.ts).
 */
export function statementPdf(userPassword?: string): Buffer {
  const page1 = rows([
    ["STATEMENT OF ACCOUNT", 18],
    "",
    "Bank Name: Union Coastal Bank    Branch: MG Road, Bengaluru",
    "Account Holder: Priya Sharma",
    `Account Number: ${STATEMENT.account_number}    IFSC: UCBA0004321`,
    "Statement Period: 01/04/2024 to 30/04/2024    Currency: INR",
    "Opening Balance: 10000.00",
    "",
    {
      cols: [
        [50, "Date"],
        [120, "Description"],
        [300, "Reference"],
        [380, "Debit"],
        [440, "Credit"],
        [500, "Balance"],
      ],
    },
    {
      cols: [
        [50, "02/04/2024"],
        [120, "NEFT SALARY APRIL"],
        [300, "N0924011"],
        [440, "50000.00"],
        [500, "60000.00"],
      ],
    },
    {
      cols: [
        [50, "05/04/2024"],
        [120, "ATM CASH WITHDRAWAL"],
        [300, "A7781002"],
        [380, "2000.00"],
        [500, "58000.00"],
      ],
    },
  ]);
  const page2 = rows([
    ["STATEMENT OF ACCOUNT (continued)", 12],
    "",
    {
      cols: [
        [50, "Date"],
        [120, "Description"],
        [300, "Reference"],
        [380, "Debit"],
        [440, "Credit"],
        [500, "Balance"],
      ],
    },
    {
      cols: [
        [50, "10/04/2024"],
        [120, "UPI GROCERY MART"],
        [300, "U4410931"],
        [380, "1500.00"],
        [500, "56500.00"],
      ],
    },
    {
      cols: [
        [50, "21/04/2024"],
        [120, "ELECTRICITY BILL"],
        [300, "B3301877"],
        [380, "1250.00"],
        [500, "55250.00"],
      ],
    },
    "",
    `Closing Balance: ${STATEMENT.closing_balance}`,
    "End of statement",
  ]);
  return buildPdf([page1, page2], {
    title: "Statement of account",
    ...(userPassword !== undefined ? { encryption: standardEncryption(userPassword, `owner-${userPassword}`) } : {}),
  });
}

/** A one-page document that is neither an invoice nor a statement. */
export function memoPdf(n = 0): Buffer {
  return buildPdf(
    [
      rows([
        ["Meeting notes", 16],
        `Item ${n}: the team discussed the office picnic and the new coffee machine.`,
        "Nothing here is a bill or an account statement.",
      ]),
    ],
    { title: `Memo ${n}` },
  );
}

/** A valid PDF (memo content) padded to exactly `size` bytes. */
export const paddedPdf = (size: number): Buffer =>
  buildPdf([rows([["Padded document", 14], "This file is padded to a precise size."])], { exactSize: size });

export const png = (seed = 0): Buffer => buildPng(64, 48, seed);
export const jpeg = (seed = 0): Buffer => buildJpeg(8, 6, seed);

/** Plain text: not any supported format, whatever it is named. */
export const plainText = (): Buffer =>
  Buffer.from("This is a plain text file pretending to be a PDF.\nInvoice Number: 42\n", "utf8");

/** A PDF cut off inside its second object: header present, no page tree, no xref, no trailer. */
export function truncatedPdf(): Buffer {
  const full = invoicePdf();
  const cut = full.indexOf("2 0 obj") + 12;
  return full.subarray(0, cut);
}

/** The user password of `encryptedPdf()` (test/fixtures/README.md). */
export const ENCRYPTED_PASSWORD = "user-secret-pw";

/** An invoice PDF encrypted with a user password (AES-256), so it cannot be opened without the password. */
export const encryptedPdf = (): Buffer => readFileSync(new URL("../fixtures/encrypted-invoice.pdf", import.meta.url));

export const emptyFile = (): Buffer => Buffer.alloc(0);

export const MIME: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  txt: "text/plain",
};
