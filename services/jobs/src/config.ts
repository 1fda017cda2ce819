import { envBool, envInt, infraConfig, z } from "@docintake/config";

export const jobsConfigSchema = z.object({
  ...infraConfig,
  GRPC_HOST: z.string().default("127.0.0.1"),
  GRPC_PORT: envInt(50052),
  METRICS_PORT: envInt(9465),
  FILES_GRPC_URL: z.string().default("127.0.0.1:50051"),
  SCHEMAS_GRPC_URL: z.string().default("127.0.0.1:50053"),
  CALLBACK_ALLOW_LOOPBACK: envBool(false),
  CALLBACK_ALLOW_PRIVATE: envBool(false),
  OUTBOX_INTERVAL_MS: envInt(250),
});
export type JobsConfig = z.infer<typeof jobsConfigSchema>;
