/**
 * The formats a completed statement is exported in: each one's media type, file extension and writer. CSV and
 * OFX come from @docintake/formats (shared with the CLI and the review console); XLSX is written here.
 */
import type { ExportFormat } from "@docintake/contracts";
import { statementCsv, statementOfx } from "@docintake/formats";
import { statementXlsx } from "./xlsx.ts";

interface Exporter {
  mediaType: string;
  extension: string;
  write(results: unknown): Promise<Buffer>;
}

export const EXPORTERS: Record<ExportFormat, Exporter> = {
  csv: {
    mediaType: "text/csv; charset=utf-8",
    extension: "csv",
    write: async (results) => Buffer.from(statementCsv(results), "utf8"),
  },
  ofx: {
    // The media type the OFX specification gives its files.
    mediaType: "application/x-ofx",
    extension: "ofx",
    write: async (results) => Buffer.from(statementOfx(results), "utf8"),
  },
  xlsx: {
    mediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extension: "xlsx",
    write: statementXlsx,
  },
};

/**
 * The download's file name: the statement's original name (its storage name less the numeric prefix and the
 * extension) with the format's extension; `statement-<job id>` when nothing is left of it.
 */
export function exportFilename(fileId: string, jobId: string, format: ExportFormat): string {
  const original = fileId.replace(/^\d+_/, "").replace(/\.[A-Za-z0-9]{1,5}$/, "");
  const stem = original.trim() || `statement-${jobId}`;
  return `${stem}.${EXPORTERS[format].extension}`;
}
