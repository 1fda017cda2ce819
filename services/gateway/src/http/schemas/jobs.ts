/** The shapes of parse jobs and batches in responses. */
import { Type } from "typebox";
import { FreeObject, Int, OpaqueId, StringEnum, Timestamp } from "./primitives.ts";

export const JobStatus = StringEnum(["pending", "processing", "completed", "failed"] as const);
export const BatchStatus = StringEnum(["pending", "processing", "completed", "partially_failed", "failed"] as const);

export const JobIdParams = Type.Object({ job_id: OpaqueId("A job_id from a parse request") });
export const BatchIdParams = Type.Object({ batch_id: OpaqueId("A batch_id from a batch request") });

export const jobCommon = {
  job_id: Type.String(),
  status: JobStatus,
  file_id: Type.String({ description: "Storage name of the processed file" }),
  created_at: Timestamp,
  updated_at: Timestamp,
};

/** A label -> value pair the page shows, with where both were read (as Textract's and Azure's users expect). */
export const KeyValue = Type.Object({
  key: Type.String(),
  value: Type.String(),
  page: Type.Integer({ minimum: 1, description: "Page number, from 1" }),
  key_bbox: Type.Array(Type.Number(), {
    minItems: 4,
    maxItems: 4,
    description: "x0, y0, x1, y1; points or pixels, y down",
  }),
  value_bbox: Type.Array(Type.Number(), { minItems: 4, maxItems: 4 }),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  source: StringEnum(["text_layer", "ocr"] as const),
});

export const optionalJobFields = {
  error: Type.Optional(Type.String({ description: "Present when the job failed" })),
  error_code: Type.Optional(
    Type.String({
      description:
        "Present when the job failed with a known cause: an error code of the API's (PASSWORD_REQUIRED, " +
        "PASSWORD_INCORRECT, UNPROCESSABLE_DOCUMENT, NOT_FOUND, INTERNAL), as failure bodies' `code`",
    }),
  ),
  extraction: Type.Optional(
    Type.Object(
      {
        key_values: Type.Optional(
          Type.Array(KeyValue, { description: "Every label -> value pair the pages show (invoices)" }),
        ),
      },
      {
        additionalProperties: true,
        description:
          "Per-field confidence, source page and box, OCR use and warnings; e_invoice: the IRN read from an " +
          "Indian e-invoice QR code (signature_verified: false); key_values: the pages' label -> value pairs",
      },
    ),
  ),
  callback: Type.Optional(
    Type.Object({
      status: StringEnum(["delivered", "dead"] as const, "dead: given up after every retry"),
      attempts: Int(),
      last_error: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
};

const invoiceGroups = {
  invoice_details: Type.Optional(
    FreeObject("invoice_number, invoice_date, due_date, PO_number, GR_number, GR_date, place_of_supply"),
  ),
  seller_details: Type.Optional(FreeObject("name, address, GSTIN, state_code, phone")),
  buyer_details: Type.Optional(FreeObject("name, address, GSTIN, state_code, phone")),
  line_items: Type.Optional(Type.Array(FreeObject("description, HSN, quantity, unit_price, amount"))),
  tax_calculation: Type.Optional(
    FreeObject("HSN, taxable_value, <TAX>_percentage, <TAX>_amount, reverse_charge_applicable"),
  ),
  total_calculation: Type.Optional(
    FreeObject("sub_total, total_tax, grand_total, amount_in_words, <TAX>_at_<rate>_percentage"),
  ),
  bank_details: Type.Optional(FreeObject("bank_name, account_number, IFSC, SWIFT_CODE, branch")),
};

/**
 * An invoice result: its groups (every value a string), the page's key-value pairs, and, where one PDF
 * holds several invoices, each of them with its pages; the groups then describe the first.
 */
export const InvoiceResult = Type.Object(
  {
    ...invoiceGroups,
    invoices: Type.Optional(
      Type.Array(
        Type.Object(
          {
            pages: Type.Object(
              { from: Type.String(), to: Type.String() },
              { description: "First and last page, from 1" },
            ),
            ...invoiceGroups,
          },
          { additionalProperties: true },
        ),
        { description: "Every invoice a PDF holds, in order, when it holds several" },
      ),
    ),
    custom_fields: Type.Optional(FreeObject("Fields of the requested schema")),
  },
  { additionalProperties: true, description: "Invoice groups; every value a string; {} until completed" },
);

export const StatementResults = Type.Object(
  {
    account_info: FreeObject("Account holder, number, bank, period, balances"),
    transactions: Type.Array(FreeObject("date, description, reference, debit, credit, balance")),
    accounts: Type.Optional(
      Type.Array(
        Type.Object({
          account_info: FreeObject("The account's holder, number, bank, period, balances, currency"),
          transactions: Type.Array(FreeObject("date, description, reference, debit, credit, balance")),
        }),
        {
          description:
            "Every account or currency a statement covers, when it covers several; the first repeats " +
            "account_info and transactions",
        },
      ),
    ),
    custom_fields: Type.Optional(FreeObject("Fields of the requested schema")),
  },
  { additionalProperties: true },
);

export const BatchCreated = Type.Object({
  batch_id: Type.String(),
  status: BatchStatus,
  job_ids: Type.Array(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const BatchState = Type.Object({
  batch_id: Type.String(),
  status: BatchStatus,
  job_ids: Type.Array(Type.String(), { description: "The jobs of the batch's documents that are not deleted" }),
  counts: Type.Object({ pending: Int(), processing: Int(), completed: Int(), failed: Int() }),
  created_at: Timestamp,
  updated_at: Timestamp,
});
