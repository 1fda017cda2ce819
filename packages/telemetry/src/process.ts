import type { Logger } from "pino";
import { busHooks, createLogger, createMetrics, type Metrics } from "./index.ts";
import { checkAll, onShutdown, startOpsServer } from "./ops.ts";
import { startTracing } from "./tracing.ts";

/** What every deployable process starts with: logs, traces, metrics. */
export interface ProcessKit {
  service: string;
  log: Logger;
  metrics: Metrics;
  /** Bus consumer hooks (spans per message, failure logs) and Kafka client callbacks for this process. */
  bus: {
    hooks: ReturnType<typeof busHooks>;
    kafkaLog: (level: "error" | "warn" | "info", message: string) => void;
    onLag: (group: string, topic: string, lag: number) => void;
  };
  stopTracing: () => Promise<void>;
}

export async function startProcessKit(
  service: string,
  config: { LOG_LEVEL: string; OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined },
): Promise<ProcessKit> {
  const log = createLogger({ service, level: config.LOG_LEVEL });
  const stopTracing = await startTracing({ service, otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT });
  const metrics = createMetrics(service);
  return {
    service,
    log,
    metrics,
    bus: {
      hooks: busHooks(service, log),
      kafkaLog: (level, message) => log[level](message),
      onLag: (group, topic, lag) => metrics.consumerLag.set({ group, topic }, lag),
    },
    stopTracing,
  };
}

/**
 * Serves /healthz, /readyz and /metrics, and on SIGTERM/SIGINT runs `stop` (finish in-flight work,
 * close pools) before closing the ops server and flushing traces.
 */
export async function serveProcess(
  kit: ProcessKit,
  opts: { host: string; port: number; checks: Record<string, () => Promise<void>>; stop: () => Promise<void> },
): Promise<void> {
  const ops = await startOpsServer({
    host: opts.host,
    port: opts.port,
    registry: kit.metrics.registry,
    readiness: () => checkAll(opts.checks),
  });
  kit.log.info({ ops: opts.port }, `${kit.service} ready`);
  onShutdown(kit.log, async () => {
    await opts.stop();
    ops.close();
    await kit.stopTracing();
  });
}
