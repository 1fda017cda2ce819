import { loadConfig } from "@docintake/config";
import { runDocumentWorker } from "@docintake/worker";
import { buildExtractor } from "./app.ts";
import { extractorConfigSchema } from "./config.ts";

const config = loadConfig(extractorConfigSchema, process.env);
await runDocumentWorker("extractor", config, { concurrency: config.EXTRACTOR_CONCURRENCY, build: buildExtractor });
