/**
 * The gateway's OpenAPI document as /openapi.json serves it, built without a port or a service behind it (fake
 * services, an in-memory database), with the admin API on: what the SDK's types are generated from.
 */
import { closeSharedDatabase, makeHarness } from "./harness.ts";

/** A placeholder credential: it only switches the admin API's routes on while the document is built. */
const DOCUMENT_ADMIN_KEY = "document-only-admin-credential-0000000000";

export async function openApiDocument(): Promise<Record<string, unknown>> {
  const harness = await makeHarness({ ADMIN_API_KEY: DOCUMENT_ADMIN_KEY });
  try {
    await harness.app.ready();
    return harness.app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await harness.close();
    await closeSharedDatabase();
  }
}
