/** A local HTTP receiver for job callbacks, plus the signature check the contract specifies. */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders, Server } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { env } from "../env.ts";
import { sleep } from "./client.ts";

export interface Delivery {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  body: unknown;
  receivedAt: number;
  /** The HTTP status the receiver answered with. */
  answered: number;
}

export class CallbackReceiver {
  readonly deliveries: Delivery[] = [];
  private server: Server | undefined;
  private port = 0;
  /** Per path: the statuses to answer with, in order; the last one repeats. Default 200. */
  private readonly plans = new Map<string, number[]>();

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const raw = Buffer.concat(chunks);
        let body: unknown = undefined;
        try {
          body = JSON.parse(raw.toString("utf8"));
        } catch {
          body = undefined;
        }
        const path = (req.url ?? "/").split("?")[0] ?? "/";
        const plan = this.plans.get(path);
        const answered = plan && plan.length > 1 ? (plan.shift() ?? 200) : (plan?.[0] ?? 200);
        this.deliveries.push({
          method: req.method ?? "",
          path,
          headers: req.headers,
          raw,
          body,
          receivedAt: Date.now(),
          answered,
        });
        res.writeHead(answered, { "content-type": "application/json" });
        res.end(JSON.stringify({ ok: answered < 300 }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** A URL on this receiver; give each test its own path. */
  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Answer requests to `path` with these statuses in turn (the last repeats). */
  plan(path: string, statuses: number[]): void {
    this.plans.set(path, [...statuses]);
  }

  on(path: string): Delivery[] {
    return this.deliveries.filter((d) => d.path === path);
  }

  async waitFor(path: string, count = 1, timeoutMs = env.jobTimeoutMs): Promise<Delivery[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.on(path).length < count) {
      if (Date.now() > deadline) {
        throw new Error(
          `timed out after ${timeoutMs} ms waiting for ${count} callback(s) on ${path}; got ${this.on(path).length}`,
        );
      }
      await sleep(100);
    }
    return this.on(path);
  }

  async stop(): Promise<void> {
    const s = this.server;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
}

export interface SignatureCheck {
  ok: boolean;
  t: number;
  reason?: string;
}

/** Checks `X-DocIntake-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export function verifySignature(header: string | undefined, raw: Buffer, secret: string): SignatureCheck {
  if (!header) return { ok: false, t: 0, reason: "no signature header" };
  const parts = new Map<string, string[]>();
  for (const kv of header.split(",")) {
    const i = kv.indexOf("=");
    if (i < 0) continue;
    const k = kv.slice(0, i).trim();
    parts.set(k, [...(parts.get(k) ?? []), kv.slice(i + 1).trim()]);
  }
  const tStr = parts.get("t")?.[0];
  const v1s = parts.get("v1") ?? [];
  if (!tStr || !/^\d+$/.test(tStr)) return { ok: false, t: 0, reason: `bad t in "${header}"` };
  if (v1s.length === 0) return { ok: false, t: Number(tStr), reason: `no v1 in "${header}"` };
  const expected = createHmac("sha256", secret)
    .update(Buffer.concat([Buffer.from(`${tStr}.`), raw]))
    .digest();
  const ok = v1s.some((v) => {
    if (!/^[0-9a-f]{64}$/i.test(v)) return false;
    return timingSafeEqual(Buffer.from(v, "hex"), expected);
  });
  return ok ? { ok, t: Number(tStr) } : { ok, t: Number(tStr), reason: `no v1 matches HMAC of "<t>.<body>"` };
}
