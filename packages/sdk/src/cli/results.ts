/** A finished job as the CLI writes it: JSON with what it came from, or CSV (a statement's transactions). */
import { basename } from "node:path";
import { fieldsCsv, statementCsv } from "@docintake/formats";
import type { JobStatus, UploadedFile } from "../types.ts";

export interface ParsedDocument {
  file: string;
  doc_id: string;
  job_id: string;
  type: string;
  status: string;
  result?: unknown;
  extraction?: unknown;
  error?: string;
}

export function parsedDocument(path: string, uploaded: UploadedFile, job: JobStatus): ParsedDocument {
  return {
    file: basename(path),
    doc_id: uploaded.doc_id,
    job_id: job.job_id,
    type: job.type,
    status: job.status,
    ...(job.status === "completed" ? { result: job.result } : {}),
    ...(job.extraction ? { extraction: job.extraction } : {}),
    ...(job.error ? { error: job.error } : {}),
  };
}

/** A statement's transactions; any other result as `field,value` rows. */
export const csvOf = (doc: Pick<ParsedDocument, "type" | "result">): string =>
  doc.type === "bank_statement" ? statementCsv(doc.result) : fieldsCsv(doc.result ?? {});
