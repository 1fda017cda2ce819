import { isUuid } from "@docintake/contracts";
import { notFound } from "@docintake/errors";

/** A path id that is not a UUID cannot name a schema: answer as for any absent schema. */
export function schemaIdOf(id: string): string {
  if (!isUuid(id)) throw notFound("schema");
  return id.toLowerCase();
}
