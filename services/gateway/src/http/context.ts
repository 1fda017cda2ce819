/** What route handlers share: the authenticated caller, idempotent execution, absolute URLs. */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Caller, FilesApi, JobsApi, SchemasApi } from "@docintake/contracts";
import type { Logger } from "@docintake/telemetry";
import type { GatewayConfig } from "../config.ts";
import type { Principal } from "../domain/auth.ts";
import { parseIdempotencyKey, requestHash, type IdempotencyStore, type StoredResponse } from "../domain/idempotency.ts";
import { unauthenticated } from "../domain/auth.ts";

export interface RouteDeps {
  config: GatewayConfig;
  files: FilesApi;
  jobs: JobsApi;
  schemas: SchemasApi;
  idempotency: IdempotencyStore;
  logger: Logger;
}

const principals = new WeakMap<FastifyRequest, Principal>();

export function setPrincipal(req: FastifyRequest, p: Principal): void {
  principals.set(req, p);
}

export function principalOf(req: FastifyRequest): Principal | undefined {
  return principals.get(req);
}

/** The caller passed to every service: the authenticated user and this request's id. */
export function callerOf(req: FastifyRequest): Caller {
  const p = principals.get(req);
  if (!p) throw unauthenticated();
  return { userId: p.userId, requestId: req.id };
}

/** The route pattern without the doubled `/api/v1/api/v1` form, so both forms share idempotency records. */
export function routeKey(req: FastifyRequest): string {
  const url = req.routeOptions.url ?? req.url;
  return `${req.method} ${url.replace(/^\/api\/v1\/api\/v1\//, "/api/v1/")}`;
}

export const idempotencyKeyOf = (req: FastifyRequest): string | null =>
  parseIdempotencyKey(req.headers["idempotency-key"]);

export function sendStored(reply: FastifyReply, stored: StoredResponse, replayed: boolean): FastifyReply {
  if (replayed) reply.header("idempotent-replayed", "true");
  return reply.code(stored.statusCode).type("application/json; charset=utf-8").send(stored.body);
}

/**
 * Runs a creating request once per Idempotency-Key: with the header, the first response (status and body) is
 * stored and replayed for the same request; without it, the request simply runs.
 */
export async function idempotent(
  deps: RouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<StoredResponse>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(req);
  if (key === null) return sendStored(reply, await run(), false);
  const caller = callerOf(req);
  const route = routeKey(req);
  const claim = await deps.idempotency.claim(caller.userId, key, route, requestHash(route, req.body ?? null));
  if (claim.kind === "replay") return sendStored(reply, claim.response, true);
  let response: StoredResponse;
  try {
    response = await run();
  } catch (err) {
    // The request's own error is what the client needs; a key left claimed only holds up retries until it counts as abandoned.
    await deps.idempotency.release(caller.userId, key).catch((releaseErr: unknown) => {
      req.log.error(
        { err: releaseErr },
        "could not release the idempotency key; retries with it wait until the claim counts as abandoned",
      );
    });
    throw err;
  }
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
