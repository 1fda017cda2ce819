import { boxOf } from "../../text/lines.ts";
import type { Found } from "../../structure/labels.ts";
import type { FieldProvenance } from "../../types.ts";

/** Collects a document's field provenance and warnings while its extractor runs: the output's metadata. */
export class FieldSink {
  readonly fields: Record<string, FieldProvenance> = {};
  readonly warnings: string[] = [];
  record(path: string, found: Found | undefined, confidence?: number): void {
    if (!found || found.words.length === 0) return;
    const conf = confidence ?? Math.min(...found.words.map((w) => w.conf));
    this.fields[path] = {
      page: found.page + 1,
      bbox: boxOf(found.words).map((v) => Math.round(v * 10) / 10) as [number, number, number, number],
      confidence: Math.round(Math.max(0, Math.min(1, conf)) * 100) / 100,
      source: found.words.some((w) => w.source === "ocr") ? "ocr" : "text_layer",
    };
  }
  warn(message: string): void {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }
}
