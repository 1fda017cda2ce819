/** @docintake/sdk: a typed client for the DocIntake REST API. */
export { DocIntake, type ClientOptions, type ParseOptions, type UploadOptions, type WaitOptions } from "./client.ts";
export {
  DocIntakeConnectionError,
  DocIntakeError,
  isDocIntakeError,
  JobFailedError,
  WebhookVerificationError,
  type ErrorCode,
} from "./errors.ts";
export { DEFAULT_TOLERANCE_SECONDS, SIGNATURE_HEADER, verifyWebhook, type VerifyOptions } from "./webhook.ts";
export type { UploadInput, UploadProgress } from "./upload.ts";
export type * from "./types.ts";
export type { paths, components, operations } from "./generated/openapi.ts";
