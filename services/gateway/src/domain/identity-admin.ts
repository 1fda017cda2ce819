/**
 * What the operator CLI manages: users, API keys and webhook secrets, in the admin API's shapes. Two adapters: the
 * admin API of a running service (adapters/identity-admin-http.ts) and the database itself, for when the service
 * is down (adapters/identity-admin-db.ts).
 */
import type { Static } from "typebox";
import type {
  AdminKey,
  AdminKeyCreated,
  AdminUser,
  AdminUserCreated,
  WebhookSecretRotated,
} from "../http/schemas/admin.ts";

export type AdminUserView = Static<typeof AdminUser>;
export type AdminUserCreatedView = Static<typeof AdminUserCreated>;
export type AdminKeyView = Static<typeof AdminKey>;
export type AdminKeyCreatedView = Static<typeof AdminKeyCreated>;
export type WebhookSecretRotatedView = Static<typeof WebhookSecretRotated>;

export interface IdentityAdmin {
  /** How it reaches the identities, for the operator: "the admin API at …" or "the database …". */
  readonly via: string;
  listUsers(): Promise<AdminUserView[]>;
  createUser(name: string): Promise<AdminUserCreatedView>;
  listKeys(userId?: string): Promise<AdminKeyView[]>;
  createKey(userId: string, name?: string): Promise<AdminKeyCreatedView>;
  revokeKey(keyId: string): Promise<AdminKeyView>;
  rotateWebhookSecret(userId: string): Promise<WebhookSecretRotatedView>;
  close(): Promise<void>;
}
