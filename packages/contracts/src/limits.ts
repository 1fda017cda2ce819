/**
 * The product's limits (decisions.md, "Limits"). Services take their configuration defaults from here, and the
 * gateway's request schemas (validation and OpenAPI) are built from the same values.
 */
import type { JobKind } from "./domain.ts";

export const LIMITS = {
  /** Files in one upload request. */
  filesPerUpload: 50,
  /** Bytes of one uploaded file. */
  fileBytes: 10 * 1024 * 1024,
  /** Pages of one document. */
  pagesPerDocument: 500,
  /** Pixels of one PNG or JPEG picture. */
  imagePixels: 100_000_000,
  /** Bytes of a JSON request body. */
  jsonBodyBytes: 1024 * 1024,
  /** Nesting of arrays and objects in a JSON request body: what is read recursively stays far from the stack's end. */
  jsonDepth: 64,
  /** Characters of a parsing schema's name and description. */
  schemaNameChars: 200,
  schemaDescriptionChars: 2000,
  /** How long an upload waits for its files' types before answering `unknown` for the rest (decisions.md: 20 s). */
  uploadDetectionDeadlineMs: 20_000,
} as const;

/** Documents in one batch, per kind of job. */
export const BATCH_LIMITS: Readonly<Record<JobKind, number>> = { invoice: 50, bank_statement: 10 };

export const PAGE_SIZE = { default: 20, max: 100 } as const;

/**
 * The highest page a listing may ask for: pages travel as int32 between services (common.proto's PageRequest),
 * and with it the row offset (at most 2^31 × 100) stays an exact number in JavaScript and in a bigint.
 */
export const MAX_PAGE = 2 ** 31 - 1;
