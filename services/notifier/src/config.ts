import { callbackDeliveryConfig, envInt, infraConfig, z } from "@docintake/config";

export const notifierConfigSchema = z.object({
  ...infraConfig,
  METRICS_PORT: envInt(9469),
  ...callbackDeliveryConfig,
});
export type NotifierConfig = z.infer<typeof notifierConfigSchema>;
