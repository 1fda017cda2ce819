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

function documentHtml(doc: Printable, heightMm: number | "auto"): string {
  const height = heightMm === "auto" ? "auto" : `${heightMm}mm`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFaces(ORIGIN).css}
@page { size: ${doc.page.widthMm}mm ${heightMm === "auto" ? `${doc.page.widthMm * 4}mm` : height}; margin: 0; }
html, body { margin: 0; padding: 0; background: #fff; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { width: ${doc.page.widthMm}mm; height: ${height}; overflow: hidden; position: relative; box-sizing: border-box; break-after: page; }
.page:last-child { break-after: auto; }
${doc.css}
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

/** Prints the document; fails when a page overflows, so no truth describes text that is not printed. */
export async function printPdf(
  browsers: Browsers,
  doc: Printable,
): Promise<{ pdf: Buffer; pages: number; heightMm: number }> {
  const viewport = { width: Math.ceil(doc.page.widthMm * PX_PER_MM), height: 1100 };
  let heightMm = doc.page.heightMm;
  if (heightMm === "auto") {
    const probe = await browsers.open(documentHtml(doc, "auto"), 1, viewport);
    heightMm = await measuredHeightMm(probe).finally(() => probe.close());
  }
  const page = await browsers.open(documentHtml(doc, heightMm), 1, viewport);
  try {
    const over = await overflowingPages(page);
    if (over.length) throw new Error(`${doc.name}: content overflows page ${over.join(", ")}`);
    const pages = (await page.evaluate(`document.querySelectorAll(".page").length`)) as number;
    const pdf = await page.pdf({
      width: `${doc.page.widthMm}mm`,
      height: `${heightMm}mm`,
      printBackground: true,
      margin: { top: "0", right: "0", bottom: "0", left: "0" },
    });
    return { pdf, pages, heightMm };
  } finally {
    await page.close();
  }
}

/** Each page as a PNG at `dpi` (only the first `limit` pages). */
export async function rasterPages(
  browsers: Browsers,
  doc: Printable,
  heightMm: number,
  dpi: number,
  limit = Infinity,
): Promise<Buffer[]> {
  const viewport = { width: Math.ceil(doc.page.widthMm * PX_PER_MM), height: Math.ceil(heightMm * PX_PER_MM) };
  const page = await browsers.open(documentHtml(doc, heightMm), dpi / 96, viewport);
  try {
    const sections = page.locator(".page");
    const count = Math.min(await sections.count(), limit);
    const out: Buffer[] = [];
    for (let i = 0; i < count; i++) out.push(await sections.nth(i).screenshot({ type: "png", animations: "disabled" }));
    return out;
  } finally {
    await page.close();
  }
}
