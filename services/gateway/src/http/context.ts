/** What route handlers share: the typed instance, the authenticated caller, idempotent execution, absolute URLs. */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Caller, FilesApi, JobsApi, SchemasApi } from "@docintake/contracts";
import type { Logger } from "@docintake/telemetry";
import type { GatewayConfig } from "../config.ts";
import { unauthenticated, type Principal } from "../domain/auth.ts";
import { parseIdempotencyKey, requestHash, type IdempotencyStore, type StoredResponse } from "../domain/idempotency.ts";

/** The fastify instance routes are declared on: request and reply types come from the route schemas (TypeBox). */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface RouteDeps {
  config: GatewayConfig;
  /** Seals the passwords requests bring (secret-seal.ts). */
  secretKey: Buffer;
  files: FilesApi;
  jobs: JobsApi;
  schemas: SchemasApi;
  idempotency: IdempotencyStore;
  logger: Logger;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth plugin on every /api/v1 request before its handler runs. */
    principal: Principal | null;
  }
}

/** The caller passed to every service: the authenticated user and this request's id. */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.principal) throw unauthenticated();
  return { userId: req.principal.userId, requestId: req.id };
}

/** The route pattern without the doubled `/api/v1/api/v1` form, so both forms share idempotency records. */
export function routeKey(req: FastifyRequest): string {
  const url = req.routeOptions.url ?? req.url;
  return `${req.method} ${url.replace(/^\/api\/v1\/api\/v1\//, "/api/v1/")}`;
}

export function sendStored(reply: FastifyReply, stored: StoredResponse, replayed: boolean): FastifyReply {
  if (replayed) reply.header("idempotent-replayed", "true");
  return reply.code(stored.statusCode).type("application/json; charset=utf-8").send(stored.body);
}

/** How a request is told apart from another under the same key, and what to undo when it will not run. */
export interface IdempotentRequest {
  /** What identifies the request besides its route; the JSON body by default. */
  identity?: unknown;
  /** Called when the request will not run: its key replays, or claiming the key failed. */
  abandon?: () => Promise<void>;
}

/**
 * Runs a creating request once per Idempotency-Key: with the header, the first response (status and body) is
 * stored and replayed for the same request; without it, the request simply runs.
 */
export async function idempotent(
  deps: RouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  run: (requestKey?: string) => Promise<StoredResponse>,
  request: IdempotentRequest = {},
): Promise<FastifyReply> {
  const key = parseIdempotencyKey(req.headers["idempotency-key"]);
  if (key === null) return sendStored(reply, await run(), false);
  const caller = callerOf(req);
  const route = routeKey(req);
  const identity = "identity" in request ? request.identity : (req.body ?? null);
  let claim;
  try {
    claim = await deps.idempotency.claim(caller.userId, key, route, requestHash(route, identity));
  } catch (err) {
    await request.abandon?.();
    throw err;
  }
  if (claim.kind === "replay") {
    await request.abandon?.();
    return sendStored(reply, claim.response, true);
  }
  let response: StoredResponse;
  const unhold = deps.idempotency.hold(caller.userId, key, (err) =>
    req.log.warn({ err }, "could not renew the idempotency claim"),
  );
  try {
    // The services below create once per request key: a retry that takes over the claim of a gateway killed
    // after they created (or whose answer was lost) gets what was created then, not a second one.
    response = await run(claim.requestKey);
  } catch (err) {
    unhold();
    // The request's own error is what the client needs; a key left claimed only holds up retries until it counts as abandoned.
    await deps.idempotency.release(caller.userId, key).catch((releaseErr: unknown) => {
      req.log.error(
        { err: releaseErr },
        "could not release the idempotency key; retries with it wait until the claim counts as abandoned",
      );
    });
    throw err;
  }
  unhold();
  await deps.idempotency.complete(caller.userId, key, response).catch((err: unknown) => {
    req.log.error({ err }, "could not record the idempotent response");
  });
  return sendStored(reply, response, false);
}

/** The origin clients reach us at: PUBLIC_BASE_URL when set, else the request's protocol and Host. */
export function apiBaseUrl(config: GatewayConfig, req: FastifyRequest): string {
  if (config.PUBLIC_BASE_URL) {
    const base = config.PUBLIC_BASE_URL.replace(/\/+$/, "");
    return base.endsWith("/api/v1") ? base : `${base}/api/v1`;
  }
  return `${req.protocol}://${req.host}/api/v1`;
}
