import { envBool, envInt, infraConfig, z } from "@docintake/config";

export const notifierConfigSchema = z.object({
  ...infraConfig,
  METRICS_PORT: envInt(9469),
  CALLBACK_ALLOW_LOOPBACK: envBool(false),
  CALLBACK_ALLOW_PRIVATE: envBool(false),
  CALLBACK_MAX_ATTEMPTS: envInt(8),
  CALLBACK_INITIAL_BACKOFF_MS: envInt(1000),
  CALLBACK_MAX_BACKOFF_MS: envInt(600_000),
  CALLBACK_TIMEOUT_MS: envInt(10_000),
  CALLBACK_POLL_MS: envInt(500),
});
export type NotifierConfig = z.infer<typeof notifierConfigSchema>;
