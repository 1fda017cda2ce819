/** Parse jobs and batches: invoices, statements, and the general endpoints routed by detected type. */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { JobKind } from "@docintake/contracts";
import { invalid } from "@docintake/errors";
import {
  batchCreated,
  batchStatus,
  generalJobCreated,
  generalJobStatus,
  invoiceJobStatus,
  jobCreated,
  ok,
  statementJobStatus,
} from "../domain/present.ts";
import { callerOf, idempotent, type RouteDeps } from "../http/context.ts";
import {
  createBatchSchema,
  createGeneralJobSchema,
  createInvoiceJobSchema,
  createStatementJobSchema,
  getBatchSchema,
  getGeneralJobSchema,
  getInvoiceJobSchema,
  getStatementJobSchema,
} from "../http/schemas.ts";

interface ParseBody {
  document_id: string;
  callback_url?: string;
  schema_id?: string;
}

interface BatchBody {
  files: { document_id: string }[];
  callback_url?: string;
  schema_id?: string;
}

export const INVOICE_BATCH_MAX = 50;
export const STATEMENT_BATCH_MAX = 10;

/** Only absolute http(s) URLs; whether the host may be called (no private addresses) is the jobs service's call. */
export function checkCallbackUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid("callback_url must be an absolute http or https URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw invalid("callback_url must use http or https");
  }
  if (url.username || url.password) throw invalid("callback_url must not carry credentials");
  return url.toString();
}

const lower = (id: string) => id.toLowerCase();

function jobInput(body: ParseBody) {
  const callbackUrl = checkCallbackUrl(body.callback_url);
  return {
    documentId: lower(body.document_id),
    ...(callbackUrl !== undefined ? { callbackUrl } : {}),
    ...(body.schema_id !== undefined ? { schemaId: lower(body.schema_id) } : {}),
  };
}

function batchInput(kind: JobKind, body: BatchBody, max: number) {
  if (body.files.length === 0) throw invalid("files must hold at least one {document_id}");
  if (body.files.length > max) throw invalid(`files may hold at most ${max} documents`);
  const documentIds = body.files.map((f) => lower(f.document_id));
  const seen = new Set<string>();
  for (const id of documentIds) {
    if (seen.has(id)) throw invalid(`document ${id} appears more than once in the batch`);
    seen.add(id);
  }
  const callbackUrl = checkCallbackUrl(body.callback_url);
  return {
    kind,
    documentIds,
    ...(callbackUrl !== undefined ? { callbackUrl } : {}),
    ...(body.schema_id !== undefined ? { schemaId: lower(body.schema_id) } : {}),
  };
}

type JobReq = FastifyRequest<{ Params: { job_id: string } }>;
type BatchReq = FastifyRequest<{ Params: { batch_id: string } }>;

export function parseRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { jobs } = deps;

  const kinds = [
    { path: "invoices", kind: "invoice", max: INVOICE_BATCH_MAX, create: createInvoiceJobSchema, op: "Invoice" },
    {
      path: "statements",
      kind: "bank_statement",
      max: STATEMENT_BATCH_MAX,
      create: createStatementJobSchema,
      op: "Statement",
    },
  ] as const;

  for (const k of kinds) {
    app.post<{ Body: ParseBody }>(
      `/parse/${k.path}`,
      { schema: { ...k.create, operationId: `create${k.op}Job` } },
      (req, reply) =>
        idempotent(deps, req, reply, async () => {
          const job = await jobs.create(callerOf(req), { route: k.kind, ...jobInput(req.body) });
          return { statusCode: 202, body: ok(jobCreated(job)) };
        }),
    );

    app.post<{ Body: BatchBody }>(
      `/parse/${k.path}/batch`,
      { schema: { ...createBatchSchema(k.path, k.max), operationId: `create${k.op}Batch` } },
      (req, reply) =>
        idempotent(deps, req, reply, async () => {
          const batch = await jobs.createBatch(callerOf(req), batchInput(k.kind, req.body, k.max));
          return { statusCode: 202, body: ok(batchCreated(batch)) };
        }),
    );

    app.get<{ Params: { batch_id: string } }>(
      `/parse/${k.path}/batch/:batch_id`,
      { schema: { ...getBatchSchema(k.path), operationId: `get${k.op}Batch` } },
      async (req: BatchReq) => ok(batchStatus(await jobs.getBatch(callerOf(req), req.params.batch_id, k.kind))),
    );
  }

  app.get<{ Params: { job_id: string } }>(
    "/parse/invoices/:job_id",
    { schema: { ...getInvoiceJobSchema, operationId: "getInvoiceJob" } },
    async (req: JobReq) => invoiceJobStatus(await jobs.get(callerOf(req), req.params.job_id, "invoice")),
  );

  app.get<{ Params: { job_id: string } }>(
    "/parse/statements/:job_id",
    { schema: { ...getStatementJobSchema, operationId: "getStatementJob" } },
    async (req: JobReq) => ok(statementJobStatus(await jobs.get(callerOf(req), req.params.job_id, "bank_statement"))),
  );
}

/** The general parse endpoints, served under both path forms (`prefix` is "" or "/api/v1"). */
export function generalParseRoutes(app: FastifyInstance, deps: RouteDeps, prefix: string): void {
  const { jobs } = deps;
  const suffix = prefix === "" ? "" : "DoublePrefix";

  app.post<{ Body: ParseBody }>(
    `${prefix}/parse`,
    { schema: { ...createGeneralJobSchema, operationId: `createJob${suffix}` } },
    (req, reply) =>
      idempotent(deps, req, reply, async () => {
        const job = await jobs.create(callerOf(req), { route: "auto", ...jobInput(req.body) });
        return { statusCode: 202, body: ok(generalJobCreated(job)) };
      }),
  );

  app.get<{ Params: { job_id: string } }>(
    `${prefix}/parse/:job_id`,
    { schema: { ...getGeneralJobSchema, operationId: `getJob${suffix}` } },
    async (req: JobReq) => ok(generalJobStatus(await jobs.get(callerOf(req), req.params.job_id))),
  );
}
