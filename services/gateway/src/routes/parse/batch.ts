/** POST /parse/{invoices,statements}/batch and GET /parse/{invoices,statements}/batch/{batch_id}. */
import { BATCH_LIMITS, type JobKind } from "@docintake/contracts";
import { batchCreated, batchStatus, ok } from "../../domain/present.ts";
import { callerOf, idempotent, type Api, type RouteDeps } from "../../http/context.ts";
import { idempotencyIdentity } from "../../http/schemas/passwords.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import { BatchCreated, BatchIdParams, BatchState } from "../../http/schemas/jobs.ts";
import { links } from "../../http/schemas/links.ts";
import { IdempotencyHeaders } from "../../http/schemas/primitives.ts";
import { KINDS } from "./kinds.ts";
import { BatchBody, batchInput, sealerFor } from "./request.ts";

const security = [{ bearerAuth: [] }];

export function createBatchRoute(app: Api, deps: RouteDeps, kind: JobKind): void {
  const { tag, op, path } = KINDS[kind];
  const schema = {
    tags: [tag],
    operationId: `create${op}Batch`,
    summary: `Start one ${tag === "invoices" ? "invoice" : "statement"} job per document (at most ${BATCH_LIMITS[kind]})`,
    description: "Every document is checked first: an unknown one answers 404 and nothing is created.",
    headers: IdempotencyHeaders,
    body: BatchBody(kind),
    security,
    response: { 202: Envelope(BatchCreated), ...failures(404, 409, 413, 422) },
  };
  const toBatch = links(202, {
    [`get${op}Batch`]: { batch_id: "$response.body#/data/batch_id" },
    [`get${op}Job`]: { job_id: "$response.body#/data/job_ids/0" },
  });
  app.post(`/parse/${path}/batch`, { schema, links: toBatch }, (req, reply) =>
    idempotent(
      deps,
      req,
      reply,
      async (requestKey) => {
        const caller = callerOf(req);
        const batch = await deps.jobs.createBatch(caller, {
          ...batchInput(kind, req.body, sealerFor(deps.secretKey, caller.userId)),
          ...(requestKey ? { requestKey } : {}),
        });
        return { statusCode: 202, body: ok(batchCreated(batch)) };
      },
      { identity: idempotencyIdentity(req.body, deps.secretKey) },
    ),
  );
}

export function getBatchRoute(app: Api, { jobs }: RouteDeps, kind: JobKind): void {
  const { tag, op, path } = KINDS[kind];
  const schema = {
    tags: [tag],
    operationId: `get${op}Batch`,
    summary: "Batch status",
    description:
      "The jobs of deleted documents are left out, as they answer 404 themselves; a batch whose documents were " +
      "all deleted answers 404.",
    params: BatchIdParams,
    security,
    response: { 200: Envelope(BatchState), ...failures(404) },
  };
  app.get(`/parse/${path}/batch/:batch_id`, { schema }, async (req) =>
    ok(batchStatus(await jobs.getBatch(callerOf(req), req.params.batch_id, kind))),
  );
}
