import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { closeSharedDatabase, makeHarness, type Harness } from "../../testing/harness.ts";
import { isAdminCredential } from "../../domain/admin-credential.ts";

const ADMIN = "admin-credential-for-unit-tests-0123456789";
let h: Harness;
let off: Harness;
let ownPort: Harness;

beforeAll(async () => {
  h = await makeHarness({ ADMIN_API_KEY: ADMIN });
  off = await makeHarness();
  ownPort = await makeHarness({ ADMIN_API_KEY: ADMIN, ADMIN_HTTP_PORT: "18099" });
});

afterAll(async () => {
  await Promise.all([h.close(), off.close(), ownPort.close()]);
  await closeSharedDatabase();
});

const admin = (app: Harness["app"], method: "GET" | "POST" | "DELETE", url: string, json?: unknown, key = ADMIN) =>
  app.inject({
    method,
    url: `/admin/v1${url}`,
    headers: { authorization: `Bearer ${key}`, ...(json !== undefined ? { "content-type": "application/json" } : {}) },
    ...(json !== undefined ? { payload: JSON.stringify(json) } : {}),
  });

describe("admin credential", () => {
  it("matches the configured credential only", () => {
    expect(isAdminCredential(`Bearer ${ADMIN}`, ADMIN)).toBe(true);
    expect(isAdminCredential(`Bearer ${ADMIN}x`, ADMIN)).toBe(false);
    expect(isAdminCredential(`Bearer ${ADMIN.slice(0, -1)}`, ADMIN)).toBe(false);
    expect(isAdminCredential(undefined, ADMIN)).toBe(false);
    expect(isAdminCredential(ADMIN, ADMIN)).toBe(false);
  });
});

describe("admin API", () => {
  it("refuses a user's API key and a wrong credential with 401", async () => {
    for (const key of [h.keyA, "not-the-admin-credential-at-all-000000000"]) {
      const res = await admin(h.app, "GET", "/users", undefined, key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    }
  });

  it("creates a user and a key that works at once, lists them, revokes the key at once", async () => {
    const made = await admin(h.app, "POST", "/users", { name: "  Acme AP  " });
    expect(made.statusCode).toBe(201);
    const user = made.json().data;
    expect(user).toMatchObject({ name: "Acme AP", subject: null });
    expect(user.webhook_secret).toMatch(/^whsec_/);

    const keyRes = await admin(h.app, "POST", "/keys", { user_id: user.user_id, name: "ci" });
    expect(keyRes.statusCode).toBe(201);
    const key = keyRes.json().data;
    expect(key).toMatchObject({ user_id: user.user_id, name: "ci", revoked_at: null });
    expect(key.key.startsWith(key.prefix)).toBe(true);

    const asUser = () =>
      h.app.inject({ method: "GET", url: "/api/v1/files", headers: { authorization: `Bearer ${key.key}` } });
    expect((await asUser()).statusCode).toBe(200);

    const users = (await admin(h.app, "GET", "/users")).json().data.users;
    expect(users.map((u: { user_id: string }) => u.user_id)).toContain(user.user_id);
    expect(JSON.stringify(users)).not.toContain("whsec_");
    const keys = (await admin(h.app, "GET", `/keys?user_id=${user.user_id}`)).json().data.keys;
    expect(keys).toHaveLength(1);
    expect(JSON.stringify(keys)).not.toContain(key.key);

    const revoked = await admin(h.app, "DELETE", `/keys/${key.key_id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    expect((await asUser()).statusCode).toBe(401);
  });

  it("rotates a user's webhook secret, the old one signing 24 h more", async () => {
    const user = (await admin(h.app, "POST", "/users", { name: "rotating" })).json().data;
    const res = await admin(h.app, "POST", `/users/${user.user_id}/webhook-secret/rotate`);
    expect(res.statusCode).toBe(200);
    const { webhook_secret: secret, previous_expires_at: until } = res.json().data;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(user.webhook_secret);
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it("answers 404 for an unknown user or key, 400 for a bad body", async () => {
    expect((await admin(h.app, "POST", "/keys", { user_id: "00000000-0000-4000-8000-000000000000" })).statusCode).toBe(
      404,
    );
    expect((await admin(h.app, "DELETE", "/keys/not-a-key")).statusCode).toBe(404);
    expect((await admin(h.app, "POST", "/users/nobody/webhook-secret/rotate")).statusCode).toBe(404);
    expect((await admin(h.app, "POST", "/users", { name: " " })).statusCode).toBe(400);
    expect((await admin(h.app, "POST", "/users", { name: "x", extra: 1 })).statusCode).toBe(400);
  });

  it("is described under its own tag and security scheme", async () => {
    const doc = (await h.app.inject({ method: "GET", url: "/openapi.json" })).json();
    const op = doc.paths["/admin/v1/keys"].post;
    expect(op.tags).toEqual(["admin"]);
    expect(op.security).toEqual([{ adminAuth: [] }]);
  });

  it("does not exist without a credential", async () => {
    expect((await admin(off.app, "GET", "/users")).statusCode).toBe(404);
    const doc = (await off.app.inject({ method: "GET", url: "/openapi.json" })).json();
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/admin/"))).toBe(false);
  });

  it("is served only by its own listener when given a port", async () => {
    expect((await admin(ownPort.app, "GET", "/users")).statusCode).toBe(404);
    const server = ownPort.app.adminServer;
    expect(server).not.toBeNull();
    expect((await admin(server!, "GET", "/users")).statusCode).toBe(200);
    expect((await server!.inject({ method: "GET", url: "/api/v1/files" })).statusCode).toBe(404);
  });
});
