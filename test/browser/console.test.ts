/**
 * The review console in a real browser: Debian's Chromium driven by playwright-core. A user signs in with an API key,
 * drops an invoice in, waits for it to be parsed, opens the result and sees each field's box over the rendered page;
 * hovering a field lights its box and the reverse. Screenshots go to $DOCINTAKE_TEST_OUTPUT (default .tmp/browser).
 *
 * Run by `pnpm test browser` against the embedded service; needs DOCINTAKE_BASE_URL and DOCINTAKE_API_KEY, and
 * Chromium at $CHROMIUM_PATH (default /usr/bin/chromium; the test command installs it when missing).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "@jest/globals";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { contractDescribe, env } from "../env.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const OUTPUT = process.env["DOCINTAKE_TEST_OUTPUT"] ?? join(ROOT, ".tmp/browser");
const CORPUS = resolve(ROOT, "../shared/corpus/dev");
const INVOICE = join(CORPUS, "doc-101-001.pdf");
const STATEMENT = join(CORPUS, "doc-101-003.pdf");
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

let context: BrowserContext;
let profile: string;
const problems: string[] = [];
const requested: string[] = [];

beforeAll(async () => {
  mkdirSync(OUTPUT, { recursive: true });
  profile = mkdtempSync(join(tmpdir(), "docintake-chromium-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    headless: true,
    args: FLAGS,
    viewport: { width: 1500, height: 1100 },
  });
});

afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

async function signedIn(): Promise<Page> {
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page: ${e.message}`));
  page.on("request", (r) => requested.push(r.url()));
  const res = await page.goto(`${env.originUrl}/console`);
  expect(res?.status()).toBe(200);
  const csp = res?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("unsafe-inline");
  await page.fill("#api-key", env.apiKey);
  await page.click("#sign-in");
  await page.waitForSelector("#file-input", { state: "attached" });
  return page;
}

/** Drops a file in and opens its result once parsed. */
async function openResult(page: Page, path: string): Promise<void> {
  await page.setInputFiles("#file-input", path);
  await page.waitForSelector(".item[data-state=completed] .open", { timeout: env.jobTimeoutMs });
  await page.click(".item[data-state=completed] .open");
  await page.waitForSelector(".page[data-rendered=yes] .box", { timeout: 30_000 });
}

contractDescribe("review console", ["apiKey"], () => {
  it("shows an invoice's fields with their boxes over the rendered page, hover tied both ways", async () => {
    const page = await signedIn();
    await openResult(page, INVOICE);

    const boxes = page.locator(".page .box.extracted");
    expect(await boxes.count()).toBeGreaterThan(10);
    const path = "invoice_details.invoice_number";
    const row = page.locator(`.field[data-path="${path}"]`);
    const box = page.locator(`.page .box[data-path="${path}"]`);
    await expect(row.locator("dd").textContent()).resolves.toContain("GST/24-25/32291");

    // The box lies on the page, where the number is printed (top part of an A4 page).
    const pageBox = (await page.locator(".page").boundingBox())!;
    const fieldBox = (await box.boundingBox())!;
    expect(fieldBox.x).toBeGreaterThanOrEqual(pageBox.x);
    expect(fieldBox.y).toBeGreaterThan(pageBox.y);
    expect(fieldBox.y + fieldBox.height).toBeLessThan(pageBox.y + pageBox.height / 2);
    expect(fieldBox.width).toBeGreaterThan(10);

    await row.hover();
    await expect(box.getAttribute("class")).resolves.toContain("hot");
    await page.locator(`.page .box[data-path="bank_details.IFSC"]`).hover();
    await expect(page.locator(`.field[data-path="bank_details.IFSC"]`).getAttribute("class")).resolves.toContain("hot");
    await page.mouse.wheel(0, -100_000);
    await row.hover();
    await page.screenshot({ path: join(OUTPUT, "console-invoice.png") });

    // The key stays in this tab's session storage, out of every URL.
    expect(await page.evaluate(() => sessionStorage.getItem("docintake.apiKey"))).toBe(env.apiKey);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(requested.filter((u) => u.includes(env.apiKey))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows a statement's transactions as a table along the balance chain, and offers CSV", async () => {
    const page = await signedIn();
    await openResult(page, STATEMENT);
    const rows = page.locator("table.transactions tbody tr");
    expect(await rows.count()).toBeGreaterThan(5);
    expect(await page.locator("table.transactions tr.break").count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-csv")]);
    const csv = await download.path().then((p) => import("node:fs").then((fs) => fs.readFileSync(p, "utf8")));
    expect(csv.split("\r\n")[0]).toBe("date,description,reference,debit,credit,balance");
    await page.screenshot({ path: join(OUTPUT, "console-statement.png"), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });
});
