export { buildGateway, API_PREFIX, type GatewayDeps } from "./app.ts";
export { identityRepository } from "./adapters/identity-repo.ts";
export type { IdentityRepository } from "./domain/identity-repository.ts";
export { gatewayConfigSchema, loadGatewayConfig, type GatewayConfig } from "./config.ts";
export {
  activeWebhookSecrets,
  createApiKey,
  createUser,
  ensureBootstrapKey,
  generateApiKey,
  getUser,
  hashApiKey,
  listKeys,
  listUsers,
  revokeApiKey,
  rotateWebhookSecret,
  type ApiKeyInfo,
  type UserInfo,
} from "./domain/identity.ts";
