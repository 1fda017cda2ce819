import { onShutdown, startTracing } from "@docintake/telemetry";
import { buildEmbedded } from "./app.ts";
import { printWelcome } from "./welcome.ts";

const stopTracing = await startTracing({
  service: "docintake",
  otlpEndpoint: process.env["OTEL_EXPORTER_OTLP_ENDPOINT"],
});
const embedded = await buildEmbedded(process.env);
const { config, gateway, log } = embedded;
await gateway.listen({ host: config.HTTP_HOST, port: config.HTTP_PORT });
// The admin API on a port of its own, when configured so (ADMIN_HTTP_PORT); else it is on the API's port.
if (gateway.adminServer) await gateway.adminServer.listen({ host: config.HTTP_HOST, port: embedded.adminPort });
onShutdown(log, async () => {
  await embedded.stop();
  await stopTracing();
});
// A database given up on (its thread died more often than the restart bound allows) leaves nothing
// this process can serve: it stops with an error status, so that whatever supervises it (Kubernetes,
// Docker's restart policy, systemd) starts it afresh, rather than staying up answering 503.
embedded.database.onGaveUp?.((err) => {
  log.fatal({ err }, "the embedded database is down for good; stopping");
  void embedded
    .stop()
    .then(() => stopTracing())
    .finally(() => process.exit(1));
});
await printWelcome(embedded, process.env["BOOTSTRAP_API_KEY"]);
