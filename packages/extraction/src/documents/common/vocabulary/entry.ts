/**
 * The one way a label table makes an entry: the printed text and the sources it was seen in, at
 * least one, by id (a misspelt id does not compile).
 */
import type { SourceId } from "./sources.ts";
import type { LabelEntry } from "./types.ts";

export function seen(text: string, ...sources: [SourceId, ...SourceId[]]): LabelEntry {
  return { text, sources };
}
