/** Names for the generated OpenAPI types the helpers take and give. */
import type { paths } from "./generated/openapi.ts";

type Json<T> = T extends { content: { "application/json": infer B } } ? B : never;
type Data<T> = Json<T> extends { data: infer D } ? D : Json<T>;

export type UploadedFile = Data<paths["/api/v1/files/upload"]["post"]["responses"][200]>["files"][number];
export type FileRecord = Data<paths["/api/v1/files/{file_id}"]["get"]["responses"][200]>;
export type FileList = Data<paths["/api/v1/files"]["get"]["responses"][200]>;
export type FileListQuery = NonNullable<paths["/api/v1/files"]["get"]["parameters"]["query"]>;
export type JobCreated = Data<paths["/api/v1/parse"]["post"]["responses"][202]>;
export type JobStatus = Data<paths["/api/v1/parse/{job_id}"]["get"]["responses"][200]>;
export type SchemaRecord = Data<paths["/api/v1/schemas"]["post"]["responses"][201]>;
export type SchemaList = Data<paths["/api/v1/schemas/list"]["get"]["responses"][200]>;
export type SchemaListQuery = NonNullable<paths["/api/v1/schemas/list"]["get"]["parameters"]["query"]>;
export type CreateSchemaBody = NonNullable<
  paths["/api/v1/schemas"]["post"]["requestBody"]
>["content"]["application/json"];
export type DocumentKind = JobStatus["type"];
export type ExportFormat = NonNullable<
  paths["/api/v1/parse/statements/{job_id}/export"]["get"]["parameters"]["query"]
>["format"];

/** The body of a job's callback (POSTed when it ends), signed with X-DocIntake-Signature. */
export interface WebhookEvent {
  event: "job.completed" | "job.failed";
  job_id: string;
  document_id: string;
  type: DocumentKind;
  status: "completed" | "failed";
  created_at: string;
  updated_at: string;
  result?: Record<string, unknown>;
  error?: string;
}
