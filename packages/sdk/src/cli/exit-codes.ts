/** What the docintake command's exit status means; scripts may rely on these. */
import { DocIntakeConnectionError, DocIntakeError, JobFailedError } from "../errors.ts";

export const EXIT = {
  ok: 0,
  /** A job failed, or some of several files did. */
  failed: 1,
  /** Bad arguments. */
  usage: 2,
  /** Not logged in, or the key was refused (401). */
  unauthenticated: 3,
  /** A file, job or schema that does not exist (404). */
  notFound: 4,
  /** The service refused the input (400, 409, 413, 415, 422). */
  refused: 5,
  /** The service is out of reach or unavailable (connection refused, 429 after retries, 5xx). */
  unavailable: 6,
  /** Stopped by Ctrl-C. */
  interrupted: 130,
} as const;

/** A mistake in how the command was called. */
export class UsageError extends Error {}

/** No base URL or key: `docintake login` first. */
export class NotConfiguredError extends Error {}

export function exitCodeOf(err: unknown): number {
  if (err instanceof UsageError) return EXIT.usage;
  if (err instanceof NotConfiguredError) return EXIT.unauthenticated;
  if (err instanceof JobFailedError) return EXIT.failed;
  if (err instanceof DocIntakeConnectionError) return EXIT.unavailable;
  if (err instanceof DocIntakeError) {
    if (err.status === 401) return EXIT.unauthenticated;
    if (err.status === 404) return EXIT.notFound;
    if (err.status === 429 || err.status >= 500) return EXIT.unavailable;
    return EXIT.refused;
  }
  if ((err as Error)?.name === "AbortError") return EXIT.interrupted;
  return EXIT.failed;
}
