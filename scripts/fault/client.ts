// The clients of a fault scenario: each document is uploaded, then parsed with a callback, through the SDK,
// each request under an Idempotency-Key of its own so that a request failing because of the fault is sent
// again with the same key. What the clients saw succeed is what the invariants are checked against.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DocIntake } from "@docintake/sdk";

export interface Doc {
  name: string;
  kind: "invoice" | "bank_statement";
  bytes: Buffer;
  sha256: string;
}

/** The first `n` PDFs of a corpus folder with the type their ground truth gives. */
export function loadDocs(corpus: string, n: number): Doc[] {
  return readdirSync(corpus)
    .filter((f) => f.endsWith(".pdf"))
    .sort()
    .slice(0, n)
    .map((name) => {
      const truth = JSON.parse(readFileSync(join(corpus, name.replace(/\.pdf$/, ".json")), "utf8")) as {
        type: string;
      };
      const bytes = readFileSync(join(corpus, name));
      return {
        name,
        kind: truth.type === "bank_statement" ? "bank_statement" : "invoice",
        bytes,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      };
    });
}

export interface ClientRun {
  /** doc_id → the document, for every upload the client was answered 200 for. */
  accepted: Map<string, Doc>;
  /** job_id → doc_id, for every parse request answered 202. */
  jobs: Map<string, string>;
  /** Requests still failing after every retry. */
  failures: string[];
  /** Tries answered 5xx or 429, or not answered at all, that were sent again. */
  retried: number;
  /** Uploads answered so far: the scenario's clock for choosing its moment. */
  uploaded: number;
}

export interface ClientOptions {
  base: string;
  key: string;
  docs: Doc[];
  /** Keeps this run's Idempotency-Keys apart from another's. */
  tag: string;
  callbackUrl: string;
  /** Every fifth document, when an invoice, is parsed with this schema too: the schemas service is on the path. */
  schemaId?: string;
  concurrency: number;
}

/** Sends every document through upload and parse, `concurrency` clients at once; resolves when all are answered. */
export function runClients(opts: ClientOptions): { run: ClientRun; done: Promise<void> } {
  const run: ClientRun = { accepted: new Map(), jobs: new Map(), failures: [], retried: 0, uploaded: 0 };
  const sdk = new DocIntake({
    baseUrl: opts.base,
    apiKey: opts.key,
    // About two minutes of tries: longer than any fault of the matrix keeps the service away.
    retries: 80,
    retryBackoff: { initialMs: 250, maxMs: 1500 },
    fetch: async (input, init) => {
      try {
        const res = await fetch(input, init);
        if (res.status >= 500 || res.status === 429) run.retried++;
        return res;
      } catch (err) {
        run.retried++;
        throw err;
      }
    },
  });
  let next = 0;
  const one = async (i: number) => {
    const doc = opts.docs[i]!;
    const step = async <T>(what: string, fn: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await fn();
      } catch (err) {
        run.failures.push(`${doc.name}: ${what}: ${err instanceof Error ? err.message : String(err)}`);
        return undefined;
      }
    };
    const uploaded = await step("upload", () =>
      sdk.upload({ name: doc.name, data: doc.bytes }, { idempotencyKey: `${opts.tag}-upload-${i}` }),
    );
    const file = uploaded?.[0];
    if (!file) return;
    run.accepted.set(file.doc_id, doc);
    run.uploaded++;
    const job = await step("parse", () =>
      sdk.parse(file.doc_id, {
        type: doc.kind,
        callbackUrl: opts.callbackUrl,
        idempotencyKey: `${opts.tag}-parse-${i}`,
        ...(opts.schemaId && doc.kind === "invoice" && i % 5 === 0 ? { schemaId: opts.schemaId } : {}),
      }),
    );
    if (job) run.jobs.set(job.job_id, file.doc_id);
  };
  const worker = async () => {
    while (next < opts.docs.length) await one(next++);
  };
  const done = Promise.all(Array.from({ length: opts.concurrency }, worker)).then(() => undefined);
  return { run, done };
}
