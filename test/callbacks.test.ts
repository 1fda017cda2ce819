/** Job callbacks: delivery, payload, HMAC signature, retries, and the SSRF guard on callback_url. */
import { afterAll, beforeAll, expect, it } from "@jest/globals";
import { contractDescribe, env } from "./env.ts";
import { expectAllStrings, expectFailure, expectIsoZ, expectNonEmptyString, isObject } from "./helpers/assert.ts";
import { api, PATH_FORMS } from "./helpers/client.ts";
import { invoicePdf, RUN_ID, statementPdf, uniqueName } from "./helpers/fixtures.ts";
import type { Delivery } from "./helpers/receiver.ts";
import { CallbackReceiver, verifySignature } from "./helpers/receiver.ts";
import { getFile, startGeneralJob, startInvoiceJob, startStatementJob, uploadOk } from "./helpers/service.ts";
import type { CallbackPayload, UploadedFile } from "./helpers/types.ts";

const header = (d: Delivery, name: string): string | undefined => {
  const v = d.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

function expectPayload(d: Delivery, jobId: string, docId: string, type: string): CallbackPayload {
  expect(d.method).toBe("POST");
  expect(header(d, "content-type") ?? "").toMatch(/application\/json/);
  expectNonEmptyString(header(d, "x-docintake-event-id"));
  const p = d.body as CallbackPayload;
  expect(isObject(p)).toBe(true);
  expect(p.event).toBe("job.completed");
  expect(p.job_id).toBe(jobId);
  expect(p.document_id).toBe(docId);
  expect(p.type).toBe(type);
  expect(p.status).toBe("completed");
  expectIsoZ(p.created_at);
  expectIsoZ(p.updated_at);
  expect(isObject(p.result)).toBe(true);
  expect(p.error).toBeUndefined();
  expectAllStrings(p.result);
  return p;
}

function expectSigned(d: Delivery): void {
  const check = verifySignature(header(d, "x-docintake-signature"), d.raw, env.webhookSecret);
  if (!check.ok) throw new Error(`bad X-DocIntake-Signature: ${check.reason}`);
  expect(Math.abs(check.t - d.receivedAt / 1000)).toBeLessThan(300);
}

const signedIt = env.webhookSecret ? it : it.skip;
const signedTitle = (t: string) => (env.webhookSecret ? t : `${t} [SKIPPED: DOCINTAKE_WEBHOOK_SECRET not set]`);

interface JobWithCallback {
  status: string;
  callback?: { status: string; attempts: number; last_error: string | null };
}

/** Polls the general job status until it reports its callback's outcome. */
async function waitJobCallback(jobId: string): Promise<JobWithCallback> {
  const deadline = Date.now() + env.jobTimeoutMs;
  for (;;) {
    const res = await api("GET", `/api/v1/parse/${jobId}`);
    const data = (res.json as { data?: JobWithCallback }).data;
    if (data?.callback) return data;
    if (Date.now() > deadline)
      throw new Error(`job ${jobId} reported no callback outcome within ${env.jobTimeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

contractDescribe("job callbacks", ["apiKey"], () => {
  const rx = new CallbackReceiver();
  let inv: UploadedFile;
  let st: UploadedFile;
  const jobs: Record<string, string> = {};

  beforeAll(async () => {
    await rx.start();
    [inv, st] = (await uploadOk([
      { filename: uniqueName("cb-invoice", "pdf"), data: invoicePdf() },
      { filename: uniqueName("cb-statement", "pdf"), data: statementPdf() },
    ])) as [UploadedFile, UploadedFile];
    rx.plan("/retry", [500, 200]);
    // Start every job up front; each test waits for its own deliveries.
    jobs["general"] = await startGeneralJob(inv.doc_id, { callback_url: rx.url("/general") });
    jobs["double"] = await startGeneralJob(st.doc_id, { callback_url: rx.url("/double") }, "/api/v1");
    jobs["invoice"] = await startInvoiceJob(inv.doc_id, { callback_url: rx.url("/invoice") });
    jobs["statement"] = await startStatementJob(st.doc_id, { callback_url: rx.url("/statement") });
    jobs["retry"] = await startGeneralJob(inv.doc_id, { callback_url: rx.url("/retry?run=" + RUN_ID) });
    rx.plan("/dead", [500]);
    jobs["dead"] = await startGeneralJob(inv.doc_id, { callback_url: rx.url("/dead") });
  });

  afterAll(async () => {
    await rx.stop();
  });

  it("POST /parse with callback_url: the service POSTs job.completed with the documented payload", async () => {
    const [d] = await rx.waitFor("/general");
    expectPayload(d!, jobs["general"]!, inv.doc_id, "invoice");
  });

  signedIt(
    signedTitle("the callback carries a valid X-DocIntake-Signature (t=..,v1=HMAC-SHA256 of t.body)"),
    async () => {
      const [d] = await rx.waitFor("/general");
      expectSigned(d!);
    },
  );

  it("POST /api/v1/api/v1/parse with callback_url: a statement job calls back with type bank_statement", async () => {
    const [d] = await rx.waitFor("/double");
    const p = expectPayload(d!, jobs["double"]!, st.doc_id, "bank_statement");
    expect(JSON.stringify(p.result)).toContain("transactions");
  });

  it("POST /parse/invoices accepts callback_url and calls back", async () => {
    const [d] = await rx.waitFor("/invoice");
    expectPayload(d!, jobs["invoice"]!, inv.doc_id, "invoice");
  });

  it("POST /parse/statements accepts callback_url and calls back", async () => {
    const [d] = await rx.waitFor("/statement");
    expectPayload(d!, jobs["statement"]!, st.doc_id, "bank_statement");
  });

  signedIt(signedTitle("every delivery is signed with user A's webhook secret"), async () => {
    for (const path of ["/general", "/double", "/invoice", "/statement"]) {
      for (const d of await rx.waitFor(path)) expectSigned(d);
    }
  });

  it("a non-2xx answer is retried with the same X-DocIntake-Event-Id", async () => {
    const ds = await rx.waitFor("/retry", 2, env.jobTimeoutMs * 2);
    expect(ds[0]!.answered).toBe(500);
    const ids = ds.map((d) => header(d, "x-docintake-event-id"));
    expect(new Set(ids).size).toBe(1);
    expectPayload(ds[1]!, jobs["retry"]!, inv.doc_id, "invoice");
    if (env.webhookSecret) for (const d of ds) expectSigned(d);
  });

  it("a delivered callback shows on the job as callback.status delivered", async () => {
    await rx.waitFor("/general");
    const job = await waitJobCallback(jobs["general"]!);
    expect(job.callback).toMatchObject({ status: "delivered" });
    expect(job.callback!.attempts).toBeGreaterThanOrEqual(1);
  });

  const deadIt = env.callbackMaxAttempts > 0 ? it : it.skip;
  deadIt(
    env.callbackMaxAttempts > 0
      ? "a callback that keeps failing is dead-lettered after every retry, and the job shows it"
      : "a callback that keeps failing is dead-lettered [SKIPPED: DOCINTAKE_CALLBACK_MAX_ATTEMPTS not set]",
    async () => {
      const ds = await rx.waitFor("/dead", env.callbackMaxAttempts, env.jobTimeoutMs * 2);
      expect(new Set(ds.map((d) => header(d, "x-docintake-event-id"))).size).toBe(1);
      const job = await waitJobCallback(jobs["dead"]!);
      expect(job.callback).toMatchObject({ status: "dead", attempts: env.callbackMaxAttempts });
      expect(String(job.callback!.last_error)).toContain("500");
      await new Promise((r) => setTimeout(r, 1500));
      expect(rx.on("/dead").length).toBe(env.callbackMaxAttempts);
    },
    env.jobTimeoutMs * 3,
  );

  it("different jobs have different event ids", async () => {
    const ids = await Promise.all(
      ["/general", "/invoice", "/statement"].map(async (p) =>
        header((await rx.waitFor(p))[0]!, "x-docintake-event-id"),
      ),
    );
    expect(new Set(ids).size).toBe(3);
  });
});

contractDescribe("callback_url SSRF guard", ["apiKey"], () => {
  let doc: UploadedFile;

  beforeAll(async () => {
    [doc] = (await uploadOk([{ filename: uniqueName("ssrf", "pdf"), data: invoicePdf() }])) as [UploadedFile];
  });

  const REFUSED = [
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.7/hook",
    "http://172.16.4.2/hook",
    "http://192.168.1.20:8080/hook",
    "http://[fe80::1]/hook",
    "http://[fd12:3456::1]/hook",
    "http://2852039166/latest/meta-data/", // 169.254.169.254 written as one integer
    "http://[::ffff:169.254.169.254]/latest/meta-data/", // IPv4-mapped IPv6
    "file:///etc/passwd",
    "gopher://example.com/",
  ];

  for (const url of REFUSED) {
    it(`refuses callback_url ${url} with 400 INVALID_REQUEST on every parse endpoint`, async () => {
      const body = { json: { document_id: doc.doc_id, callback_url: url } };
      for (const [, p] of PATH_FORMS) expectFailure(await api("POST", `${p}/parse`, body), 400, "INVALID_REQUEST");
      expectFailure(await api("POST", "/parse/invoices", body), 400, "INVALID_REQUEST");
      expectFailure(await api("POST", "/parse/statements", body), 400, "INVALID_REQUEST");
    });
  }

  it("a refused request created no job", async () => {
    expect((await getFile(doc.doc_id)).status).toBe("pending");
  });
});
