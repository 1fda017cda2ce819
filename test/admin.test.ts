// The admin API while the service runs: users, keys (a new key works at once, a revoked one stops), secrets.
import { expect, it } from "@jest/globals";
import { contractDescribe, env } from "./env.ts";
import { expectFailure, expectIsoZ, expectSuccess, expectUuid } from "./helpers/assert.ts";
import { api, call, root } from "./helpers/client.ts";
import { invoicePdf, uniqueName } from "./helpers/fixtures.ts";
import { uploadOk } from "./helpers/service.ts";

const admin = <T = unknown>(method: string, path: string, json?: unknown, key: string | null = env.adminKey) =>
  call<T>(method, `${env.adminUrl}/admin/v1${path}`, json === undefined ? { key } : { key, json });

interface User {
  user_id: string;
  name: string;
  webhook_secret?: string;
}
interface Key {
  key_id: string;
  user_id: string;
  name: string;
  prefix: string;
  key?: string;
  revoked_at: string | null;
}

contractDescribe("admin API", ["adminKey"], () => {
  it("refuses requests without the admin credential, or with a user's key, with 401", async () => {
    expectFailure(await admin("GET", "/users", undefined, null), 401, "UNAUTHENTICATED");
    expectFailure(await admin("GET", "/users", undefined, env.apiKey), 401, "UNAUTHENTICATED");
    expectFailure(await admin("POST", "/keys", { user_id: "x" }, env.apiKey), 401, "UNAUTHENTICATED");
  });

  it("makes a user and a key that works at once, then revokes it", async () => {
    const made = expectSuccess<User>(await admin("POST", "/users", { name: `contract ${uniqueName("u", "x")}` }), 201);
    expectUuid(made.user_id);
    expect(made.webhook_secret).toMatch(/^whsec_/);

    const key = expectSuccess<Key>(await admin("POST", "/keys", { user_id: made.user_id, name: "contract" }), 201);
    expect(key.key).toMatch(/^dik_[0-9A-Za-z]{32,}$/);
    expect(key.key!.startsWith(key.prefix)).toBe(true);

    // At once: the new user's empty listing, then an upload of its own.
    const listing = expectSuccess<{ total: number }>(await api("GET", "/files", { key: key.key! }));
    expect(listing.total).toBe(0);
    const [doc] = await uploadOk([{ filename: uniqueName("admin-key", "pdf"), data: invoicePdf() }], key.key!);
    expectUuid(doc!.doc_id);
    expectFailure(await api("GET", `/files/${doc!.doc_id}`), 404, "NOT_FOUND");

    const users = expectSuccess<{ users: User[] }>(await admin("GET", "/users")).users;
    expect(users.find((u) => u.user_id === made.user_id)?.webhook_secret).toBeUndefined();
    const keys = expectSuccess<{ keys: Key[] }>(await admin("GET", `/keys?user_id=${made.user_id}`)).keys;
    expect(keys.map((k) => k.key_id)).toEqual([key.key_id]);
    expect(JSON.stringify(keys)).not.toContain(key.key);

    const revoked = expectSuccess<Key>(await admin("DELETE", `/keys/${key.key_id}`));
    expectIsoZ(revoked.revoked_at);
    // The gateway that revoked it forgets it at once; a deployment's other replicas within AUTH_CACHE_TTL_MS.
    expectFailure(await api("GET", "/files", { key: key.key! }), 401, "UNAUTHENTICATED");
  });

  it("rotates a user's webhook secret", async () => {
    const made = expectSuccess<User>(await admin("POST", "/users", { name: "rotation" }), 201);
    const rotated = expectSuccess<{ webhook_secret: string; previous_expires_at: string }>(
      await admin("POST", `/users/${made.user_id}/webhook-secret/rotate`),
    );
    expect(rotated.webhook_secret).not.toBe(made.webhook_secret);
    expectIsoZ(rotated.previous_expires_at);
  });

  it("answers 404 for an unknown user or key and 400 for a bad body", async () => {
    expectFailure(await admin("POST", "/keys", { user_id: "00000000-0000-4000-8000-000000000000" }), 404, "NOT_FOUND");
    expectFailure(await admin("DELETE", "/keys/00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
    expectFailure(await admin("POST", "/users", { name: "" }), 400, "INVALID_REQUEST");
  });

  it("is described under its own tag, and is not under /api/v1", async () => {
    expectFailure(await api("GET", "/admin/v1/users", { key: env.adminKey }), [401, 404]);
    if (env.adminUrl !== env.originUrl) return;
    const doc = (await root("/openapi.json")).json as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.paths["/admin/v1/keys"]?.["post"]?.tags).toEqual(["admin"]);
  });
});
