/** Operations, outside /api/v1 and without credentials: liveness, readiness, metrics. */
import { Type } from "typebox";
import type { Metrics } from "@docintake/telemetry";
import type { Api } from "../http/context.ts";
import { ErrorBody } from "../http/schemas/envelope.ts";

export interface OpsDeps {
  metrics: Metrics;
  /** Each dependency's reachability (database, blob store, bus, services…). */
  readiness: () => Promise<Record<string, boolean>>;
}

const tags = ["operations"];
const Checks = Type.Record(Type.String(), Type.Boolean(), { description: "Each dependency: reachable or not" });

export function opsRoutes(app: Api, deps: OpsDeps): void {
  app.get(
    "/healthz",
    {
      schema: {
        tags,
        operationId: "liveness",
        summary: "Liveness",
        response: { 200: Type.Object({ status: Type.Literal("ok") }) },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/readyz",
    {
      schema: {
        tags,
        operationId: "readiness",
        summary: "Readiness: 503 names the dependencies that failed",
        response: {
          200: Type.Object({ status: Type.Literal("ok"), checks: Checks }),
          503: Type.Object({ ...ErrorBody.properties, checks: Checks }),
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
      if (failed.length === 0) return { status: "ok" as const, checks };
      return reply.code(503).send({
        success: false as const,
        error: `not ready: ${failed.join(", ")} unreachable`,
        code: "UNAVAILABLE" as const,
        checks,
      });
    },
  );

  app.get(
    "/metrics",
    {
      schema: {
        tags,
        operationId: "metrics",
        summary: "Prometheus metrics",
        response: {
          200: {
            description: "Prometheus text exposition format",
            content: { "text/plain": { schema: Type.String() } },
          },
        },
      },
    },
    async (_req, reply) => {
      const body = await deps.metrics.registry.metrics();
      return reply.type(deps.metrics.registry.contentType).send(body);
    },
  );
}
