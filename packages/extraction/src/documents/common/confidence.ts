import type { FieldSink } from "./output.ts";

/** A result's confidence: its fields' mean, less a twentieth for every warning a reviewer must read. */
export function overallConfidence(sink: FieldSink): number {
  const vals = Object.values(sink.fields).map((f) => f.confidence);
  if (!vals.length) return 0;
  const mean = vals.reduce((a, b) => a + b, 0) / vals.length;
  return Math.round(Math.max(0, mean - sink.warnings.length * 0.05) * 100) / 100;
}
