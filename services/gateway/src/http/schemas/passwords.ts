/**
 * The password of a protected PDF and the hints that rebuild it, as requests bring them (a JSON body field
 * on parse requests, a multipart field on uploads), and their sealing before they go any further.
 */
import { createHmac } from "node:crypto";
import { Type } from "typebox";
import { PASSWORD_HINT_FIELDS, sealSecret, type DocumentSecret, type PasswordHints } from "@docintake/contracts";
import { invalid } from "@docintake/errors";
import { SafeText } from "./primitives.ts";

const PASSWORD_MAX = 128;

export const Password = SafeText({
  minLength: 1,
  maxLength: PASSWORD_MAX,
  description:
    "The PDF's password (the user password that opens it). Used to read it, never stored in the clear, never " +
    "logged, never returned; kept sealed (AES-256-GCM) only until the job ends.",
});

const hint = (description: string, maxLength = 64) => Type.Optional(SafeText({ minLength: 1, maxLength, description }));

export const PasswordHintsSchema = Type.Object(
  {
    date_of_birth: Type.Optional(
      Type.String({ format: "date", description: "The account holder's date of birth, YYYY-MM-DD" }),
    ),
    pan: hint("PAN (Indian permanent account number)", 10),
    mobile: hint("Registered mobile number, with or without the country code", 20),
    customer_id: hint("Customer id / CRN the bank gave"),
    account_number: hint("Account number"),
    name: hint("The account holder's name as the bank prints it", 200),
  },
  {
    additionalProperties: false,
    description:
      "What the account holder knows, from which the service rebuilds the password by the rules banks document " +
      "for their e-statements (first four letters of the name and the date of birth, customer id, account or " +
      "mobile number…; the list and its sources are in docs/banks.md). Only those rules are tried. Handled like " +
      "the password: never stored in the clear, logged or returned.",
  },
);

/** The fields as they arrive (validated by the schemas above). */
export interface PasswordFields {
  password?: string | undefined;
  password_hints?: PasswordHints | undefined;
}

/** The sealed secret of a request's password and hints, for the caller; undefined when it brings neither. */
export function sealPasswords(fields: PasswordFields, key: Buffer, userId: string): string | undefined {
  const hints = fields.password_hints;
  const given = hints && PASSWORD_HINT_FIELDS.some((f) => hints[f] !== undefined);
  if (fields.password === undefined && !given) return undefined;
  const secret: DocumentSecret = {
    ...(fields.password !== undefined ? { password: fields.password } : {}),
    ...(given ? { hints } : {}),
  };
  return sealSecret(secret, key, userId);
}

/**
 * A request body as its Idempotency-Key remembers it (hashed, for a day): the password and hints replaced by
 * their HMAC under the deployment key, so that the stored hash is no trace of them (a plain hash of a short
 * bank password could be searched) while a retry with another password is still told apart.
 */
export function idempotencyIdentity(body: PasswordFields & Record<string, unknown>, key: Buffer): unknown {
  const { password, password_hints, ...rest } = body;
  if (password === undefined && password_hints === undefined) return body;
  const mac = createHmac("sha256", key).update(JSON.stringify([password ?? null, password_hints ?? null]));
  return { ...rest, password_mac: mac.digest("hex") };
}

/**
 * The password fields of a multipart upload (`password`, and `password_hints` as JSON text), checked as the JSON
 * body fields are; a bad one answers 400 without echoing it. An empty field is no field: a form sends its
 * blank inputs that way.
 */
export function uploadPasswordFields(fields: Map<string, string>): PasswordFields {
  const out: PasswordFields = {};
  const password = fields.get("password") || undefined;
  if (password !== undefined) {
    if (password.length > PASSWORD_MAX || password.includes("\0"))
      throw invalid(`password must be 1 to ${PASSWORD_MAX} characters, without NUL`);
    out.password = password;
  }
  const hints = fields.get("password_hints") || undefined;
  if (hints !== undefined) out.password_hints = parseHints(hints);
  return out;
}

function parseHints(text: string): PasswordHints {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid("password_hints must be a JSON object");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw invalid("password_hints must be a JSON object");
  const out: PasswordHints = {};
  for (const [k, v] of Object.entries(value)) {
    if (!(PASSWORD_HINT_FIELDS as readonly string[]).includes(k))
      throw invalid(`password_hints has an unknown field; expected ${PASSWORD_HINT_FIELDS.join(", ")}`);
    if (typeof v !== "string" || v.length === 0 || v.length > 200 || v.includes("\0"))
      throw invalid(`password_hints/${k} must be a non-empty string`);
    if (k === "date_of_birth" && !/^\d{4}-\d{2}-\d{2}$/.test(v))
      throw invalid("password_hints/date_of_birth must be YYYY-MM-DD");
    out[k as keyof PasswordHints] = v;
  }
  return out;
}
