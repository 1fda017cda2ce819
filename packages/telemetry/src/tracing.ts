import { NodeSDK } from "@opentelemetry/sdk-node";

/** Ends spans without exporting them: the tracer provider must exist for ids to reach logs and headers. */
const dropSpans = {
  onStart: () => undefined,
  onEnd: () => undefined,
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
};

/**
 * Starts the OpenTelemetry SDK: W3C propagation always (so context crosses gRPC and Kafka), an OTLP
 * exporter when an endpoint is configured.
 */
export async function startTracing(opts: {
  service: string;
  otlpEndpoint?: string | undefined;
}): Promise<() => Promise<void>> {
  let traceExporter;
  if (opts.otlpEndpoint) {
    const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
    traceExporter = new OTLPTraceExporter({ url: `${opts.otlpEndpoint.replace(/\/$/, "")}/v1/traces` });
  }
  // Without an endpoint, spans are still made (so trace ids reach logs and headers) but exported nowhere;
  // an empty processor list keeps the SDK from falling back to its default localhost exporter.
  const sdk = new NodeSDK({
    serviceName: opts.service,
    ...(traceExporter ? { traceExporter } : { spanProcessors: [dropSpans] }),
    instrumentations: [],
  });
  sdk.start();
  return () => sdk.shutdown();
}
