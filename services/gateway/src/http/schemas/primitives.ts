/**
 * The building blocks of every request and response schema (TypeBox: JSON Schema with static types). Each
 * string a client sends is safe text or narrower: NUL is refused by validation, with 400, before it reaches a
 * service or the database, and the OpenAPI document says so through the same pattern (unpaired surrogates are
 * refused as JSON bodies are parsed: see @docintake/contracts' text.ts).
 */
import { Type, type Static, type TObject, type TObjectOptions, type TProperties, type TSchema } from "typebox";
import {
  CALLBACK_URL_MAX_LENGTH,
  CALLBACK_URL_PATTERN,
  DOCUMENT_TYPES,
  FILE_STATUSES,
  JOB_KINDS,
  MAX_PAGE,
  NON_BLANK_SAFE_TEXT_PATTERN,
  PAGE_SIZE,
  SAFE_TEXT_PATTERN,
} from "@docintake/contracts";
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_PATTERN } from "../../domain/idempotency.ts";

type StringOptions = Parameters<typeof Type.String>[0];

/** Any text but NUL (and, in JSON, unpaired surrogates). */
export const SafeText = (options: StringOptions = {}) => Type.String({ ...options, pattern: SAFE_TEXT_PATTERN });

/** Safe text that is not empty once trimmed. */
export const NonBlankText = (options: StringOptions = {}) =>
  Type.String({ ...options, minLength: 1, pattern: NON_BLANK_SAFE_TEXT_PATTERN });

export const Uuid = (description?: string) =>
  Type.String({ format: "uuid", ...(description !== undefined ? { description } : {}) });

export const Timestamp = Type.String({ format: "date-time", description: "ISO 8601 UTC, ending in Z" });

export const Int = (description?: string) =>
  Type.Integer(description !== undefined ? { minimum: 0, description } : { minimum: 0 });

export const StringEnum = <const T extends readonly string[]>(values: T, description?: string) =>
  Type.Unsafe<T[number]>({ type: "string", enum: [...values], ...(description ? { description } : {}) });

export const DocumentType = StringEnum(DOCUMENT_TYPES);
export const FileStatus = StringEnum(FILE_STATUSES);
export const JobKind = StringEnum(JOB_KINDS);

/** Free-form JSON objects in responses (results, extraction metadata): described, not constrained. */
export const FreeObject = (description: string) =>
  Type.Unsafe<Record<string, unknown>>({ type: "object", additionalProperties: true, description });

export const CallbackUrl = Type.String({
  maxLength: CALLBACK_URL_MAX_LENGTH,
  pattern: CALLBACK_URL_PATTERN,
  description:
    "Absolute http(s) URL without credentials: a DNS name, an IPv4 address or a bracketed IPv6 address, with an " +
    "optional port. POSTed when the job ends, signed with the user's webhook secret. A host that does not resolve, " +
    "or resolves to a loopback, private or link-local address, is refused with 400 unless the service allows it.",
});

/** The Idempotency-Key header of every creating POST. */
export const IdempotencyHeaders = Type.Object({
  "idempotency-key": Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description:
        `1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters. Replays the first response of the same ` +
        "request (route and body) within 24 h instead of creating anything; the same key with another request " +
        "answers 409.",
    }),
  ),
});

/**
 * An object schema whose properties with a default may be left out: Ajv fills the default in, so once validated
 * they are always there (the static type says so), while the OpenAPI document does not call them required.
 */
export function WithDefaults<T extends TObject>(schema: T) {
  const required = (schema.required ?? []).filter(
    (k) => (schema.properties[k] as { default?: unknown }).default === undefined,
  );
  const { required: _all, ...rest } = schema;
  return Type.Unsafe<Static<T>>(required.length > 0 ? { ...rest, required } : rest);
}

/** page × page_size stays an exact number: page is bounded by what travels between services (int32). */
export const PaginationQuery = {
  page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: PAGE_SIZE.max, default: PAGE_SIZE.default }),
};

/** Opaque ids (jobs, batches) in a path: safe text, so they can be looked up. */
export const OpaqueId = (description: string) => SafeText({ maxLength: 200, description });

/** The id of a JSON value that may nest (a schema definition): its strings, keys and numbers are checked throughout. */
export const JSON_VALUE_ID = "JsonValue";

const jsonValueRef = Type.Unsafe<unknown>({ $ref: `${JSON_VALUE_ID}#` });

/**
 * What an object's keys may be, and what fastify's JSON parser refuses as prototype poisoning, said as a schema:
 * no key "__proto__", no "constructor" object holding a "prototype".
 */
const objectKeys = {
  propertyNames: { type: "string", pattern: SAFE_TEXT_PATTERN, not: { const: "__proto__" } },
  not: { required: ["constructor"], properties: { constructor: { type: "object", required: ["prototype"] } } },
};

/** An object of JSON values whose keys are safe text: what JsonValue allows for objects. */
const jsonObject = (description?: string) => ({
  type: "object",
  ...objectKeys,
  additionalProperties: jsonValueRef,
  ...(description !== undefined ? { description } : {}),
});

/**
 * Any JSON value whose strings and keys are safe text and whose numbers are exact: within ±(2^53 − 1), where
 * every integer keeps its value (a number past it, like 1e400, would be stored as something else). Shared
 * (app.addSchema) because it refers to itself.
 */
export const JsonValue = Type.Unsafe<unknown>({
  $id: JSON_VALUE_ID,
  anyOf: [
    { type: "null" },
    { type: "boolean" },
    { type: "number", minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
    { type: "string", pattern: SAFE_TEXT_PATTERN },
    { type: "array", items: jsonValueRef },
    jsonObject(),
  ],
});

/** A JSON object of JSON values (see JsonValue), with the given known properties. */
export const JsonObject = <P extends Record<string, TSchema>>(properties: P, description: string) =>
  Type.Unsafe<{ [K in keyof P]?: Static<P[K]> } & Record<string, unknown>>({
    ...jsonObject(description),
    properties,
  });

/** A JSON request body: its known properties, and beside them any JSON value, which is ignored. */
export const JsonBody = <P extends TProperties>(properties: P) =>
  Type.Object(properties, { ...objectKeys, additionalProperties: jsonValueRef } as TObjectOptions);
