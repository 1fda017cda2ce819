import { documentLimitsConfig, envInt, infraConfig, z } from "@docintake/config";
import { LIMITS } from "@docintake/contracts";
import { DEFAULT_INSPECT_LIMITS } from "@docintake/extraction/limits";

export const filesConfigSchema = z.object({
  ...infraConfig,
  GRPC_HOST: z.string().default("127.0.0.1"),
  GRPC_PORT: envInt(50051),
  METRICS_PORT: envInt(9464),
  MAX_FILE_BYTES: envInt(LIMITS.fileBytes),
  MAX_PAGES: envInt(LIMITS.pagesPerDocument),
  MAX_IMAGE_PIXELS: envInt(LIMITS.imagePixels),
  // Opening an upload decodes its cross-reference and object streams: an object stream can be a bomb.
  MAX_DECODED_BYTES: documentLimitsConfig(DEFAULT_INSPECT_LIMITS).MAX_DECODED_BYTES,
  OUTBOX_INTERVAL_MS: envInt(250),
});
export type FilesConfig = z.infer<typeof filesConfigSchema>;
