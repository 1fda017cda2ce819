import { envInt, infraConfig, z } from "@docintake/config";
import { LIMITS } from "@docintake/contracts";

export const filesConfigSchema = z.object({
  ...infraConfig,
  GRPC_HOST: z.string().default("127.0.0.1"),
  GRPC_PORT: envInt(50051),
  METRICS_PORT: envInt(9464),
  MAX_FILE_BYTES: envInt(LIMITS.fileBytes),
  MAX_PAGES: envInt(LIMITS.pagesPerDocument),
  MAX_IMAGE_PIXELS: envInt(LIMITS.imagePixels),
  OUTBOX_INTERVAL_MS: envInt(250),
});
export type FilesConfig = z.infer<typeof filesConfigSchema>;
