import { envInt, infraConfig, z } from "@docintake/config";

export const schemasConfigSchema = z.object({
  ...infraConfig,
  GRPC_HOST: z.string().default("127.0.0.1"),
  GRPC_PORT: envInt(50053),
  METRICS_PORT: envInt(9466),
});
export type SchemasConfig = z.infer<typeof schemasConfigSchema>;
