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

export const optionalJobFields = {
  error: Type.Optional(Type.String({ description: "Present when the job failed" })),
  extraction: Type.Optional(
    FreeObject(
      "Per-field confidence, source page and box, OCR use and warnings; e_invoice: the IRN read from an Indian " +
        "e-invoice QR code (signature_verified: false)",
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

export const StatementResults = Type.Object(
  {
    account_info: FreeObject("Account holder, number, bank, period, balances"),
    transactions: Type.Array(FreeObject("date, description, reference, debit, credit, balance")),
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
