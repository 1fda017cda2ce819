import { AppError, type ErrorCode } from "@docintake/errors";

/** The code of the AppError a refused call rejects with; anything else (or no refusal) fails the test. */
export async function appErrorCode(p: Promise<unknown>): Promise<ErrorCode> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  throw new Error("expected a refusal");
}
