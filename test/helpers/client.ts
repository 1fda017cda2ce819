/** A thin HTTP client over fetch for the contract tests: every call returns status, headers, raw bytes and JSON. */
import { randomBytes, randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { env } from "../env.ts";
import { MIME } from "./fixtures.ts";

export interface Res<T = unknown> {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: T;
  url: string;
  method: string;
}

export interface CallOpts {
  /** Bearer API key; defaults to user A's. `null` sends no Authorization header. */
  key?: string | null;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent verbatim (use with contentType). */
  raw?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** Follow redirects (only for the unauthenticated origin endpoints; API calls must not redirect). */
  follow?: boolean;
}

export async function call<T = unknown>(method: string, url: string, opts: CallOpts = {}): Promise<Res<T>> {
  const headers: Record<string, string> = {};
  const key = opts.key === undefined ? env.apiKey : opts.key;
  if (key !== null) headers["authorization"] = `Bearer ${key}`;
  let body: RequestInit["body"];
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers["content-type"] = "application/json";
  } else if (opts.raw !== undefined) {
    body = typeof opts.raw === "string" ? opts.raw : new Uint8Array(opts.raw);
    if (opts.contentType) headers["content-type"] = opts.contentType;
  }
  Object.assign(headers, opts.headers ?? {});
  let r = await fetch(url, { method, headers, body, redirect: opts.follow ? "follow" : "manual" });
  // A deployment may rate-limit per credential. 429 is not what any test asks about, so honour Retry-After and
  // retry (the refused request did nothing), after checking the 429 itself follows the contract.
  for (let attempt = 0; r.status === 429 && attempt < 6; attempt++) {
    const text = await r.text();
    const retryAfter = r.headers.get("retry-after");
    const waitMs =
      retryAfter === null
        ? NaN
        : /^\d+$/.test(retryAfter.trim())
          ? Number(retryAfter) * 1000
          : Date.parse(retryAfter) - Date.now();
    if (Number.isNaN(waitMs))
      throw new Error(`429 without a valid Retry-After: ${method} ${url} -> ${text.slice(0, 300)}`);
    if (!/"code"\s*:\s*"RATE_LIMITED"/.test(text))
      throw new Error(`429 without code RATE_LIMITED: ${text.slice(0, 300)}`);
    await sleep(Math.min(Math.max(waitMs, 0), 30_000) + 100);
    r = await fetch(url, { method, headers, body, redirect: opts.follow ? "follow" : "manual" });
  }
  const bytes = Buffer.from(await r.arrayBuffer());
  const text = bytes.toString("utf8");
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: r.status, headers: r.headers, bytes, text, json: json as T, url, method };
}

/** Call `{base_url}{path}`. */
export const api = <T = unknown>(method: string, path: string, opts: CallOpts = {}): Promise<Res<T>> =>
  call<T>(method, `${env.baseUrl}${path}`, opts);

/** Call `{origin}{path}` without credentials (health, metrics, docs). */
export const root = (path: string): Promise<Res> => call("GET", `${env.originUrl}${path}`, { key: null, follow: true });

/** The two path forms served for schema and general parse endpoints. */
export const PATH_FORMS: [label: string, prefix: string][] = [
  ["{base}/...", ""],
  ["{base}/api/v1/...", "/api/v1"],
];

export interface FilePart {
  /** Form field name; `files` unless given (e.g. `files[0]`). */
  field?: string;
  filename: string;
  data: Buffer;
  /** Part Content-Type; derived from the extension unless given. */
  type?: string;
}

/**
 * Builds a multipart/form-data body by hand, so a retry can send byte-identical bodies (fixed boundary); text
 * `fields` (e.g. `password`) come after the files.
 */
export function multipart(
  parts: FilePart[],
  boundary = `----docintake${randomBytes(12).toString("hex")}`,
  fields: Record<string, string> = {},
) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const ext = p.filename.split(".").pop()?.toLowerCase() ?? "";
    const type = p.type ?? MIME[ext] ?? "application/octet-stream";
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? "files"}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
    );
    chunks.push(p.data);
    chunks.push(Buffer.from("\r\n"));
  }
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadOpts {
  path?: string;
  key?: string | null;
  headers?: Record<string, string>;
  boundary?: string;
  /** Text fields sent beside the files. */
  fields?: Record<string, string>;
}

/** POST the parts as multipart/form-data (to /files/upload unless another path is given). */
export function upload<T = unknown>(parts: FilePart[], opts: UploadOpts = {}): Promise<Res<T>> {
  const { body, contentType } = multipart(parts, opts.boundary, opts.fields);
  const callOpts: CallOpts = { raw: body, contentType };
  if (opts.key !== undefined) callOpts.key = opts.key;
  if (opts.headers) callOpts.headers = opts.headers;
  return api<T>("POST", opts.path ?? "/files/upload", callOpts);
}

export const randomId = (): string => randomUUID();
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A compact description of a response for assertion messages. */
export const describeRes = (r: Res): string =>
  `${r.method} ${r.url} -> ${r.status} ${r.headers.get("content-type") ?? ""} ${r.text.slice(0, 600)}`;

/**
 * POST a body with node:http, resolving as soon as the response arrives even if the server stops reading the
 * request early (as it may when refusing an oversized body with 413). fetch would fail with a write error then.
 */
export function sendEarlyAnswer(
  method: string,
  url: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<Res> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = (u.protocol === "https:" ? httpsRequest : httpRequest)(
      u,
      { method, headers: { ...headers, "content-length": String(body.length) } },
      (resp) => {
        const chunks: Buffer[] = [];
        resp.on("data", (c: Buffer) => chunks.push(c));
        resp.on("error", reject);
        resp.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString("utf8");
          let json: unknown = undefined;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          const h = new Headers();
          for (const [k, v] of Object.entries(resp.headers)) {
            if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(", ") : v);
          }
          resolve({ status: resp.statusCode ?? 0, headers: h, bytes, text, json, url, method });
        });
      },
    );
    let answered = false;
    req.on("response", () => (answered = true));
    req.on("error", (e) => {
      if (!answered) reject(e);
    });
    req.end(body);
  });
}

/** Multipart upload through `sendEarlyAnswer` (for requests the service should refuse as too large). */
export function uploadLarge(parts: FilePart[], opts: UploadOpts = {}): Promise<Res> {
  const { body, contentType } = multipart(parts, opts.boundary);
  const key = opts.key === undefined ? env.apiKey : opts.key;
  const headers: Record<string, string> = { "content-type": contentType, ...(opts.headers ?? {}) };
  if (key !== null) headers["authorization"] = `Bearer ${key}`;
  return sendEarlyAnswer("POST", `${env.baseUrl}${opts.path ?? "/files/upload"}`, body, headers);
}
