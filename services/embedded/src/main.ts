import { onShutdown } from "@docintake/telemetry";
import { buildEmbedded } from "./app.ts";
import { printWelcome } from "./welcome.ts";

const embedded = await buildEmbedded(process.env);
const { config, gateway, log } = embedded;
await gateway.listen({ host: config.HTTP_HOST, port: config.HTTP_PORT });
onShutdown(log, () => embedded.stop());
await printWelcome(embedded, process.env["BOOTSTRAP_API_KEY"]);
