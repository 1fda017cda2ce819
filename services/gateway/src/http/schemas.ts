/**
 * JSON schemas of every route: fastify validates requests against them (failures become 400 INVALID_REQUEST)
 * and @fastify/swagger turns them into the OpenAPI document. Responses are serialized with JSON.stringify, so
 * response schemas document, they never filter.
 */
import { DOCUMENT_TYPES, FILE_STATUSES, JOB_KINDS } from "@docintake/contracts";

type Schema = Record<string, unknown>;

const str = (description?: string): Schema => (description ? { type: "string", description } : { type: "string" });
const int = (description?: string): Schema => (description ? { type: "integer", description } : { type: "integer" });
const uuid: Schema = { type: "string", format: "uuid" };
const timestamp: Schema = { type: "string", format: "date-time", description: "ISO 8601 UTC, ending in Z" };
const freeObject = (description: string): Schema => ({ type: "object", additionalProperties: true, description });

const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({
  type: "object",
  properties,
  required,
});

export const envelope = (data: Schema, description = "Success: `{success: true, data}`"): Schema => ({
  ...obj({ success: { type: "boolean", const: true }, data }),
  description,
});

export const errorBody: Schema = {
  ...obj({
    success: { type: "boolean", const: false },
    error: str("Human-readable message"),
    code: {
      type: "string",
      enum: [
        "INVALID_REQUEST",
        "UNAUTHENTICATED",
        "NOT_FOUND",
        "SCHEMA_NAME_TAKEN",
        "PAYLOAD_TOO_LARGE",
        "UNSUPPORTED_FILE_TYPE",
        "UNPROCESSABLE_DOCUMENT",
        "RATE_LIMITED",
        "UNAVAILABLE",
        "INTERNAL",
      ],
    },
  }),
  description: "Failure",
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid request (INVALID_REQUEST)",
  401: "Missing, malformed, unknown or revoked credential (UNAUTHENTICATED)",
  404: "Absent or owned by another user (NOT_FOUND)",
  409: "Duplicate active schema name (SCHEMA_NAME_TAKEN)",
  413: "Too many files, a file over the size limit or a body too large (PAYLOAD_TOO_LARGE)",
  415: "Unsupported file type; supported: PDF, JPG, JPEG, PNG (UNSUPPORTED_FILE_TYPE)",
  422: "Corrupt, encrypted or unreadable document, or no parser for its type (UNPROCESSABLE_DOCUMENT)",
  429: "Rate limit exceeded (RATE_LIMITED); see Retry-After",
  503: "A dependency is unavailable (UNAVAILABLE)",
};

/** Failure responses of a route: the common ones plus those given. */
export function failures(...codes: number[]): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const c of [400, 401, ...codes, 429, 503].sort((a, b) => a - b)) {
    out[String(c)] = { ...errorBody, description: ERROR_DESCRIPTIONS[c] ?? "Failure" };
  }
  out["500"] = { ...errorBody, description: "Internal error (INTERNAL); the request id is in x-request-id" };
  return out;
}

export const security = [{ bearerAuth: [] }];

const idempotencyHeader: Schema = {
  type: "object",
  properties: {
    "idempotency-key": {
      type: "string",
      maxLength: 255,
      description: "Replays the first response of the same request within 24 h instead of creating anything new.",
    },
  },
};

const pagination = {
  page: { type: "integer", minimum: 1, default: 1 },
  page_size: { type: "integer", minimum: 1, maximum: 100, default: 20 },
};

// ---- files ----

const validation = obj({
  page_count: int("Number of pages"),
  file_size: int("Bytes"),
  format: { type: "string", enum: ["PDF", "JPG", "JPEG", "PNG"] },
});

const uploadedFile = obj({
  doc_id: uuid,
  type: { type: "string", enum: [...DOCUMENT_TYPES], description: "`unknown` while detection is still running" },
  validation,
});

const fileRecordProps = {
  id: uuid,
  filename: str("Original file name"),
  file_id: str("Storage name `<epoch ms>_<sanitized filename>`"),
  type: { type: "string", enum: [...DOCUMENT_TYPES] },
  status: { type: "string", enum: [...FILE_STATUSES] },
  size: int("Bytes"),
  created_at: timestamp,
  completed_at: { type: ["string", "null"], format: "date-time" },
};
const fileRecord = obj(fileRecordProps);
const fileRecordFull = obj({
  ...fileRecordProps,
  processed_data: freeObject("Result of the last completed parse; empty before"),
});

const multipartBody: Schema = {
  type: "object",
  properties: {
    files: {
      type: "array",
      items: { type: "string", format: "binary" },
      description: "One or more files (parts named `files`, or `files[0]`, `files[1]`, …)",
    },
  },
  required: ["files"],
};

const fileIdParams = obj({ file_id: str("The file's id (upload doc_id)") });

export const uploadSchema: Schema = {
  tags: ["files"],
  summary: "Upload files (PDF, JPG, JPEG, PNG; up to 50 files, 10 MB each)",
  description:
    "Stores every file or none. The answer comes once each file's type is detected, or after a deadline with type `unknown`.",
  consumes: ["multipart/form-data"],
  headers: idempotencyHeader,
  body: multipartBody,
  security,
  response: {
    200: envelope(obj({ files: { type: "array", items: uploadedFile }, status: { type: "string", const: "done" } })),
    ...failures(413, 415, 422),
  },
};

export const legacyUploadSchema: Schema = {
  tags: ["files"],
  summary: "Upload files (legacy; use /files/upload)",
  deprecated: true,
  consumes: ["multipart/form-data"],
  headers: idempotencyHeader,
  body: multipartBody,
  security,
  response: {
    200: envelope(
      obj({
        files: {
          type: "array",
          items: obj({
            file_id: str("Storage name"),
            file_url: str("Absolute URL of GET /files/{id}/download"),
            doc_id: uuid,
          }),
        },
        status: { type: "string", const: "done" },
      }),
    ),
    ...failures(413, 415, 422),
  },
};

export const listFilesSchema: Schema = {
  tags: ["files"],
  summary: "List the caller's files, newest first",
  querystring: {
    type: "object",
    properties: {
      ...pagination,
      type: { type: "string", enum: [...DOCUMENT_TYPES] },
      status: { type: "string", enum: [...FILE_STATUSES], description: "`deleted` files are listed only when asked" },
    },
  },
  security,
  response: {
    200: envelope(obj({ files: { type: "array", items: fileRecord }, page: int(), page_size: int(), total: int() })),
    ...failures(),
  },
};

export const getFileSchema: Schema = {
  tags: ["files"],
  summary: "Get one file record, with processed_data",
  params: fileIdParams,
  security,
  response: { 200: envelope(fileRecordFull), ...failures(404) },
};

export const downloadFileSchema: Schema = {
  tags: ["files"],
  summary: "Download the original bytes",
  params: fileIdParams,
  produces: ["application/pdf", "image/png", "image/jpeg"],
  security,
  response: {
    200: {
      description: "The original file, with Content-Type, Content-Disposition and Content-Length",
      type: "string",
      format: "binary",
    },
    ...failures(404),
  },
};

export const deleteFileSchema: Schema = {
  tags: ["files"],
  summary: "Delete a file permanently (a metadata tombstone with status deleted remains)",
  params: fileIdParams,
  security,
  response: { 200: envelope(obj({ file_id: str(), message: str() })), ...failures(404) },
};

// ---- parse jobs ----

const callbackUrl: Schema = {
  type: "string",
  maxLength: 2048,
  description: "http(s) URL POSTed when the job ends (signed with the user's webhook secret)",
};
const schemaId: Schema = { ...uuid, description: "Also extract this schema's fields into result.custom_fields" };
const documentId: Schema = { ...uuid, description: "A doc_id from an upload" };

const parseBody = obj({ document_id: documentId, callback_url: callbackUrl, schema_id: schemaId }, ["document_id"]);

const batchBody = (max: number): Schema =>
  obj(
    {
      files: {
        type: "array",
        minItems: 1,
        maxItems: max,
        items: obj({ document_id: documentId }),
        description: `1 to ${max} distinct documents`,
      },
      callback_url: callbackUrl,
      schema_id: schemaId,
    },
    ["files"],
  );

const jobStatus: Schema = { type: "string", enum: ["pending", "processing", "completed", "failed"] };
const batchStatus: Schema = {
  type: "string",
  enum: ["pending", "processing", "completed", "partially_failed", "failed"],
};
const jobIdParams = obj({ job_id: str() });
const batchIdParams = obj({ batch_id: str() });

const jobCommon = {
  job_id: str(),
  status: jobStatus,
  file_id: str("Storage name of the processed file"),
  created_at: timestamp,
  updated_at: timestamp,
};
const optionalJobFields = {
  error: str("Present when the job failed"),
  extraction: freeObject(
    "Per-field confidence, source page and box, OCR use and warnings; e_invoice: the IRN read from an Indian e-invoice QR code (signature_verified: false)",
  ),
  callback: obj(
    {
      status: { type: "string", enum: ["delivered", "dead"], description: "dead: given up after every retry" },
      attempts: { type: "integer" },
      last_error: { type: ["string", "null"] },
    },
    ["status", "attempts"],
  ),
};

const statementResults = obj(
  {
    account_info: freeObject("Account holder, number, bank, period, balances"),
    transactions: { type: "array", items: freeObject("date, description, reference, debit, credit, balance") },
    custom_fields: freeObject("Fields of the requested schema"),
  },
  ["account_info", "transactions"],
);

export const createInvoiceJobSchema: Schema = {
  tags: ["invoices"],
  summary: "Start an invoice parse job",
  headers: idempotencyHeader,
  body: parseBody,
  security,
  response: { 202: envelope(obj({ job_id: str(), status: jobStatus })), ...failures(404, 413, 422) },
};

export const createStatementJobSchema: Schema = {
  ...createInvoiceJobSchema,
  tags: ["statements"],
  summary: "Start a bank statement parse job",
};

export const createGeneralJobSchema: Schema = {
  tags: ["parse"],
  summary: "Start a parse job routed by the document's detected type",
  headers: idempotencyHeader,
  body: parseBody,
  security,
  response: {
    202: envelope(obj({ job_id: str(), status: jobStatus, created_at: timestamp, updated_at: timestamp })),
    ...failures(404, 413, 422),
  },
};

export const getInvoiceJobSchema: Schema = {
  tags: ["invoices"],
  summary: "Invoice job status and result (no envelope)",
  params: jobIdParams,
  security,
  response: {
    200: obj(
      {
        ...jobCommon,
        result: freeObject("Invoice groups; every value a string; {} until completed"),
        ...optionalJobFields,
      },
      [...Object.keys(jobCommon), "result"],
    ),
    ...failures(404),
  },
};

export const getStatementJobSchema: Schema = {
  tags: ["statements"],
  summary: "Bank statement job status and results",
  params: jobIdParams,
  security,
  response: {
    200: envelope(
      obj(
        {
          ...jobCommon,
          progress: { type: "integer", minimum: 0, maximum: 100 },
          results: statementResults,
          ...optionalJobFields,
        },
        [...Object.keys(jobCommon), "progress", "results"],
      ),
    ),
    ...failures(404),
  },
};

export const getGeneralJobSchema: Schema = {
  tags: ["parse"],
  summary: "Status and result of a job of any type",
  params: jobIdParams,
  security,
  response: {
    200: envelope(
      obj(
        { ...jobCommon, result: freeObject("Invoice groups, or {account_info, transactions}"), ...optionalJobFields },
        [...Object.keys(jobCommon), "result"],
      ),
    ),
    ...failures(404),
  },
};

const batchCreated = obj({
  batch_id: str(),
  status: batchStatus,
  job_ids: { type: "array", items: str() },
  created_at: timestamp,
  updated_at: timestamp,
});

export const createBatchSchema = (kind: "invoices" | "statements", max: number): Schema => ({
  tags: [kind],
  summary: `Start one ${kind === "invoices" ? "invoice" : "statement"} job per document (at most ${max})`,
  headers: idempotencyHeader,
  body: batchBody(max),
  security,
  response: { 202: envelope(batchCreated), ...failures(404, 413, 422) },
});

export const getBatchSchema = (kind: "invoices" | "statements"): Schema => ({
  tags: [kind],
  summary: "Batch status",
  params: batchIdParams,
  security,
  response: {
    200: envelope(
      obj({
        batch_id: str(),
        status: batchStatus,
        job_ids: { type: "array", items: str() },
        counts: obj({ pending: int(), processing: int(), completed: int(), failed: int() }),
        created_at: timestamp,
        updated_at: timestamp,
      }),
    ),
    ...failures(404),
  },
});

// ---- schemas ----

const schemaType: Schema = { type: "string", enum: [...JOB_KINDS] };
const schemaListItemProps = {
  id: uuid,
  name: str(),
  type: schemaType,
  description: { type: ["string", "null"] },
  version: int(),
  is_active: { type: "boolean" },
  created_at: timestamp,
  updated_at: timestamp,
};
const schemaRecord = obj({
  ...schemaListItemProps,
  user_id: uuid,
  schema_string: str("Base64 of the gzip-compressed JSON definition"),
});
const schemaIdParams = obj({ schema_id: str() });

export const createSchemaSchema: Schema = {
  tags: ["schemas"],
  summary: "Create a parsing schema",
  headers: idempotencyHeader,
  body: obj(
    {
      name: { type: "string", minLength: 1, maxLength: 200 },
      type: schemaType,
      description: { type: ["string", "null"], maxLength: 2000 },
      schema_string: {
        type: "object",
        additionalProperties: true,
        properties: { fields: { type: "array", items: { type: "string" } } },
        description: "The definition; `fields` lists the field names to extract",
      },
    },
    ["name", "type", "schema_string"],
  ),
  security,
  response: { 201: envelope(schemaRecord), ...failures(409) },
};

export const listSchemasSchema: Schema = {
  tags: ["schemas"],
  summary: "List the caller's active schemas",
  querystring: { type: "object", properties: { ...pagination, type: schemaType } },
  security,
  response: {
    200: envelope(
      obj({ schemas: { type: "array", items: obj(schemaListItemProps) }, page: int(), limit: int(), total: int() }),
    ),
    ...failures(),
  },
};

export const getSchemaSchema: Schema = {
  tags: ["schemas"],
  summary: "Get an active schema",
  params: schemaIdParams,
  security,
  response: { 200: envelope(schemaRecord), ...failures(404) },
};

export const deleteSchemaSchema: Schema = {
  tags: ["schemas"],
  summary: "Delete a schema permanently",
  params: schemaIdParams,
  security,
  response: { 200: envelope(obj({ message: str() })), ...failures(404) },
};
