import { randomUUID } from "node:crypto";
import type { Caller, DocumentTypeName, FileRecord } from "@docintake/contracts";

/** A stored one-page PDF of `type`, as the files service describes it to the jobs service. */
export function fileRecord(caller: Caller, type: DocumentTypeName): FileRecord {
  return {
    id: randomUUID(),
    userId: caller.userId,
    filename: `${type}.pdf`,
    fileId: `1700000000000_${type}.pdf`,
    type,
    typeReason: null,
    status: "pending",
    size: 1,
    format: "PDF",
    mime: "application/pdf",
    pageCount: 1,
    createdAt: new Date().toISOString(),
    completedAt: null,
  };
}
