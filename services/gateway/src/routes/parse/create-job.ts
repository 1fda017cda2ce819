/** POST /parse/invoices, POST /parse/statements and the general POST /parse routed by the detected type. */
import { Type } from "typebox";
import type { JobKind } from "@docintake/contracts";
import { generalJobCreated, jobCreated, ok } from "../../domain/present.ts";
import type { Caller } from "@docintake/contracts";
import { awaitDetection } from "../../domain/upload.ts";
import { callerOf, idempotent, type Api, type RouteDeps } from "../../http/context.ts";
import { idempotencyIdentity } from "../../http/schemas/passwords.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import { JobStatus } from "../../http/schemas/jobs.ts";
import { links } from "../../http/schemas/links.ts";
import { IdempotencyHeaders, Timestamp } from "../../http/schemas/primitives.ts";
import { jobInput, ParseBody, sealerFor } from "./request.ts";
import { KINDS } from "./kinds.ts";
import { suffixOf } from "../path-forms.ts";

const security = [{ bearerAuth: [] }];

const kindSchema = (kind: JobKind) => ({
  tags: [KINDS[kind].tag],
  operationId: `create${KINDS[kind].op}Job`,
  summary: `Start ${KINDS[kind].article} parse job`,
  description:
    "A password-protected PDF needs its `password` (or `password_hints`) unless its upload brought it: without " +
    "one, 422 PASSWORD_REQUIRED; with one that does not open it, 422 PASSWORD_INCORRECT. Nothing is created then.",
  headers: IdempotencyHeaders,
  body: ParseBody,
  security,
  response: {
    202: Envelope(Type.Object({ job_id: Type.String(), status: JobStatus })),
    ...failures(404, 409, 413, 422),
  },
});

const generalSchema = (prefix: string) => ({
  tags: ["parse"],
  operationId: `createJob${suffixOf(prefix)}`,
  summary: "Start a parse job routed by the document's detected type",
  description:
    "A document still being detected is waited for, up to the upload's detection deadline. One detected as neither " +
    "an invoice nor a bank statement, or still not detected then, answers 422. So does a " +
    "password-protected PDF uploaded without its password (`type_reason` PASSWORD_REQUIRED): its type is unknown, so " +
    "start it at /parse/invoices or /parse/statements with its `password`, or upload it again with the password.",
  headers: IdempotencyHeaders,
  body: ParseBody,
  security,
  response: {
    202: Envelope(
      Type.Object({ job_id: Type.String(), status: JobStatus, created_at: Timestamp, updated_at: Timestamp }),
    ),
    ...failures(404, 409, 413, 422),
  },
});

export function createJobRoute(app: Api, deps: RouteDeps, kind: JobKind): void {
  const toJob = links(202, { [`get${KINDS[kind].op}Job`]: { job_id: "$response.body#/data/job_id" } });
  app.post(`/parse/${KINDS[kind].path}`, { schema: kindSchema(kind), links: toJob }, (req, reply) =>
    idempotent(
      deps,
      req,
      reply,
      async (requestKey) => {
        const caller = callerOf(req);
        const job = await deps.jobs.create(caller, {
          route: kind,
          ...jobInput(req.body, sealerFor(deps.secretKey, caller.userId)),
          ...(requestKey ? { requestKey } : {}),
        });
        return { statusCode: 202, body: ok(jobCreated(job)) };
      },
      { identity: idempotencyIdentity(req.body, deps.secretKey) },
    ),
  );
}

/** The general endpoint, served under both path forms (`prefix` is "" or "/api/v1"). */
export function createGeneralJobRoute(app: Api, deps: RouteDeps, prefix: string): void {
  const toJob = links(202, { [`getJob${suffixOf(prefix)}`]: { job_id: "$response.body#/data/job_id" } });
  app.post(`${prefix}/parse`, { schema: generalSchema(prefix), links: toJob }, (req, reply) =>
    idempotent(
      deps,
      req,
      reply,
      async (requestKey) => {
        const caller = callerOf(req);
        const input = jobInput(req.body, sealerFor(deps.secretKey, caller.userId));
        await awaitDocumentType(deps, caller, input.documentId);
        const job = await deps.jobs.create(caller, {
          route: "auto",
          ...input,
          ...(requestKey ? { requestKey } : {}),
        });
        return { statusCode: 202, body: ok(generalJobCreated(job)) };
      },
      { identity: idempotencyIdentity(req.body, deps.secretKey) },
    ),
  );
}

/**
 * The general route needs the document's type: one still being detected (its upload answered `unknown` at
 * the deadline) is waited for as the upload would have, instead of refused while its reading ends.
 */
async function awaitDocumentType(deps: RouteDeps, caller: Caller, documentId: string): Promise<void> {
  // A document that is not there (or not the caller's) is the job service's to answer.
  const file = await deps.files.get(caller, documentId).catch(() => undefined);
  if (file) await awaitDetection(deps.files, caller, [file], deps.config.UPLOAD_DETECTION_DEADLINE_MS);
}
