/** The success envelope and the failure body of every response, and the failures each route documents. */
import { Type, type TSchema } from "typebox";
import { ErrorCodes, httpStatusOf, type ErrorCode } from "@docintake/errors";

/** Success: `{success: true, data}`. */
export const Envelope = <T extends TSchema>(data: T, description = "Success: `{success: true, data}`") =>
  Type.Object({ success: Type.Literal(true), data }, { description });

export const ErrorBody = Type.Object({
  success: Type.Literal(false),
  error: Type.String({ description: "Human-readable message" }),
  code: Type.Unsafe<ErrorCode>({ type: "string", enum: [...ErrorCodes] }),
});

/** What each failure status means to a client; the codes behind a status come from @docintake/errors. */
const MEANING: Record<number, string> = {
  400: "Invalid request: malformed JSON, a missing or invalid field, a bad query value, text with NUL or unpaired surrogates",
  401: "Missing, malformed, unknown or revoked credential",
  404: "Absent or owned by another user",
  405: "Method not allowed on this path; see Allow",
  409: "Duplicate active schema name, an Idempotency-Key already used with another request, or a job not completed",
  413: "Too many files, a file over the size limit or a body too large",
  415: "Unsupported file type; supported: PDF, JPG, JPEG, PNG",
  422: "Corrupt or unreadable document, no parser for its type, or a password-protected PDF whose password is missing or wrong",
  429: "Rate limit exceeded; see Retry-After",
  500: "Internal error; the request id is in x-request-id",
  503: "A dependency is unavailable; see Retry-After",
};

const codesOf = (status: number) => ErrorCodes.filter((c) => httpStatusOf(c) === status);

function failure(status: number): TSchema {
  const codes = codesOf(status);
  const meaning = MEANING[status] ?? "Failure";
  return Type.Object(
    {
      success: Type.Literal(false),
      error: Type.String({ description: "Human-readable message" }),
      code: Type.Unsafe<ErrorCode>({ type: "string", enum: codes.length > 0 ? codes : [...ErrorCodes] }),
    },
    { description: codes.length > 0 ? `${meaning} (${codes.join(", ")})` : meaning },
  );
}

/** Every route can answer these: validation, credentials, rate limit, a dependency down, our own failure. */
const COMMON = [400, 401, 429, 500, 503];

/** The failure responses of a route: the common ones plus those given. */
export function failures<const S extends number>(...statuses: S[]): Record<S | 400 | 401 | 429 | 500 | 503, TSchema> {
  const all = [...new Set([...COMMON, ...statuses])].sort((a, b) => a - b);
  return Object.fromEntries(all.map((s) => [s, failure(s)])) as Record<S | 400 | 401 | 429 | 500 | 503, TSchema>;
}

/** The same failures as JSON bodies, for a route whose success is not JSON (OpenAPI `content` per status). */
export function jsonFailures<const S extends number>(...statuses: S[]) {
  const out: Record<number, { description: string; content: { "application/json": { schema: TSchema } } }> = {};
  for (const [status, schema] of Object.entries(failures(...statuses))) {
    out[Number(status)] = {
      description: (schema as { description?: string }).description ?? "Failure",
      content: { "application/json": { schema } },
    };
  }
  return out;
}
