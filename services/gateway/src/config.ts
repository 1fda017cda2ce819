import { envBool, envInt, loadConfig, z } from "@docintake/config";
import { LIMITS } from "@docintake/contracts";

/** The admin credential's least length: guessing it must be as hopeless as guessing an API key. */
export const ADMIN_KEY_MIN_CHARS = 32;

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
  UPLOAD_DETECTION_DEADLINE_MS: envInt(LIMITS.uploadDetectionDeadlineMs),
  MAX_FILES: envInt(LIMITS.filesPerUpload),
  MAX_FILE_BYTES: envInt(LIMITS.fileBytes),
  MAX_JSON_BYTES: envInt(LIMITS.jsonBodyBytes),
  /** Replay window of Idempotency-Key responses. */
  IDEMPOTENCY_TTL_MS: envInt(24 * 60 * 60 * 1000),
  BOOTSTRAP_API_KEY: optionalString,
  /**
   * The credential of the admin API (/admin/v1: users, API keys, webhook secrets), sent as a bearer token; the
   * admin API is off while it is unset. Long and random, like an API key: compared in constant time.
   */
  ADMIN_API_KEY: optionalString.pipe(
    z.string().min(ADMIN_KEY_MIN_CHARS, `expected at least ${ADMIN_KEY_MIN_CHARS} characters`).optional(),
  ),
  /**
   * 0: the admin API is served on the API's own port. Another port: only there, on a listener of its own, so that a
   * proxy or ingress in front of the API port never reaches it (the Helm chart's choice).
   */
  ADMIN_HTTP_PORT: envInt(0),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(source: Record<string, string | undefined>): GatewayConfig {
  return loadConfig(gatewayConfigSchema, source);
}
