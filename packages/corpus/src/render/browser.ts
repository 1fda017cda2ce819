// Headless Chromium, driven by playwright-core: documents are HTML printed to PDF, as Zoho, ERPNext
// and Odoo print theirs, and Chromium shapes Devanagari correctly. Nothing leaves the process: every
// request goes to a routed origin that serves the document and the font files.
import { readFileSync, existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { fontFaces } from "./fonts.ts";

export const ORIGIN = "https://corpus.invalid";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--font-render-hinting=none",
];

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";

function checkedPath(path: string): string {
  if (!existsSync(path))
    throw new Error(
      `Chromium not found at ${path}: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  return path;
}

/** One browser, with routed pages that serve registered HTML under `${ORIGIN}/doc/<key>`. */
export class Browsers {
  private readonly html = new Map<string, string>();
  private readonly contexts = new Map<number, BrowserContext>();
  private readonly idle = new Map<number, Page[]>();
  private counter = 0;

  private readonly browser: Browser;
  private constructor(browser: Browser) {
    this.browser = browser;
  }

  static async launch(executablePath = DEFAULT_CHROMIUM): Promise<Browsers> {
    const browser = await chromium.launch({ executablePath: checkedPath(executablePath), args: CHROMIUM_FLAGS });
    return new Browsers(browser);
  }

  /** A context per device scale factor (print at 1, rasters at their dpi). */
  private async context(scale: number): Promise<BrowserContext> {
    const known = this.contexts.get(scale);
    if (known) return known;
    const context = await this.browser.newContext({ deviceScaleFactor: scale, javaScriptEnabled: true });
    const fonts = fontFaces(ORIGIN).files;
    await context.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      const font = fonts.get(path);
      if (font) return route.fulfill({ status: 200, contentType: "font/ttf", body: readFileSync(font) });
      const doc = this.html.get(path);
      if (doc !== undefined) return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: doc });
      return route.fulfill({ status: 404, body: "" });
    });
    await context.route(/^(?!https:\/\/corpus\.invalid\/).*/, (route) => route.abort());
    this.contexts.set(scale, context);
    return context;
  }

  /**
   * Runs `fn` on a page showing `html` at `scale`, fonts loaded. Pages are reused per scale:
   * opening a fresh page costs more than rendering most documents.
   */
  async withPage<T>(
    html: string,
    scale: number,
    viewport: { width: number; height: number },
    fn: (page: Page) => Promise<T>,
  ): Promise<T> {
    const idle = this.idle.get(scale) ?? [];
    this.idle.set(scale, idle);
    const page = idle.pop() ?? (await (await this.context(scale)).newPage());
    const path = `/doc/${++this.counter}`;
    this.html.set(path, html);
    try {
      await page.setViewportSize(viewport);
      await page.goto(ORIGIN + path, { waitUntil: "load" });
      await page.evaluate(`document.fonts.ready.then(() => undefined)`);
      return await fn(page);
    } finally {
      this.html.delete(path);
      idle.push(page);
    }
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
