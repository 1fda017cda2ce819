// Small helpers for templates: escaping, label choice, tables.
import type { Rng } from "../random.ts";

export function esc(text: string | number): string {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/** Per concept, the wordings real documents use; one is drawn per document. */
export type LabelSets<K extends string> = Record<K, readonly string[]>;

export function pickLabels<K extends string>(rng: Rng, sets: LabelSets<K>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(sets) as K[]) out[key] = rng.pick(sets[key]);
  return out;
}

/** Splits rows over pages: `first` rows fit on page one, `next` on each following page. */
export function paginate<T>(rows: T[], first: number, next: number): T[][] {
  const pages: T[][] = [rows.slice(0, first)];
  for (let i = first; i < rows.length; i += next) pages.push(rows.slice(i, i + next));
  return pages;
}

export interface Column<T> {
  head: string;
  cell: (row: T, index: number) => string;
  align?: "l" | "r" | "c";
  width?: string;
}

/** An HTML table; cells are already-escaped HTML. */
export function table<T>(
  columns: Column<T>[],
  rows: T[],
  opts: { cls?: string; start?: number; foot?: string } = {},
): string {
  const style = (c: Column<T>) =>
    `${c.align === "r" ? "text-align:right;" : c.align === "c" ? "text-align:center;" : ""}${c.width ? `width:${c.width};` : ""}`;
  const head = columns.map((c) => `<th style="${style(c)}">${c.head}</th>`).join("");
  const body = rows
    .map(
      (r, i) =>
        `<tr>${columns.map((c) => `<td style="${style(c)}">${c.cell(r, (opts.start ?? 0) + i)}</td>`).join("")}</tr>`,
    )
    .join("");
  return `<table class="${opts.cls ?? "items"}"><thead><tr>${head}</tr></thead><tbody>${body}</tbody>${opts.foot ?? ""}</table>`;
}

export function lines(items: (string | undefined | false)[]): string {
  return items.filter((x): x is string => typeof x === "string" && x !== "").join("<br>");
}

/**
 * Splits item rows over pages so the last page also has room for the totals block:
 * `first`/`next` rows fit on a page without it, `firstLast`/`nextLast` with it.
 */
export function paginateWithFooter<T>(
  rows: T[],
  cap: { first: number; firstLast: number; next: number; nextLast: number },
): T[][] {
  if (rows.length <= cap.firstLast) return [rows];
  // Leave a few rows for the last page rather than a page of totals alone.
  const first = Math.min(cap.first, rows.length - Math.min(3, rows.length - cap.firstLast));
  const pages: T[][] = [rows.slice(0, first)];
  let rest = rows.slice(first);
  while (rest.length > cap.nextLast) {
    const take = Math.min(cap.next, rest.length - Math.min(3, cap.nextLast));
    pages.push(rest.slice(0, take));
    rest = rest.slice(take);
  }
  pages.push(rest);
  return pages;
}
