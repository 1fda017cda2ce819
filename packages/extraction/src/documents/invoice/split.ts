import type { Layout } from "../../types.ts";
import { labelsAt } from "../common/labels.ts";
import type { DocumentView } from "../common/view.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import { invoiceNumber, isTitle } from "./details.ts";

/**
 * Where one invoice of a document ends and the next begins, by page: a food-delivery order prints
 * the restaurant's invoice and the platform's; a marketplace download holds one invoice per page or
 * per seller. A page starts a new invoice where it prints another invoice number than the invoice
 * before, once that invoice's totals closed or the page opens with an invoice's title; or, its number
 * unread, where it opens with a title after a page whose totals closed. An invoice whose totals have
 * not closed goes on: its next page continues the items, and a number found there is an item's
 * ("Unsere Art.- / Nr.: TB100A4", an article number wrapped in a description).
 */

/** Pages of one invoice, from 0, inclusive. */
export interface PageSpan {
  from: number;
  to: number;
}

/** A layout of some of a document's pages, their numbers kept: provenance still names the page. */
export const pagesOf = (layout: Layout, span: PageSpan): Layout => ({
  ...layout,
  pages: layout.pages.filter((p) => p.index >= span.from && p.index <= span.to),
  ...(layout.codes ? { codes: layout.codes.filter((c) => c.page >= span.from && c.page <= span.to) } : {}),
});

const CLOSING: readonly Concept[] = ["total.grand", "total.amount_due"];

interface PageSigns {
  number?: string;
  /** It opens with an invoice's title (in its top third). */
  titled: boolean;
  /** Its totals close: a grand total with its amount. */
  closes: boolean;
}

function signsOf(view: DocumentView): PageSigns {
  const number = invoiceNumber(view)?.value;
  const titled = view.lines.some(
    (l) => l.y0 < l.pageHeight / 3 && l.segments.some((s) => isTitle(s.text) && !/\d/.test(s.text)),
  );
  const closes = view.lines.some((l) =>
    l.segments.some(
      (s, i) =>
        labelsAt(s.text, { ocr: view.ocr, concepts: CLOSING }).length > 0 &&
        /\d[.,]?\d*/.test([s.text, ...l.segments.slice(i + 1).map((x) => x.text)].join(" ")),
    ),
  );
  return { ...(number ? { number } : {}), titled, closes };
}

/** One page's part of a document's view: what the page's signs are read from. */
const pageView = (view: DocumentView, page: number): DocumentView => ({
  ...view,
  lines: view.lines.filter((l) => l.page === page),
  keyValues: view.keyValues.filter((kv) => kv.page === page),
});

export function invoiceSpans(view: DocumentView): PageSpan[] {
  const { layout } = view;
  if (layout.pages.length < 2) return layout.pages.map((p) => ({ from: p.index, to: p.index }));
  const spans: PageSpan[] = [];
  let current: { span: PageSpan; number?: string; closed: boolean } | undefined;
  for (const page of layout.pages) {
    const signs = signsOf(pageView(view, page.index));
    const anotherNumber =
      signs.number !== undefined &&
      current?.number !== undefined &&
      signs.number !== current.number &&
      (current.closed || signs.titled);
    const reopened = signs.number === undefined && signs.titled && current?.closed === true;
    if (!current || anotherNumber || reopened) {
      current = {
        span: { from: page.index, to: page.index },
        closed: false,
        ...(signs.number ? { number: signs.number } : {}),
      };
      spans.push(current.span);
    } else {
      current.span.to = page.index;
      current.number ??= signs.number;
    }
    current.closed = signs.closes;
  }
  return spans;
}
