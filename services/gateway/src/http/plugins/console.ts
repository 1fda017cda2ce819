/**
 * The review console at /console: static ES modules, no build step. Its own files come from the gateway's
 * console/ folder; the UI library (preact with hooks and htm, as htm's standalone module) and pdfjs (to render
 * pages in the browser) are served from their installed packages, and the shared result formats (CSV, balance
 * chain, warnings by field) from @docintake/formats. Every answer carries a Content-Security-Policy that allows
 * scripts, styles, workers and requests from this origin only: no inline script or style, no eval.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const require = createRequire(import.meta.url);
const packageRoot = (name: string) => dirname(require.resolve(`${name}/package.json`));

export const CONSOLE_PREFIX = "/console";

/** What the console's pages may load and do. WebAssembly: pdfjs decodes JPEG 2000 and JBIG2 images with it. */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const SECURITY_HEADERS = {
  "content-security-policy": CONSOLE_CSP,
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
};

/** Folders served under /console, by the path they are served at. */
function roots(): { prefix: string; root: string }[] {
  return [
    // htm's exports name neither its package.json nor a standalone module `require` finds: from its main entry.
    { prefix: `${CONSOLE_PREFIX}/vendor/htm/`, root: join(dirname(require.resolve("htm")), "../preact") },
    { prefix: `${CONSOLE_PREFIX}/vendor/pdfjs/`, root: packageRoot("pdfjs-dist") },
    { prefix: `${CONSOLE_PREFIX}/lib/`, root: `${packageRoot("@docintake/formats")}/src` },
    { prefix: `${CONSOLE_PREFIX}/`, root: fileURLToPath(new URL("../../../console/", import.meta.url)) },
  ];
}

export default async function reviewConsole(app: FastifyInstance): Promise<void> {
  // Encapsulated (not fastify-plugin): the headers and static routes stay within /console.
  await app.register(async (scope) => {
    scope.addHook("onSend", async (_req, reply) => {
      reply.headers(SECURITY_HEADERS);
    });
    roots().forEach(({ prefix, root }, i) => {
      void scope.register(fastifyStatic, {
        root,
        prefix,
        // Only the first registration decorates the reply with sendFile.
        decorateReply: i === 0,
        index: false,
        wildcard: true,
        cacheControl: true,
        maxAge: prefix.includes("/vendor/") ? "1d" : 0,
        schemaHide: true,
      });
    });
    scope.get(CONSOLE_PREFIX, { schema: { hide: true } }, (_req, reply) =>
      reply.type("text/html; charset=utf-8").sendFile("index.html", roots().at(-1)!.root, { maxAge: 0 }),
    );
  });
}
