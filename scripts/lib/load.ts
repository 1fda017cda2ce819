import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "./proc.ts";

export interface CallbackLog {
  url: string;
  /** Every callback received, in order. */
  received: { jobId: string; eventId: string; status: string; at: number }[];
  server: Server;
  close(): Promise<void>;
}

/** A local webhook receiver: what a customer runs, here to observe job completions. */
export async function startCallbackReceiver(): Promise<CallbackLog> {
  const received: CallbackLog["received"] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      res.writeHead(200).end();
      try {
        const e = JSON.parse(body) as { job_id: string; status: string };
        received.push({
          jobId: e.job_id,
          eventId: String(req.headers["x-docintake-event-id"] ?? ""),
          status: e.status,
          at: performance.now(),
        });
      } catch {
        /* not a callback */
      }
    });
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${port}/cb`,
    received,
    server,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

interface LoadOptions {
  base: string;
  key: string;
  corpus: string;
  files: string[];
  callbackUrl: string;
}

interface LoadResult {
  /** Job id → when its parse request was sent. */
  jobs: Map<string, number>;
  failures: string[];
  startedAt: number;
}

/** Uploads a group of PDFs in one request, then starts one parse job each, routed by its ground truth. */
async function uploadThenParse(opts: LoadOptions, group: string[], out: LoadResult): Promise<void> {
  const H = { authorization: `Bearer ${opts.key}` };
  const fd = new FormData();
  for (const f of group)
    fd.append("files", new Blob([readFileSync(join(opts.corpus, f))], { type: "application/pdf" }), f);
  const r = await fetch(`${opts.base}/files/upload`, { method: "POST", headers: H, body: fd });
  const json = (await r.json()) as { data?: { files: { doc_id: string }[] } };
  if (!r.ok || json.data?.files.length !== group.length) {
    out.failures.push(`upload answered ${r.status}`);
    return;
  }
  await Promise.all(
    json.data.files.map(async (f, k) => {
      const truthFile = join(opts.corpus, group[k]!.replace(/\.[a-z]+$/, ".json"));
      const truth = JSON.parse(readFileSync(truthFile, "utf8")) as { type: string };
      const route = truth.type === "bank_statement" ? "statements" : "invoices";
      const start = performance.now();
      const p = await fetch(`${opts.base}/parse/${route}`, {
        method: "POST",
        headers: { ...H, "content-type": "application/json" },
        body: JSON.stringify({ document_id: f.doc_id, callback_url: opts.callbackUrl }),
      });
      const pj = (await p.json()) as { data?: { job_id: string } };
      if (pj.data?.job_id) out.jobs.set(pj.data.job_id, start);
      else out.failures.push(`parse answered ${p.status}`);
    }),
  );
}

/** Uploads every PDF of a corpus folder at once (50 a request) and starts one parse job per document. */
export async function uploadAndParse(opts: LoadOptions): Promise<LoadResult> {
  const out: LoadResult = { jobs: new Map(), failures: [], startedAt: performance.now() };
  const groups: string[][] = [];
  for (let i = 0; i < opts.files.length; i += 50) groups.push(opts.files.slice(i, i + 50));
  await Promise.all(groups.map((g) => uploadThenParse(opts, g, out)));
  return out;
}

/**
 * Offers the documents at a steady rate, one upload and one parse job each, as independent clients
 * would: latency then measures the service at that load rather than a queue drained after a burst.
 */
export async function uploadAndParseAtRate(opts: LoadOptions & { perSecond: number }): Promise<LoadResult> {
  const out: LoadResult = { jobs: new Map(), failures: [], startedAt: performance.now() };
  const pending: Promise<void>[] = [];
  for (let i = 0; i < opts.files.length; i++) {
    const wait = out.startedAt + (i * 1000) / opts.perSecond - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      uploadThenParse(opts, [opts.files[i]!], out).catch((err: unknown) => void out.failures.push(String(err))),
    );
  }
  await Promise.all(pending);
  return out;
}

export async function waitFor(cond: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}
