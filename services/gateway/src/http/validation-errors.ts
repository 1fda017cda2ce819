/** Request validation failures in words a client can act on: which value, and what it must be. */
import { CALLBACK_URL_PATTERN, NON_BLANK_SAFE_TEXT_PATTERN, SAFE_TEXT_PATTERN } from "@docintake/contracts";
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_PATTERN } from "../domain/idempotency.ts";

/** What Ajv reports (only what is read here). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

/** The rule behind each pattern of the request schemas, said plainly. */
const PATTERN_MEANINGS: Record<string, string> = {
  [SAFE_TEXT_PATTERN]: "must not contain NUL characters",
  [NON_BLANK_SAFE_TEXT_PATTERN]: "must contain a character other than white space, and no NUL characters",
  [CALLBACK_URL_PATTERN]:
    "must be an absolute http or https URL without credentials: a DNS name, an IPv4 address or a bracketed IPv6 " +
    "address, with an optional port",
  [IDEMPOTENCY_KEY_PATTERN]: `must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`,
};

/**
 * The error that says most: where a value may take several forms (anyOf), Ajv reports every form it is not;
 * the one that failed on a rule rather than on its type names the real problem.
 */
function mostTelling(errors: SchemaError[]): SchemaError | undefined {
  const specific = errors.filter((e) => e.keyword !== "type" && e.keyword !== "anyOf");
  const pool = specific.length > 0 ? specific : errors;
  return pool.reduce<SchemaError | undefined>(
    (best, e) => (best === undefined || e.instancePath.length > best.instancePath.length ? e : best),
    undefined,
  );
}

/** `body/files/0/document_id must be …`, as fastify words it, with patterns explained. */
export function validationMessage(errors: SchemaError[], part: string): string {
  const e = mostTelling(errors);
  if (!e) return `${part} is invalid`;
  const where = `${part}${e.instancePath}`;
  if (e.keyword === "pattern" && typeof e.params["pattern"] === "string") {
    const meaning = PATTERN_MEANINGS[e.params["pattern"]];
    if (meaning) return `${where} ${meaning}`;
  }
  if (e.keyword === "propertyNames" && typeof e.params["propertyName"] === "string") {
    return `${where} has a key that ${PATTERN_MEANINGS[SAFE_TEXT_PATTERN]}`;
  }
  return `${where} ${e.message ?? "is invalid"}`;
}
