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
onShutdown(log, async () => {
  await embedded.stop();
  await stopTracing();
});
await printWelcome(embedded, process.env["BOOTSTRAP_API_KEY"]);
