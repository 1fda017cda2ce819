// A document's HTML printed to PDF, and its pages as images for the scan and photo variants.
import type { Page } from "playwright-core";
import type { Browsers } from "./browser.ts";
import { fontFaces } from "./fonts.ts";
import { ORIGIN } from "./browser.ts";

export interface PageSize {
  widthMm: number;
  /** "auto": one page as long as its content, as a thermal roll prints. */
  heightMm: number | "auto";
}

export interface Printable {
  name: string;
  /** Body content: one `<section class="page">` per printed page. */
  body: string;
  css: string;
  page: PageSize;
}

const PX_PER_MM = 96 / 25.4;

function documentHtml(doc: Printable, heightMm: number | "auto", extraCss = ""): string {
  const height = heightMm === "auto" ? "auto" : `${heightMm}mm`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFaces(ORIGIN).css}
@page { size: ${doc.page.widthMm}mm ${heightMm === "auto" ? `${doc.page.widthMm * 4}mm` : height}; margin: 0; }
html, body { margin: 0; padding: 0; background: #fff; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { width: ${doc.page.widthMm}mm; height: ${height}; overflow: hidden; position: relative; box-sizing: border-box; break-after: page; }
.page:last-child { break-after: auto; }
${doc.css}
${extraCss}
</style></head><body>${doc.body}</body></html>`;
}

/** Pages whose content runs past their bottom edge: the truth would name values the page hides. */
// Page scripts are strings: this package is compiled without the DOM library.
async function overflowingPages(page: Page): Promise<number[]> {
  return (await page.evaluate(
    `Array.from(document.querySelectorAll(".page")).map((el, i) => el.scrollHeight > el.clientHeight + 2 || el.scrollWidth > el.clientWidth + 2 ? i + 1 : 0).filter((i) => i > 0)`,
  )) as number[];
}

async function measuredHeightMm(page: Page): Promise<number> {
  const px = (await page.evaluate(`document.querySelector(".page").scrollHeight`)) as number;
  return Math.ceil(px / PX_PER_MM) + 2;
}

/** A page's content runs past its edge: the document must be drawn again, differently. */
export class OverflowError extends Error {}

/** Prints the document; fails when a page overflows, so no truth describes text that is not printed. */
export async function printPdf(
  browsers: Browsers,
  doc: Printable,
): Promise<{ pdf: Buffer; pages: number; heightMm: number }> {
  const viewport = { width: Math.ceil(doc.page.widthMm * PX_PER_MM), height: 1100 };
  let heightMm = doc.page.heightMm;
  if (heightMm === "auto") {
    heightMm = await browsers.withPage(documentHtml(doc, "auto"), 1, viewport, measuredHeightMm);
  }
  const height = heightMm;
  return browsers.withPage(documentHtml(doc, height), 1, viewport, async (page) => {
    const over = await overflowingPages(page);
    if (over.length) throw new OverflowError(`${doc.name}: content overflows page ${over.join(", ")}`);
    const pages = (await page.evaluate(`document.querySelectorAll(".page").length`)) as number;
    const pdf = await page.pdf({
      width: `${doc.page.widthMm}mm`,
      height: `${height}mm`,
      printBackground: true,
      margin: { top: "0", right: "0", bottom: "0", left: "0" },
    });
    return { pdf, pages, heightMm: height };
  });
}

export interface RasterOptions {
  dpi: number;
  /** Only the first `limit` pages. */
  limit?: number;
  /** CSS laid over the document's own, e.g. a scanner's grey and skew. */
  css?: string;
  jpegQuality?: number;
}

/** Each page as an image (PNG, or JPEG when a quality is given), at `dpi`. */
export async function rasterPages(
  browsers: Browsers,
  doc: Printable,
  heightMm: number,
  opts: RasterOptions,
): Promise<Buffer[]> {
  const viewport = { width: Math.ceil(doc.page.widthMm * PX_PER_MM), height: Math.ceil(heightMm * PX_PER_MM) };
  return browsers.withPage(documentHtml(doc, heightMm, opts.css), opts.dpi / 96, viewport, async (page) => {
    const sections = page.locator(".page");
    const count = Math.min(await sections.count(), opts.limit ?? Infinity);
    const out: Buffer[] = [];
    for (let i = 0; i < count; i++)
      out.push(
        await sections
          .nth(i)
          .screenshot(
            opts.jpegQuality
              ? { type: "jpeg", quality: opts.jpegQuality, animations: "disabled" }
              : { type: "png", animations: "disabled" },
          ),
      );
    return out;
  });
}
