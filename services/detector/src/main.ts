import { join } from "node:path";
import { availableParallelism } from "node:os";
import { loadConfig } from "@docintake/config";
import { createBlobStore, s3OptionsFrom } from "@docintake/blob";
import { createBus, kafkaOptionsFrom } from "@docintake/bus";
import { createOcrEngine } from "@docintake/extraction";
import { serveProcess, startProcessKit } from "@docintake/telemetry";
import { buildDetector } from "./app.ts";
import { detectorConfigSchema } from "./config.ts";

const config = loadConfig(detectorConfigSchema, process.env);
const kit = await startProcessKit("detector", config);
const blobs = createBlobStore({ s3: s3OptionsFrom(config), dir: join(config.DATA_DIR, "blobs") });
const bus = createBus({
  kafka: kafkaOptionsFrom(config, "detector", kit.bus.kafkaLog, kit.bus.onLag),
  hooks: kit.bus.hooks,
});
const ocr = await createOcrEngine({ workers: config.OCR_WORKERS || Math.max(1, availableParallelism()) });
buildDetector({ bus, blobs, ocr, log: kit.log, metrics: kit.metrics, concurrency: config.DETECTOR_CONCURRENCY });
await bus.start();
await serveProcess(kit, {
  host: "0.0.0.0",
  port: config.METRICS_PORT,
  checks: { blobs: () => blobs.ping(), bus: () => bus.ping() },
  stop: async () => {
    await bus.stop();
    await ocr.terminate();
  },
});
