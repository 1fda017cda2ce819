/** The shapes of files in responses: upload results and file records. */
import { Type } from "typebox";
import { TYPE_REASONS } from "@docintake/contracts";
import { DocumentType, FileStatus, FreeObject, Int, SafeText, StringEnum, Timestamp, Uuid } from "./primitives.ts";

/** Why a type is not known; the one vocabulary is the contracts' TYPE_REASONS. */
const TypeReasonField = Type.Optional(
  StringEnum(
    TYPE_REASONS,
    "Present when the type cannot be detected: `PASSWORD_REQUIRED`, a password-protected PDF uploaded without " +
      "its `password`. The file is stored; send `password` (or `password_hints`) with the parse request.",
  ),
);

export const UploadedFile = Type.Object({
  doc_id: Uuid(),
  type: { ...DocumentType, description: "`unknown` while detection is still running, or while `type_reason` says why" },
  type_reason: TypeReasonField,
  validation: Type.Object({
    page_count: Int("Number of pages"),
    file_size: Int("Bytes"),
    format: StringEnum(["PDF", "JPG", "JPEG", "PNG"] as const),
  }),
});

export const LegacyUploadedFile = Type.Object({
  file_id: Type.String({ description: "Storage name" }),
  file_url: Type.String({ description: "Absolute URL of GET /files/{id}/download" }),
  doc_id: Uuid(),
});

const fileRecordProperties = {
  id: Uuid(),
  filename: Type.String({ description: "Original file name" }),
  file_id: Type.String({ description: "Storage name `<epoch ms>_<sanitized filename>`" }),
  type: DocumentType,
  type_reason: TypeReasonField,
  status: FileStatus,
  size: Int("Bytes"),
  created_at: Timestamp,
  completed_at: Type.Union([Timestamp, Type.Null()]),
};

export const FileRecord = Type.Object(fileRecordProperties);

export const FileRecordFull = Type.Object({
  ...fileRecordProperties,
  processed_data: FreeObject("Result of the last completed parse; empty before"),
});

export const FileIdParams = Type.Object({
  file_id: SafeText({ maxLength: 200, description: "The file's id (an upload's doc_id; any other id answers 404)" }),
});
