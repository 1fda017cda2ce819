/** The bodies of parse requests, and the service inputs they become. */
import { Type, type Static } from "typebox";
import { BATCH_LIMITS, parseCallbackUrl, type JobKind } from "@docintake/contracts";
import { CallbackUrl, JsonBody, Uuid } from "../../http/schemas/primitives.ts";
import { Password, PasswordHintsSchema, sealPasswords, type PasswordFields } from "../../http/schemas/passwords.ts";

const documentId = Uuid("A doc_id from an upload");
const schemaId = Uuid("Also extract this schema's fields into result.custom_fields");

export const ParseBody = JsonBody({
  document_id: documentId,
  callback_url: Type.Optional(CallbackUrl),
  schema_id: Type.Optional(schemaId),
  password: Type.Optional(Password),
  password_hints: Type.Optional(PasswordHintsSchema),
});

export const BatchBody = (kind: JobKind) => {
  const max = BATCH_LIMITS[kind];
  return JsonBody({
    files: Type.Array(Type.Object({ document_id: documentId }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: max,
      uniqueItems: true,
      description: `1 to ${max} distinct documents`,
    }),
    callback_url: Type.Optional(CallbackUrl),
    schema_id: Type.Optional(schemaId),
    // One password for the batch: it is tried on every document that needs one.
    password: Type.Optional(Password),
    password_hints: Type.Optional(PasswordHintsSchema),
  });
};

const lower = (id: string) => id.toLowerCase();

/**
 * What every parse request carries besides its documents; the URL as the URL parser writes it; the password and
 * hints sealed for the caller, never passed on in the clear.
 */
function common(
  body: { callback_url?: string | undefined; schema_id?: string | undefined } & PasswordFields,
  seal: SealFor,
) {
  const sealedSecret = seal(body);
  return {
    ...(body.callback_url !== undefined ? { callbackUrl: parseCallbackUrl(body.callback_url).toString() } : {}),
    ...(body.schema_id !== undefined ? { schemaId: lower(body.schema_id) } : {}),
    ...(sealedSecret !== undefined ? { sealedSecret } : {}),
  };
}

/** Seals a request's password and hints for its caller; undefined when it has none. */
export type SealFor = (fields: PasswordFields) => string | undefined;

export const sealerFor =
  (key: Buffer, userId: string): SealFor =>
  (fields) =>
    sealPasswords(fields, key, userId);

export const jobInput = (body: Static<typeof ParseBody>, seal: SealFor) => ({
  documentId: lower(body.document_id),
  ...common(body, seal),
});

export const batchInput = (kind: JobKind, body: Static<ReturnType<typeof BatchBody>>, seal: SealFor) => ({
  kind,
  documentIds: body.files.map((f) => lower(f.document_id)),
  ...common(body, seal),
});
