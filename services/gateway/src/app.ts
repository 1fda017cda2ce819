/** The HTTP gateway: authentication, validation, idempotency and rate limits in front of the three services. */
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FilesApi, JobsApi, SchemasApi } from "@docintake/contracts";
import type { Database } from "@docintake/db";
import { context, propagation, SpanKind, SpanStatusCode, trace, type Logger, type Metrics } from "@docintake/telemetry";
import type { Span } from "@opentelemetry/api";
import type { GatewayConfig } from "./config.ts";
import { idempotencyRepository } from "./adapters/idempotency-repo.ts";
import { identityRepository } from "./adapters/identity-repo.ts";
import { Authenticator, bearerToken, credentialHashOf } from "./domain/auth.ts";
import { IdempotencyStore } from "./domain/idempotency.ts";
import { failureBody, rateLimited, toHttpFailure } from "./http/errors.ts";
import { setPrincipal, type RouteDeps } from "./http/context.ts";
import { fileRoutes } from "./routes/files.ts";
import { generalParseRoutes, parseRoutes } from "./routes/parse.ts";
import { schemaRoutes } from "./routes/schemas.ts";

export interface GatewayDeps {
  config: GatewayConfig;
  db: Database;
  files: FilesApi;
  jobs: JobsApi;
  schemas: SchemasApi;
  logger: Logger;
  metrics: Metrics;
  /** Each dependency's reachability (database, blob store, bus, services…). */
  readiness: () => Promise<Record<string, boolean>>;
}

export const API_PREFIX = "/api/v1";

/** A client's request id is kept when it is short and plain; otherwise a fresh one is made. */
function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
}

export async function buildGateway(deps: GatewayDeps): Promise<FastifyInstance> {
  const { config, logger, metrics } = deps;

  const app = Fastify({
    loggerInstance: logger as unknown as FastifyBaseLogger,
    bodyLimit: config.MAX_JSON_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: requestId,
    requestIdHeader: false,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { removeAdditional: false, allErrors: false } },
  });

  // An empty body with a JSON Content-Type (common on DELETE) is no body, not malformed JSON.
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    defaultJson(req, text, done);
  });

  // Responses are built by the handlers in their final shape; schemas document them, they do not filter.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.setErrorHandler((err, req, reply) => {
    const failure = toHttpFailure(err);
    if (failure.unexpected) req.log.error({ err }, "request failed");
    else if (failure.status >= 500) req.log.warn({ err }, "request failed: dependency");
    else req.log.info({ code: failure.code, reason: failure.message }, "request refused");
    if (failure.code === "UNAVAILABLE" && !reply.hasHeader("retry-after")) reply.header("retry-after", "5");
    return reply.code(failure.status).type("application/json; charset=utf-8").send(failureBody(failure));
  });

  app.setNotFoundHandler((_req, reply) =>
    reply
      .code(404)
      .type("application/json; charset=utf-8")
      .send(failureBody({ code: "NOT_FOUND", message: "no such endpoint" })),
  );

  // One server span per request, continuing the caller's trace; the rest of the request (and the gRPC
  // calls it makes) runs inside it. A callback-style hook is what carries the context forward.
  const tracer = trace.getTracer("gateway");
  const spans = new WeakMap<FastifyRequest, Span>();
  app.addHook("onRequest", (req, reply, done) => {
    reply.header("x-request-id", req.id);
    const parent = propagation.extract(context.active(), req.headers);
    const span = tracer.startSpan(
      `${req.method} ${req.routeOptions.url ?? "unmatched"}`,
      { kind: SpanKind.SERVER, attributes: { "http.request.method": req.method, "url.path": req.url.split("?")[0] } },
      parent,
    );
    spans.set(req, span);
    context.with(trace.setSpan(parent, span), done);
  });

  app.addHook("onResponse", async (req, reply) => {
    const span = spans.get(req);
    if (span) {
      span.setAttribute("http.response.status_code", reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    const route = req.routeOptions.url ?? "unmatched";
    metrics.httpDuration.observe(
      { method: req.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "DocIntake API",
        version: "1.0.0",
        description:
          "Document intake and parsing: upload PDF/JPG/JPEG/PNG files, detect their type, extract invoices and bank " +
          "statements asynchronously, manage parsing schemas. Every /api/v1 endpoint takes `Authorization: Bearer <token>`.",
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", description: "An API key (dik_…) or a JWT" },
        },
      },
      tags: [
        { name: "files" },
        { name: "invoices" },
        { name: "statements" },
        { name: "parse" },
        { name: "schemas" },
        { name: "operations" },
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });
  await app.register(multipart, {
    limits: {
      fileSize: config.MAX_FILE_BYTES + 1,
      files: config.MAX_FILES + 1,
      fields: 100,
      fieldSize: 64 * 1024,
    },
  });

  opsRoutes(app, deps);

  const auth = new Authenticator({
    identity: identityRepository(deps.db),
    logger,
    jwtSecret: config.JWT_HS256_SECRET,
    jwksUrl: config.JWT_JWKS_URL,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    cacheTtlMs: config.AUTH_CACHE_TTL_MS,
  });
  const routeDeps: RouteDeps = {
    config,
    files: deps.files,
    jobs: deps.jobs,
    schemas: deps.schemas,
    idempotency: new IdempotencyStore(idempotencyRepository(deps.db), { ttlMs: config.IDEMPOTENCY_TTL_MS }),
    logger,
  };

  await app.register(
    async (api) => {
      if (config.RATE_LIMIT_PER_MINUTE > 0) {
        await api.register(rateLimit, {
          max: config.RATE_LIMIT_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (req: FastifyRequest) => {
            const token = bearerToken(req.headers.authorization);
            return token ? `cred:${credentialHashOf(token)}` : `ip:${req.ip}`;
          },
          errorResponseBuilder: (_req, ctx) => rateLimited(ctx.ttl),
          addHeadersOnExceeding: {
            "x-ratelimit-limit": true,
            "x-ratelimit-remaining": true,
            "x-ratelimit-reset": true,
          },
          addHeaders: {
            "x-ratelimit-limit": true,
            "x-ratelimit-remaining": true,
            "x-ratelimit-reset": true,
            "retry-after": true,
          },
        });
      }
      api.addHook("onRequest", async (req: FastifyRequest, _reply: FastifyReply) => {
        setPrincipal(req, await auth.authenticate(req.headers.authorization));
      });
      fileRoutes(api, routeDeps);
      parseRoutes(api, routeDeps);
      for (const prefix of ["", API_PREFIX]) {
        generalParseRoutes(api, routeDeps, prefix);
        schemaRoutes(api, routeDeps, prefix);
      }
    },
    { prefix: API_PREFIX },
  );

  // Expired idempotency records are swept now and then; replay checks ignore them anyway.
  const sweep = setInterval(() => {
    routeDeps.idempotency.purgeExpired().catch((err: unknown) => logger.warn({ err }, "idempotency sweep failed"));
  }, 60 * 60_000);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  return app;
}

function opsRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  const ops = { tags: ["operations"] };

  app.get(
    "/healthz",
    {
      schema: {
        ...ops,
        summary: "Liveness",
        response: { 200: { type: "object", properties: { status: { type: "string" } } } },
      },
    },
    async () => ({ status: "ok" }),
  );

  app.get(
    "/readyz",
    {
      schema: {
        ...ops,
        summary: "Readiness: 503 names the dependencies that failed",
        response: {
          200: { type: "object", properties: { status: { type: "string" }, checks: { type: "object" } } },
          503: {
            type: "object",
            properties: {
              success: { type: "boolean" },
              error: { type: "string" },
              code: { type: "string" },
              checks: { type: "object" },
            },
          },
        },
      },
    },
    async (req, reply) => {
      let checks: Record<string, boolean>;
      try {
        checks = await deps.readiness();
      } catch (err) {
        req.log.warn({ err }, "readiness check failed");
        checks = { readiness: false };
      }
      const failed = Object.entries(checks)
        .filter(([, okay]) => !okay)
        .map(([name]) => name);
      if (failed.length === 0) return { status: "ok", checks };
      return reply.code(503).send({
        success: false,
        error: `not ready: ${failed.join(", ")} unreachable`,
        code: "UNAVAILABLE",
        checks,
      });
    },
  );

  app.get("/metrics", { schema: { ...ops, summary: "Prometheus metrics" } }, async (_req, reply) => {
    const body = await deps.metrics.registry.metrics();
    return reply.type(deps.metrics.registry.contentType).send(body);
  });

  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
