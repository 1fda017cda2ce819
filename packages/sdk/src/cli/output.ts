/** Human output on a terminal, JSON with --json; progress on standard error, and only on a terminal. */
import { resolve } from "node:path";

export interface Output {
  json: boolean;
  /** Progress bars and notes go to stderr when it is a terminal and JSON was not asked for. */
  interactive: boolean;
}

export const outputOf = (json: boolean): Output => ({ json, interactive: !json && process.stderr.isTTY === true });

export function printJson(data: unknown): void {
  process.stdout.write(JSON.stringify(data, null, 2) + "\n");
}

/** Columns padded to their widest cell. */
export function table(rows: Record<string, unknown>[], columns: string[]): string {
  if (rows.length === 0) return "(none)";
  const cell = (v: unknown) => (v === null || v === undefined ? "-" : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals: string[]) =>
    vals
      .map((v, i) => v.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))].join("\n");
}

/** Prints JSON, or the human text made from the same data. */
export function show<T>(out: Output, data: T, human: (d: T) => string): void {
  if (out.json) printJson(data);
  else process.stdout.write(human(data) + "\n");
}

export const note = (out: Output, text: string): void => {
  if (!out.json) process.stderr.write(text + "\n");
};

/** A path as the user meant it: `pnpm docintake` runs in the repository's root, INIT_CWD is where it was typed. */
export const userPath = (p: string): string => resolve(process.env["INIT_CWD"] ?? process.cwd(), p);

export const bytes = (n: number): string =>
  n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${(n / 1024 / 1024).toFixed(1)} MiB`;
