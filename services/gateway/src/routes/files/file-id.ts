import { isUuid } from "@docintake/contracts";
import { notFound } from "@docintake/errors";

/** A path id that is not a UUID cannot name a file: answer as for any absent file. */
export function fileIdOf(id: string): string {
  if (!isUuid(id)) throw notFound("file");
  return id.toLowerCase();
}
