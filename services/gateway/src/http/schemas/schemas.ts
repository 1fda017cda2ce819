/** The shapes of parsing schemas in responses. */
import { Type } from "typebox";
import { Int, JobKind, SafeText, Timestamp, Uuid } from "./primitives.ts";

const schemaListItemProperties = {
  id: Uuid(),
  name: Type.String(),
  type: JobKind,
  description: Type.Union([Type.String(), Type.Null()]),
  version: Int(),
  is_active: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const SchemaListItem = Type.Object(schemaListItemProperties);

export const SchemaRecord = Type.Object({
  ...schemaListItemProperties,
  user_id: Uuid(),
  schema_string: Type.String({ description: "Base64 of the gzip-compressed JSON definition" }),
});

export const SchemaIdParams = Type.Object({
  schema_id: SafeText({ maxLength: 200, description: "The schema's id (a UUID; any other id answers 404)" }),
});
