import { envInt, infraConfig, z } from "@docintake/config";

export const filesConfigSchema = z.object({
  ...infraConfig,
  GRPC_HOST: z.string().default("127.0.0.1"),
  GRPC_PORT: envInt(50051),
  METRICS_PORT: envInt(9464),
  MAX_FILE_BYTES: envInt(10 * 1024 * 1024),
  MAX_PAGES: envInt(500),
  MAX_IMAGE_PIXELS: envInt(100_000_000),
  OUTBOX_INTERVAL_MS: envInt(250),
});
export type FilesConfig = z.infer<typeof filesConfigSchema>;
