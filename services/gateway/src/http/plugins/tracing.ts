/**
 * One server span per request, continuing the caller's trace, and the request-duration histogram. The rest of
 * the request (and the gRPC calls it makes) runs inside the span: a callback-style hook carries the context on.
 * Every response carries the request id in x-request-id.
 */
import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import type { Span } from "@opentelemetry/api";
import { context, propagation, SpanKind, SpanStatusCode, trace, type Metrics } from "@docintake/telemetry";

export default fp<{ metrics: Metrics }>(
  async (app, { metrics }) => {
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
  },
  { name: "tracing" },
);
