/** GET /parse/statements/{job_id}/export?format=csv|ofx|xlsx: a completed statement's transactions as a file. */
import { Type } from "typebox";
import { EXPORT_FORMATS } from "@docintake/contracts";
import { AppError } from "@docintake/errors";
import { attachmentDisposition } from "../../domain/disposition.ts";
import { EXPORTERS, exportFilename } from "../../domain/exports/index.ts";
import { statementResults } from "../../domain/present.ts";
import { callerOf, type Api, type RouteDeps } from "../../http/context.ts";
import { jsonFailures } from "../../http/schemas/envelope.ts";
import { JobIdParams } from "../../http/schemas/jobs.ts";
import { StringEnum } from "../../http/schemas/primitives.ts";

const text = { schema: Type.String() };
const bytes = { schema: Type.Unsafe<Buffer>({ type: "string", format: "binary" }) };

const schema = {
  tags: ["statements"],
  operationId: "exportStatement",
  summary: "Export a completed statement's transactions as CSV, OFX or XLSX",
  description:
    "csv: RFC 4180, the columns date, description, reference, debit, credit, balance (led by `account` when the " +
    "statement covers several accounts). ofx: an OFX 2.2 bank statement download, one STMTRS per account, " +
    "amounts signed from the account holder's side, a FITID per transaction that stays the same across exports. " +
    "xlsx: a Transactions sheet and an Accounts sheet, amounts as numbers and dates as dates. A job that is not " +
    "completed (pending, processing or failed) answers 409 JOB_NOT_COMPLETED; an invoice job answers 404, as " +
    "its status does under /parse/statements.",
  params: JobIdParams,
  querystring: Type.Object({ format: StringEnum(EXPORT_FORMATS, "The file format") }),
  security: [{ bearerAuth: [] }],
  response: {
    200: {
      description: "The file, with Content-Type and Content-Disposition (attachment, named after the statement)",
      content: {
        "text/csv": text,
        [EXPORTERS.ofx.mediaType]: bytes,
        [EXPORTERS.xlsx.mediaType]: bytes,
      },
    },
    ...jsonFailures(404, 409),
  },
};

export function exportStatementRoute(app: Api, { jobs }: RouteDeps): void {
  app.get("/parse/statements/:job_id/export", { schema }, async (req, reply) => {
    const job = await jobs.get(callerOf(req), req.params.job_id, "bank_statement");
    if (job.status !== "completed")
      throw new AppError(
        "JOB_NOT_COMPLETED",
        `job ${job.id} is ${job.status}: only a completed statement can be exported`,
      );
    const format = req.query.format;
    const exporter = EXPORTERS[format];
    const body = await exporter.write(statementResults(job.result));
    reply
      .header("content-type", exporter.mediaType)
      .header("content-disposition", attachmentDisposition(exportFilename(job.fileId, job.id, format)))
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff");
    return reply.send(body);
  });
}
