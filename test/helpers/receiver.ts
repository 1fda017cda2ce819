/** A local HTTP receiver for job callbacks, plus the signature check the contract specifies. */
import type { IncomingHttpHeaders, Server } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SIGNATURE_HEADER, verifyWebhook, WebhookVerificationError } from "@docintake/sdk";
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

/**
 * Checks `X-DocIntake-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the SDK's
 * verifyWebhook, as a receiver would; how recent `t` is, the tests judge against when the call arrived.
 */
export function verifySignature(header: string | undefined, raw: Buffer, secret: string): SignatureCheck {
  const t = Number(/(?:^|,)\s*t=(\d+)/.exec(header ?? "")?.[1] ?? 0);
  try {
    verifyWebhook(raw, header === undefined ? {} : { [SIGNATURE_HEADER]: header }, secret, {
      toleranceSeconds: Number.POSITIVE_INFINITY,
    });
    return { ok: true, t };
  } catch (err) {
    if (err instanceof WebhookVerificationError) return { ok: false, t, reason: err.message };
    throw err;
  }
}
