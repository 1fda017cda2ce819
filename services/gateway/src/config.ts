import { envBool, envInt, loadConfig, z } from "@docintake/config";
import { LIMITS } from "@docintake/contracts";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/** Everything the HTTP gateway reads from its environment. */
export const gatewayConfigSchema = z.object({
  HTTP_PORT: envInt(8080),
  HTTP_HOST: z.string().default("127.0.0.1"),
  /** Absolute origin used for URLs in responses (e.g. https://docs.example.com); derived from the request when unset. */
  PUBLIC_BASE_URL: optionalString.pipe(z.url().optional()),
  /** Honour X-Forwarded-* headers (behind a reverse proxy). */
  TRUST_PROXY: envBool(false),
  JWT_HS256_SECRET: optionalString,
  JWT_JWKS_URL: optionalString.pipe(z.url().optional()),
  JWT_ISSUER: optionalString,
  JWT_AUDIENCE: optionalString,
  /** How long an API key lookup is cached; revocation takes effect within this window. */
  AUTH_CACHE_TTL_MS: envInt(30_000),
  /** Requests per minute per credential; 0 disables the limit. */
  RATE_LIMIT_PER_MINUTE: envInt(600),
  UPLOAD_DETECTION_DEADLINE_MS: envInt(20_000),
  MAX_FILES: envInt(LIMITS.filesPerUpload),
  MAX_FILE_BYTES: envInt(LIMITS.fileBytes),
  MAX_JSON_BYTES: envInt(LIMITS.jsonBodyBytes),
  /** Replay window of Idempotency-Key responses. */
  IDEMPOTENCY_TTL_MS: envInt(24 * 60 * 60 * 1000),
  BOOTSTRAP_API_KEY: optionalString,
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(source: Record<string, string | undefined>): GatewayConfig {
  return loadConfig(gatewayConfigSchema, source);
}
