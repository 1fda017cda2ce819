/** GET /parse/invoices/{job_id} (no envelope), GET /parse/statements/{job_id} and the general GET /parse/{job_id}. */
import { Type } from "typebox";
import { generalJobStatus, invoiceJobStatus, ok, statementJobStatus } from "../../domain/present.ts";
import { callerOf, type Api, type RouteDeps } from "../../http/context.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import { InvoiceResult, jobCommon, JobIdParams, optionalJobFields, StatementResults } from "../../http/schemas/jobs.ts";
import { JobKind } from "../../http/schemas/primitives.ts";
import { suffixOf } from "../path-forms.ts";

const security = [{ bearerAuth: [] }];

const InvoiceJob = Type.Object({
  ...jobCommon,
  result: InvoiceResult,
  ...optionalJobFields,
});

const StatementJob = Type.Object({
  ...jobCommon,
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  results: StatementResults,
  ...optionalJobFields,
});

const GeneralJob = Type.Object({
  ...jobCommon,
  type: JobKind,
  progress: Type.Integer({ minimum: 0, maximum: 100, description: "0–100; a statement's rows as they are read" }),
  result: Type.Union([InvoiceResult, StatementResults], {
    description: "Invoice groups, or {account_info, transactions}",
  }),
  ...optionalJobFields,
});

export function getInvoiceJobRoute(app: Api, { jobs }: RouteDeps): void {
  const schema = {
    tags: ["invoices"],
    operationId: "getInvoiceJob",
    summary: "Invoice job status and result (no envelope)",
    params: JobIdParams,
    security,
    response: { 200: InvoiceJob, ...failures(404) },
  };
  app.get("/parse/invoices/:job_id", { schema }, async (req) =>
    invoiceJobStatus(await jobs.get(callerOf(req), req.params.job_id, "invoice")),
  );
}

export function getStatementJobRoute(app: Api, { jobs }: RouteDeps): void {
  const schema = {
    tags: ["statements"],
    operationId: "getStatementJob",
    summary: "Bank statement job status and results",
    params: JobIdParams,
    security,
    response: { 200: Envelope(StatementJob), ...failures(404) },
  };
  app.get("/parse/statements/:job_id", { schema }, async (req) =>
    ok(statementJobStatus(await jobs.get(callerOf(req), req.params.job_id, "bank_statement"))),
  );
}

/** The general status, served under both path forms (`prefix` is "" or "/api/v1"). */
export function getGeneralJobRoute(app: Api, { jobs }: RouteDeps, prefix: string): void {
  const schema = {
    tags: ["parse"],
    operationId: `getJob${suffixOf(prefix)}`,
    summary: "Status and result of a job of any type",
    params: JobIdParams,
    security,
    response: { 200: Envelope(GeneralJob), ...failures(404) },
  };
  app.get(`${prefix}/parse/:job_id`, { schema }, async (req) =>
    ok(generalJobStatus(await jobs.get(callerOf(req), req.params.job_id))),
  );
}
