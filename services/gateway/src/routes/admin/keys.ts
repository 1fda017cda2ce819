/** GET and POST /admin/v1/keys, DELETE /admin/v1/keys/{key_id} (revocation). */
import { Type } from "typebox";
import { createApiKey, listKeys, revokeApiKey } from "../../domain/identity.ts";
import { adminKey, ok } from "../../domain/present.ts";
import type { Api } from "../../http/context.ts";
import { AdminKey, AdminKeyCreated, CreateKeyBody, KeyIdParams, KeyListQuery } from "../../http/schemas/admin.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import { security, tags, type AdminDeps } from "./context.ts";

export function keyRoutes(app: Api, { identity, keysChanged }: AdminDeps): void {
  app.get(
    "/keys",
    {
      schema: {
        tags,
        operationId: "adminListKeys",
        summary: "List API keys (every user's, or one user's), oldest first",
        querystring: KeyListQuery,
        security,
        response: { 200: Envelope(Type.Object({ keys: Type.Array(AdminKey) })), ...failures() },
      },
    },
    async (req) => {
      const userId = req.query.user_id;
      return ok({ keys: (await listKeys(identity, userId ? { userId } : {})).map(adminKey) });
    },
  );

  app.post(
    "/keys",
    {
      schema: {
        tags,
        operationId: "adminCreateKey",
        summary: "Create an API key for a user (shown once); it works at once",
        body: CreateKeyBody,
        security,
        response: { 201: Envelope(AdminKeyCreated), ...failures(404) },
      },
    },
    async (req, reply) => {
      const { user_id: userId, name } = req.body;
      const { key, info } = await createApiKey(identity, { userId, ...(name !== undefined ? { name } : {}) });
      return reply.code(201).send(ok({ ...adminKey(info), key }));
    },
  );

  app.delete(
    "/keys/:key_id",
    {
      schema: {
        tags,
        operationId: "adminRevokeKey",
        summary: "Revoke an API key; revoking twice is harmless",
        description:
          "This process stops accepting the key at once; other gateway replicas within their key cache window " +
          "(AUTH_CACHE_TTL_MS, 30 s by default).",
        params: KeyIdParams,
        security,
        response: { 200: Envelope(AdminKey), ...failures(404) },
      },
    },
    async (req) => {
      const info = await revokeApiKey(identity, req.params.key_id);
      keysChanged();
      return ok(adminKey(info));
    },
  );
}
