/** Response shapes as the contract describes them (service-api.md + decisions.md). */

export interface Envelope<T> {
  success: boolean;
  data: T;
}

export interface ErrorBody {
  success: boolean;
  error: string;
  code: string;
}

export interface Validation {
  page_count: number;
  file_size: number;
  format: string;
}

export interface UploadedFile {
  doc_id: string;
  type: string;
  type_reason?: string;
  validation: Validation;
}

export interface UploadData {
  files: UploadedFile[];
  status: string;
}

export interface LegacyUploadedFile {
  file_id: string;
  file_url: string;
  doc_id: string;
}

export interface LegacyUploadData {
  files: LegacyUploadedFile[];
  status: string;
}

export interface FileRecord {
  id: string;
  filename: string;
  file_id: string;
  type: string;
  status: string;
  size: number;
  created_at: string;
  completed_at: string | null;
  processed_data?: unknown;
}

export interface FileList {
  files: FileRecord[];
  page: number;
  page_size: number;
  total: number;
}

export interface DeleteFileData {
  file_id: string;
  message: string;
}

export interface JobCreated {
  job_id: string;
  status: string;
  created_at?: string;
  updated_at?: string;
}

export interface StatementResults {
  account_info: Record<string, unknown>;
  transactions: Record<string, unknown>[];
  custom_fields?: Record<string, unknown>;
}

export interface JobStatus {
  job_id: string;
  status: string;
  file_id: string;
  created_at: string;
  updated_at: string;
  result?: Record<string, unknown> | null;
  results?: StatementResults | null;
  progress?: number;
  error?: string;
  extraction?: { warnings?: string[] } & Record<string, unknown>;
}

/** The invoice job status: top level, no envelope. */
export type InvoiceJobStatus = JobStatus & { success?: unknown; data?: unknown };

export interface BatchCreated {
  batch_id: string;
  status?: string;
  job_ids: string[];
  created_at?: string;
  updated_at?: string;
}

export interface BatchCounts {
  pending: number;
  processing: number;
  completed: number;
  failed: number;
}

export interface BatchStatus {
  batch_id: string;
  status: string;
  job_ids: string[];
  counts: BatchCounts;
  created_at: string;
  updated_at: string;
}

export interface SchemaRecord {
  id: string;
  user_id?: string;
  name: string;
  type: string;
  description?: string | null;
  schema_string?: string;
  version: number;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export interface SchemaList {
  schemas: SchemaRecord[];
  page: number;
  limit: number;
  total: number;
}

export interface MessageData {
  message: string;
}

export interface CallbackPayload {
  event: string;
  job_id: string;
  document_id: string;
  type: string;
  status: string;
  created_at: string;
  updated_at: string;
  result?: Record<string, unknown>;
  error?: string;
}
