/** The operator's identity management through a running service's admin API (/admin/v1). */
import { AppError, ErrorCodes, type ErrorCode } from "@docintake/errors";
import type { IdentityAdmin } from "../domain/identity-admin.ts";
import { ADMIN_PREFIX } from "../routes/admin/index.ts";

const TIMEOUT_MS = 15_000;

/** What the service answered with a failure, as the error its code names. */
function failureOf(status: number, body: unknown): AppError {
  const b = (body ?? {}) as { error?: unknown; code?: unknown };
  const code = (ErrorCodes as readonly string[]).includes(String(b.code)) ? (b.code as ErrorCode) : "INTERNAL";
  return new AppError(code, typeof b.error === "string" ? b.error : `the admin API answered HTTP ${status}`);
}

export function httpIdentityAdmin(origin: string, adminKey: string): IdentityAdmin {
  const base = `${origin.replace(/\/+$/, "")}${ADMIN_PREFIX}`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${adminKey}`,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json: unknown = await res.json().catch(() => undefined);
    if (!res.ok) throw failureOf(res.status, json);
    return (json as { data: T }).data;
  }
  return {
    via: `the admin API at ${base}`,
    listUsers: async () => (await call<{ users: never[] }>("GET", "/users")).users,
    createUser: (name) => call("POST", "/users", { name }),
    listKeys: async (userId) =>
      (await call<{ keys: never[] }>("GET", `/keys${userId ? `?user_id=${encodeURIComponent(userId)}` : ""}`)).keys,
    createKey: (userId, name) => call("POST", "/keys", { user_id: userId, ...(name ? { name } : {}) }),
    revokeKey: (keyId) => call("DELETE", `/keys/${encodeURIComponent(keyId)}`),
    rotateWebhookSecret: (userId) => call("POST", `/users/${encodeURIComponent(userId)}/webhook-secret/rotate`),
    close: async () => {},
  };
}

export type AdminProbe = "down" | "admin-off" | "admin-on";

/** The connection was refused: nothing listens there. */
const refused = (err: unknown): boolean => {
  for (let e = err; e instanceof Error; e = e.cause) if ((e as { code?: unknown }).code === "ECONNREFUSED") return true;
  return false;
};

/**
 * Whether a service answers at `origin`, and whether its admin API is on (any answer but 404 from it). Only a
 * refused connection counts as down: a service too busy to answer in time is still running, and its embedded
 * database must not be opened beside it.
 */
export async function probeAdmin(origin: string): Promise<AdminProbe> {
  try {
    const res = await fetch(`${origin.replace(/\/+$/, "")}${ADMIN_PREFIX}/users`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return res.status === 404 ? "admin-off" : "admin-on";
  } catch (err) {
    if (refused(err)) return "down";
    throw new AppError("UNAVAILABLE", `the service at ${origin} did not answer: ${String(err)}`);
  }
}
