/**
 * The admin API under /admin/v1: users, API keys and webhook signing secrets while the service runs. Every request
 * carries the configured admin credential as its bearer token; the scope has no user authentication.
 */
import type { Api } from "../../http/context.ts";
import { requireAdminCredential } from "../../domain/admin-credential.ts";
import type { AdminDeps } from "./context.ts";
import { keyRoutes } from "./keys.ts";
import { userRoutes } from "./users.ts";

export const ADMIN_PREFIX = "/admin/v1";

export function adminRoutes(adminKey: string, deps: AdminDeps) {
  return async (app: Api): Promise<void> => {
    app.addHook("onRequest", async (req) => requireAdminCredential(req.headers.authorization, adminKey));
    userRoutes(app, deps);
    keyRoutes(app, deps);
  };
}

export type { AdminDeps } from "./context.ts";
