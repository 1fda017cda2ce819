/** The shapes of the admin API: users, API keys and webhook signing secrets. */
import { Type } from "typebox";
import { NonBlankText, SafeText, Timestamp, Uuid } from "./primitives.ts";

const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);

export const AdminUser = Type.Object({
  user_id: Uuid(),
  name: Type.String(),
  subject: Type.Union([Type.String(), Type.Null()], { description: "The JWT `sub` of a user first seen by token" }),
  created_at: Timestamp,
});

export const AdminUserCreated = Type.Object({
  ...AdminUser.properties,
  webhook_secret: Type.String({ description: "Signs the user's callbacks; shown only in this answer" }),
});

export const AdminKey = Type.Object({
  key_id: Uuid(),
  user_id: Uuid(),
  name: Type.String(),
  prefix: Type.String({ description: "The key's first characters, to tell keys apart" }),
  created_at: Timestamp,
  last_used_at: NullableTimestamp,
  revoked_at: NullableTimestamp,
});

export const AdminKeyCreated = Type.Object({
  ...AdminKey.properties,
  key: Type.String({ description: "The API key (`dik_…`); shown only in this answer, stored as a hash" }),
});

export const WebhookSecretRotated = Type.Object({
  webhook_secret: Type.String({ description: "The new signing secret; shown only in this answer" }),
  previous_expires_at: Type.Union([Timestamp, Type.Null()], {
    description: "Until when the secrets in use before keep signing (24 h); null when there were none",
  }),
});

export const CreateUserBody = Type.Object(
  { name: NonBlankText({ maxLength: 200, description: "Kept trimmed" }) },
  { additionalProperties: false },
);

export const CreateKeyBody = Type.Object(
  {
    user_id: Uuid("The key's owner"),
    name: Type.Optional(SafeText({ maxLength: 200, description: 'What the key is for; "default" when left out' })),
  },
  { additionalProperties: false },
);

export const UserIdParams = Type.Object({ user_id: SafeText({ maxLength: 200, description: "The user's id" }) });
export const KeyIdParams = Type.Object({ key_id: SafeText({ maxLength: 200, description: "The key's id" }) });
export const KeyListQuery = Type.Object({ user_id: Type.Optional(Uuid("Only this user's keys")) });
