import { loadConfig } from "@docintake/config";
import { runDocumentWorker } from "@docintake/worker";
import { buildDetector } from "./app.ts";
import { detectorConfigSchema } from "./config.ts";

const config = loadConfig(detectorConfigSchema, process.env);
await runDocumentWorker("detector", config, { concurrency: config.DETECTOR_CONCURRENCY, build: buildDetector });
