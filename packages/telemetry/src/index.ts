import { pino, type Logger } from "pino";
import client from "prom-client";
import { context, propagation, trace, SpanStatusCode, type Span } from "@opentelemetry/api";

export type { Logger };

/**
 * Fields that never reach a log, wherever they sit in a logged object (down to three levels): a document's
 * password and the hints that rebuild it, in the clear or sealed.
 */
const SECRET_FIELDS = ["password", "password_hints", "passwords", "sealedSecret", "sealed_secret"];
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]);

/**
 * JSON logs carrying the active trace and span ids, so a log line leads to its trace; to stdout unless another
 * destination is given (a test's).
 */
export function createLogger(opts: { service: string; level?: string; destination?: pino.DestinationStream }): Logger {
  const options: pino.LoggerOptions = {
    name: opts.service,
    level: opts.level ?? "info",
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    base: { service: opts.service },
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const c = span.spanContext();
      return { trace_id: c.traceId, span_id: c.spanId };
    },
  };
  return opts.destination ? pino(options, opts.destination) : pino(options);
}

/** One registry per process, with the measurements every dashboard asks for. */
export function createMetrics(service: string) {
  const registry = new client.Registry();
  registry.setDefaultLabels({ service });
  client.collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new client.Histogram({
      name: "docintake_http_request_duration_seconds",
      help: "HTTP request latency",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobDuration: new client.Histogram({
      name: "docintake_job_duration_seconds",
      help: "Parse job duration from creation to its end",
      labelNames: ["kind", "status"],
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120],
      registers: [registry],
    }),
    ocrPages: new client.Counter({
      name: "docintake_ocr_pages_total",
      help: "Pages recognized by OCR",
      registers: [registry],
    }),
    callbacks: new client.Counter({
      name: "docintake_callbacks_total",
      help: "Callback delivery attempts by outcome",
      labelNames: ["outcome"],
      registers: [registry],
    }),
    consumerLag: new client.Gauge({
      name: "docintake_consumer_lag_messages",
      help: "Messages waiting per consumer group and topic",
      labelNames: ["group", "topic"],
      registers: [registry],
    }),
    messagesHandled: new client.Counter({
      name: "docintake_messages_handled_total",
      help: "Bus messages handled by consumer and outcome",
      labelNames: ["group", "topic", "outcome"],
      registers: [registry],
    }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** The current trace context as carrier headers (gRPC metadata, Kafka headers, outbox rows). */
export function traceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** Runs fn in a span that continues the trace found in carrier headers. */
export async function inSpan<T>(
  tracerName: string,
  name: string,
  carrier: Record<string, string> | undefined,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = carrier ? propagation.extract(context.active(), carrier) : context.active();
  const tracer = trace.getTracer(tracerName);
  return tracer.startActiveSpan(name, {}, parent, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}

export { startTracing } from "./tracing.ts";
export { startOpsServer, checkAll, onShutdown, settledOrAfter, type ReadinessCheck } from "./ops.ts";

/**
 * Hooks for a bus consumer: each handling runs in a span continuing the trace carried in the
 * message headers, failures are logged with their attempt number.
 */
export function busHooks(service: string, log: Logger) {
  return {
    onError: (err: unknown, d: { topic: string; key: string }, attempt: number) =>
      log.warn({ err, topic: d.topic, key: d.key, attempt }, "handler failed"),
    around: <R>(spec: { topic: string; group: string }, d: { headers: Record<string, string> }, fn: () => Promise<R>) =>
      inSpan(service, `${spec.topic} process`, d.headers, async (span) => {
        span.setAttribute("messaging.system", "kafka");
        span.setAttribute("messaging.destination.name", spec.topic);
        span.setAttribute("messaging.consumer.group.name", spec.group);
        return fn();
      }),
  };
}

export { trace, context, propagation, SpanKind, SpanStatusCode } from "@opentelemetry/api";
export { startProcessKit, serveProcess, type ProcessKit } from "./process.ts";
