/** GET and POST /admin/v1/users, and the rotation of a user's webhook signing secret. */
import { Type } from "typebox";
import { createUser, listUsers, rotateWebhookSecret } from "../../domain/identity.ts";
import { adminUser, ok } from "../../domain/present.ts";
import type { Api } from "../../http/context.ts";
import {
  AdminUser,
  AdminUserCreated,
  CreateUserBody,
  UserIdParams,
  WebhookSecretRotated,
} from "../../http/schemas/admin.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import { security, tags, type AdminDeps } from "./context.ts";

export function userRoutes(app: Api, { identity }: AdminDeps): void {
  app.get(
    "/users",
    {
      schema: {
        tags,
        operationId: "adminListUsers",
        summary: "List every user, oldest first",
        security,
        response: { 200: Envelope(Type.Object({ users: Type.Array(AdminUser) })), ...failures() },
      },
    },
    async () => ok({ users: (await listUsers(identity)).map(adminUser) }),
  );

  app.post(
    "/users",
    {
      schema: {
        tags,
        operationId: "adminCreateUser",
        summary: "Create a user and its webhook signing secret (shown once)",
        body: CreateUserBody,
        security,
        response: { 201: Envelope(AdminUserCreated), ...failures() },
      },
    },
    async (req, reply) => {
      const { user, webhookSecret } = await createUser(identity, { name: req.body.name.trim() });
      return reply.code(201).send(ok({ ...adminUser(user), webhook_secret: webhookSecret }));
    },
  );

  app.post(
    "/users/:user_id/webhook-secret/rotate",
    {
      schema: {
        tags,
        operationId: "adminRotateWebhookSecret",
        summary: "Issue a new webhook signing secret; the previous ones keep signing for 24 h",
        params: UserIdParams,
        security,
        response: { 200: Envelope(WebhookSecretRotated), ...failures(404) },
      },
    },
    async (req) => {
      const { secret, previousExpiresAt } = await rotateWebhookSecret(identity, req.params.user_id);
      return ok({ webhook_secret: secret, previous_expires_at: previousExpiresAt });
    },
  );
}
