/**
 * The HTTP gateway, built without opening a port (main.ts and the embedded service listen): cross-cutting
 * concerns are plugins (http/plugins), each operation a route (routes/) whose TypeBox schema gives its
 * validation, its OpenAPI description and its handler's types.
 */
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyBaseLogger } from "fastify";
import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { LIMITS, type FilesApi, type JobsApi, type SchemasApi } from "@docintake/contracts";
import type { Database } from "@docintake/db";
import type { Logger, Metrics } from "@docintake/telemetry";
import type { GatewayConfig } from "./config.ts";
import { idempotencyRepository } from "./adapters/idempotency-repo.ts";
import { identityRepository } from "./adapters/identity-repo.ts";
import { IdempotencyStore } from "./domain/idempotency.ts";
import type { Api, RouteDeps } from "./http/context.ts";
import { requestValidators } from "./http/validators.ts";
import { Authenticator } from "./domain/auth.ts";
import auth from "./http/plugins/auth.ts";
import reviewConsole from "./http/plugins/console.ts";
import errors, { frameworkErrors } from "./http/plugins/errors.ts";
import idempotencySweep from "./http/plugins/idempotency-sweep.ts";
import jsonBody from "./http/plugins/json-body.ts";
import openapi from "./http/plugins/openapi.ts";
import rateLimit from "./http/plugins/rate-limit.ts";
import tracing from "./http/plugins/tracing.ts";
import validation from "./http/plugins/validation.ts";
import { fileRoutes } from "./routes/files/index.ts";
import { opsRoutes } from "./routes/ops.ts";
import { generalParseRoutes, parseRoutes } from "./routes/parse/index.ts";
import { PATH_FORMS } from "./routes/path-forms.ts";
import { schemaRoutes } from "./routes/schemas/index.ts";
import { ADMIN_PREFIX, adminRoutes, type AdminDeps } from "./routes/admin/index.ts";

export interface GatewayDeps {
  config: GatewayConfig;
  /** Seals the passwords requests bring before they go further (DOCUMENT_SECRET_KEY). */
  secretKey: Buffer;
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

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The admin API's own listener when ADMIN_HTTP_PORT is set (the caller listens on it; closing the gateway closes
     * it); null when the admin API is off or served on the API's port.
     */
    adminServer: FastifyInstance | null;
  }
}

/** A client's request id is kept when it is short and plain; otherwise a fresh one is made. */
function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
}

/** A fastify instance with what every listener shares: failures, tracing, JSON bodies, validation, the OpenAPI. */
async function baseApp(config: GatewayConfig, logger: Logger, metrics: Metrics): Promise<Api> {
  const app: Api = Fastify({
    loggerInstance: logger as unknown as FastifyBaseLogger,
    bodyLimit: config.MAX_JSON_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: requestId,
    requestIdHeader: false,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { removeAdditional: false, allErrors: false } },
    schemaController: { compilersFactory: { buildValidator: requestValidators() as never } },
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errors);
  await app.register(tracing, { metrics });
  await app.register(jsonBody, { maxDepth: LIMITS.jsonDepth });
  await app.register(validation);
  await app.register(openapi);
  return app;
}

/** The admin API's scope (/admin/v1), with its own rate limit, on the given instance. */
async function registerAdmin(app: Api, config: GatewayConfig, admin: AdminDeps & { key: string }): Promise<void> {
  await app.register(
    async (scope: Api) => {
      await scope.register(rateLimit, { perMinute: config.RATE_LIMIT_PER_MINUTE });
      await scope.register(adminRoutes(admin.key, admin));
    },
    { prefix: ADMIN_PREFIX },
  );
}

export async function buildGateway(deps: GatewayDeps): Promise<Api> {
  const { config, logger } = deps;
  const app = await baseApp(config, logger, deps.metrics);
  await app.register(multipart, {
    limits: { fileSize: config.MAX_FILE_BYTES + 1, files: config.MAX_FILES + 1, fields: 100, fieldSize: 64 * 1024 },
  });

  opsRoutes(app, deps);
  await app.register(reviewConsole);

  const routeDeps: RouteDeps = {
    config,
    secretKey: deps.secretKey,
    files: deps.files,
    jobs: deps.jobs,
    schemas: deps.schemas,
    idempotency: new IdempotencyStore(idempotencyRepository(deps.db), { ttlMs: config.IDEMPOTENCY_TTL_MS }),
    logger,
  };
  await app.register(idempotencySweep, { store: routeDeps.idempotency, logger });

  const identity = identityRepository(deps.db);
  const authenticator = new Authenticator({
    identity,
    logger,
    jwtSecret: config.JWT_HS256_SECRET,
    jwksUrl: config.JWT_JWKS_URL,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    cacheTtlMs: config.AUTH_CACHE_TTL_MS,
  });

  await app.register(
    async (api: Api) => {
      await api.register(rateLimit, { perMinute: config.RATE_LIMIT_PER_MINUTE });
      await api.register(auth, { authenticator });
      fileRoutes(api, routeDeps);
      parseRoutes(api, routeDeps);
      for (const prefix of PATH_FORMS) {
        generalParseRoutes(api, routeDeps, prefix);
        schemaRoutes(api, routeDeps, prefix);
      }
    },
    { prefix: API_PREFIX },
  );

  // The admin API exists only with a credential; on a port of its own when one is configured.
  let adminServer: Api | null = null;
  if (config.ADMIN_API_KEY) {
    const admin = { key: config.ADMIN_API_KEY, identity, keysChanged: () => authenticator.forget() };
    if (config.ADMIN_HTTP_PORT > 0) {
      adminServer = await baseApp(config, logger, deps.metrics);
      await registerAdmin(adminServer, config, admin);
      app.addHook("onClose", async () => adminServer?.close());
    } else {
      await registerAdmin(app, config, admin);
    }
  }
  app.decorate("adminServer", adminServer);
  return app;
}
