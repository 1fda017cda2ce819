/** Parse jobs: invoices, statements and the general endpoint (both path forms). */
import { beforeAll, expect, it } from "@jest/globals";
import { contractDescribe, env } from "./env.ts";
import {
  DATE_RE,
  expectAllStrings,
  expectFailure,
  expectInt,
  expectIsoZ,
  expectJson,
  expectNonEmptyString,
  expectStatus,
  expectSuccess,
  isObject,
} from "./helpers/assert.ts";
import type { Res } from "./helpers/client.ts";
import { api, PATH_FORMS, randomId, sendEarlyAnswer } from "./helpers/client.ts";
import {
  INVOICE,
  invoicePdf,
  memoPdf,
  SECOND_INVOICE_NUMBER,
  STATEMENT,
  statementPdf,
  twoInvoicePdf,
  uniqueName,
} from "./helpers/fixtures.ts";
import {
  getFile,
  getGeneralJob,
  getStatementJob,
  JOB_STATES,
  lazy,
  poll,
  TERMINAL,
  uploadOk,
  waitFile,
  waitGeneralJob,
} from "./helpers/service.ts";
import type { FileRecord, InvoiceJobStatus, JobCreated, UploadedFile } from "./helpers/types.ts";

const INVOICE_GROUPS = [
  "invoice_details",
  "seller_details",
  "buyer_details",
  "line_items",
  "tax_calculation",
  "total_calculation",
  "bank_details",
];

/** Checks the invoice result groups: objects (line_items an array of objects), every value a string. */
function expectInvoiceResult(result: unknown): void {
  expect(isObject(result)).toBe(true);
  const r = result as Record<string, unknown>;
  for (const [group, v] of Object.entries(r)) {
    if (group === "custom_fields") continue;
    if (group === "line_items") {
      expect(Array.isArray(v)).toBe(true);
      for (const item of v as unknown[]) expect(isObject(item)).toBe(true);
    } else if (INVOICE_GROUPS.includes(group)) {
      expect(isObject(v)).toBe(true);
    }
  }
  expect(Object.keys(r).some((k) => INVOICE_GROUPS.includes(k))).toBe(true);
  const leaves = expectAllStrings(r);
  expect(leaves.length).toBeGreaterThan(0);
  // Dates are YYYY-MM-DD.
  for (const g of ["invoice_details"]) {
    const grp = r[g] as Record<string, string> | undefined;
    for (const k of ["invoice_date", "due_date", "GR_date"])
      if (grp?.[k] !== undefined) expect(grp[k]).toMatch(DATE_RE);
  }
}

function expectStatementResults(results: unknown): void {
  expect(isObject(results)).toBe(true);
  const r = results as Record<string, unknown>;
  expect(isObject(r["account_info"])).toBe(true);
  expect(Array.isArray(r["transactions"])).toBe(true);
  for (const t of r["transactions"] as unknown[]) {
    expect(isObject(t)).toBe(true);
    const date = (t as Record<string, unknown>)["date"];
    if (date !== undefined) expect(date).toMatch(DATE_RE);
  }
  expectAllStrings(r, "results");
}

function expectJobTimes(j: { created_at?: string; updated_at?: string }): void {
  expectIsoZ(j.created_at);
  expectIsoZ(j.updated_at);
  expect(Date.parse(j.updated_at!)).toBeGreaterThanOrEqual(Date.parse(j.created_at!));
}

let inv: UploadedFile;
let st: UploadedFile;
let memo: UploadedFile;
let invRecord: FileRecord;
let stRecord: FileRecord;

async function uploadFixtures(): Promise<void> {
  if (inv) return;
  [inv, st, memo] = (await uploadOk([
    { filename: uniqueName("parse-invoice", "pdf"), data: invoicePdf() },
    { filename: uniqueName("parse-statement", "pdf"), data: statementPdf() },
    { filename: uniqueName("parse-memo", "pdf"), data: memoPdf(5) },
  ])) as [UploadedFile, UploadedFile, UploadedFile];
  invRecord = await getFile(inv.doc_id);
  stRecord = await getFile(st.doc_id);
}

contractDescribe("POST /parse/invoices and GET /parse/invoices/{job_id}", ["apiKey"], () => {
  let created: Res;
  let jobId: string;
  const seen: string[] = [];

  beforeAll(async () => {
    await uploadFixtures();
    created = await api("POST", "/parse/invoices", { json: { document_id: inv.doc_id } });
    jobId = expectSuccess<JobCreated>(created, 202).job_id;
  });

  const ended = lazy(() =>
    poll(
      async () => {
        const res = await api("GET", `/parse/invoices/${jobId}`);
        expectStatus(res, 200);
        const body = res.json as InvoiceJobStatus;
        seen.push(body.status);
        return body;
      },
      (b) => TERMINAL.includes(b.status),
      `invoice job ${jobId}`,
    ),
  );

  it("answers 202 with data {job_id, status: pending}", () => {
    const data = (created.json as { data: JobCreated }).data;
    expectNonEmptyString(data.job_id);
    expect(data.status).toBe("pending");
  });

  it("the status response has its fields at the top level, without an envelope", async () => {
    const res = await api("GET", `/parse/invoices/${jobId}`);
    expectStatus(res, 200);
    expectJson(res);
    const body = res.json as InvoiceJobStatus;
    expect(body.data).toBeUndefined();
    expect(body.job_id).toBe(jobId);
    expect(JOB_STATES).toContain(body.status);
    expect(body.file_id).toBe(invRecord.file_id);
    expectJobTimes(body);
    expect("result" in body).toBe(true);
  });

  it("moves only through pending, processing, completed", async () => {
    const done = await ended();
    for (const s of seen) expect(JOB_STATES).toContain(s);
    expect(done.status).toBe("completed");
  });

  it("the completed result holds invoice groups whose every value is a string", async () => {
    const done = await ended();
    expect(done.status).toBe("completed");
    expectInvoiceResult(done.result);
  });

  it("extracts the fixture's key fields", async () => {
    const r = (await ended()).result as Record<string, Record<string, string>>;
    expect(r["invoice_details"]?.["invoice_number"]).toBe(INVOICE.invoice_number);
    expect(r["invoice_details"]?.["invoice_date"]).toBe(INVOICE.invoice_date);
    expect(Number(r["total_calculation"]?.["grand_total"])).toBeCloseTo(Number(INVOICE.grand_total), 2);
    expect(r["seller_details"]?.["GSTIN"]).toBe(INVOICE.seller_gstin);
    expect(r["buyer_details"]?.["GSTIN"]).toBe(INVOICE.buyer_gstin);
  });

  it("the general status endpoint reads the same job", async () => {
    await ended();
    for (const [, prefix] of PATH_FORMS) {
      const j = await getGeneralJob(jobId, prefix);
      expect(j.job_id).toBe(jobId);
      expect(j.status).toBe("completed");
      expect(j.file_id).toBe(invRecord.file_id);
      expectInvoiceResult(j.result);
    }
  });

  it("answers 404 NOT_FOUND for an unknown job id", async () => {
    expectFailure(await api("GET", `/parse/invoices/${randomId()}`), 404, "NOT_FOUND");
  });

  it("answers 404 NOT_FOUND for an unknown document_id", async () => {
    expectFailure(await api("POST", "/parse/invoices", { json: { document_id: randomId() } }), 404, "NOT_FOUND");
  });

  it.each([
    ["a missing document_id", {}],
    ["a numeric document_id", { document_id: 42 }],
    ["a null document_id", { document_id: null }],
    ["an invalid callback_url", { document_id: "%DOC%", callback_url: "not a url" }],
    ["a non-http callback_url", { document_id: "%DOC%", callback_url: "ftp://example.com/hook" }],
  ])("answers 400 INVALID_REQUEST for %s", async (_label, body) => {
    const json = JSON.parse(JSON.stringify(body).replace("%DOC%", inv.doc_id)) as unknown;
    expectFailure(await api("POST", "/parse/invoices", { json }), 400, "INVALID_REQUEST");
  });

  it("answers 400 INVALID_REQUEST for malformed JSON", async () => {
    const res = await api("POST", "/parse/invoices", { raw: '{"document_id": ', contentType: "application/json" });
    expectFailure(res, 400, "INVALID_REQUEST");
  });
});

contractDescribe("a PDF holding two invoices", ["apiKey"], () => {
  it("describes the first at the top level, lists both with their pages, and says so in a warning", async () => {
    const [f] = await uploadOk([{ filename: uniqueName("two-invoices", "pdf"), data: twoInvoicePdf() }]);
    expect(f?.type).toBe("invoice");
    const created = await api("POST", "/parse/invoices", { json: { document_id: f!.doc_id } });
    const jobId = expectSuccess<JobCreated>(created, 202).job_id;
    const done = await poll(
      async () => {
        const res = await api("GET", `/parse/invoices/${jobId}`);
        expectStatus(res, 200);
        return res.json as InvoiceJobStatus;
      },
      (b) => TERMINAL.includes(b.status),
      `two-invoice job ${jobId}`,
    );
    expect(done.status).toBe("completed");
    const r = done.result as Record<string, unknown> & {
      invoice_details?: Record<string, string>;
      invoices?: {
        pages: { from: string; to: string };
        invoice_details?: Record<string, string>;
        total_calculation?: Record<string, string>;
      }[];
    };
    expectInvoiceResult(r);
    expect(r.invoice_details?.["invoice_number"]).toBe(INVOICE.invoice_number);
    expect(r.invoices?.map((i) => [i.pages, i.invoice_details?.["invoice_number"]])).toEqual([
      [{ from: "1", to: "1" }, INVOICE.invoice_number],
      [{ from: "2", to: "2" }, SECOND_INVOICE_NUMBER],
    ]);
    for (const i of r.invoices ?? [])
      expect(Number(i.total_calculation?.["grand_total"])).toBeCloseTo(Number(INVOICE.grand_total), 2);
    expect(done.extraction?.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/holds 2 invoices/)]));
  });
});

contractDescribe("POST /parse/statements and GET /parse/statements/{job_id}", ["apiKey"], () => {
  let created: Res;
  let jobId: string;
  const progress: number[] = [];

  beforeAll(async () => {
    await uploadFixtures();
    created = await api("POST", "/parse/statements", { json: { document_id: st.doc_id } });
    jobId = expectSuccess<JobCreated>(created, 202).job_id;
  });

  const ended = lazy(() =>
    poll(
      async () => {
        const j = await getStatementJob(jobId);
        if (typeof j.progress === "number") progress.push(j.progress);
        return j;
      },
      (j) => TERMINAL.includes(j.status),
      `statement job ${jobId}`,
    ),
  );

  it("answers 202 with data {job_id, status: pending}", () => {
    const data = (created.json as { data: JobCreated }).data;
    expectNonEmptyString(data.job_id);
    expect(data.status).toBe("pending");
  });

  it("the status response is enveloped with job_id, status, file_id, times, progress and results", async () => {
    const j = await getStatementJob(jobId);
    expect(j.job_id).toBe(jobId);
    expect(JOB_STATES).toContain(j.status);
    expect(j.file_id).toBe(stRecord.file_id);
    expectJobTimes(j);
    expectInt(j.progress);
    expect("results" in j).toBe(true);
  });

  it("progress is an integer 0-100 that never goes back and is 100 when completed", async () => {
    const done = await ended();
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress) {
      expectInt(p);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(100);
    }
    for (let i = 1; i < progress.length; i++) expect(progress[i]!).toBeGreaterThanOrEqual(progress[i - 1]!);
    expect(done.progress).toBe(100);
  });

  it("results hold account_info (object) and transactions (array), every value a string", async () => {
    const done = await ended();
    expect(done.status).toBe("completed");
    expectStatementResults(done.results);
  });

  it("extracts the fixture's account number, transactions in order and closing balance", async () => {
    const r = (await ended()).results!;
    expect(String(r.account_info["account_number"]).replace(/\s/g, "")).toBe(STATEMENT.account_number);
    expect(r.transactions).toHaveLength(STATEMENT.transactions);
    expect(r.transactions.map((t) => t["date"])).toEqual(["2024-04-02", "2024-04-05", "2024-04-10", "2024-04-21"]);
    expect(Number(r.account_info["closing_balance"])).toBeCloseTo(Number(STATEMENT.closing_balance), 2);
  });

  it("answers 404 NOT_FOUND for an unknown job id", async () => {
    expectFailure(await api("GET", `/parse/statements/${randomId()}`), 404, "NOT_FOUND");
  });

  it("answers 404 NOT_FOUND for an unknown document_id", async () => {
    expectFailure(await api("POST", "/parse/statements", { json: { document_id: randomId() } }), 404, "NOT_FOUND");
  });

  it("answers 400 INVALID_REQUEST for a missing document_id and for malformed JSON", async () => {
    expectFailure(await api("POST", "/parse/statements", { json: {} }), 400, "INVALID_REQUEST");
    const res = await api("POST", "/parse/statements", { raw: "{not json", contentType: "application/json" });
    expectFailure(res, 400, "INVALID_REQUEST");
  });
});

for (const [form, prefix] of PATH_FORMS) {
  contractDescribe(`general parse at ${form}: POST parse, GET parse/{job_id}`, ["apiKey"], () => {
    let created: Res;
    let invId: string;
    let stId: string;

    beforeAll(async () => {
      await uploadFixtures();
      created = await api("POST", `${prefix}/parse`, { json: { document_id: inv.doc_id } });
      invId = expectSuccess<JobCreated>(created, 202).job_id;
      const stRes = await api("POST", `${prefix}/parse`, { json: { document_id: st.doc_id } });
      stId = expectSuccess<JobCreated>(stRes, 202).job_id;
    });
    const invEnded = lazy(() => waitGeneralJob(invId, prefix));
    const stEnded = lazy(() => waitGeneralJob(stId, prefix));

    it("answers 202 with data {job_id, status, created_at, updated_at}", () => {
      const data = (created.json as { data: JobCreated }).data;
      expectNonEmptyString(data.job_id);
      expect(data.status).toBe("pending");
      expectJobTimes(data);
    });

    it("routes an invoice to the invoice parser: data {job_id, status, file_id, times, result}", async () => {
      const invJob = await invEnded();
      expect(invJob.status).toBe("completed");
      expect(invJob.file_id).toBe(invRecord.file_id);
      expectJobTimes(invJob);
      expectInvoiceResult(invJob.result);
    });

    it("routes a bank statement to the statement parser", async () => {
      const stJob = await stEnded();
      expect(stJob.status).toBe("completed");
      expect(stJob.file_id).toBe(stRecord.file_id);
      expectJobTimes(stJob);
      // Decided: the general endpoint carries the statement results under `result`.
      expectStatementResults(stJob.result);
    });

    it("refuses a document with no parser for its type (other) with 422 UNPROCESSABLE_DOCUMENT", async () => {
      await waitFile(memo.doc_id, (f) => f.type !== "unknown", "type detected");
      expect((await getFile(memo.doc_id)).type).toBe("other");
      const res = await api("POST", `${prefix}/parse`, { json: { document_id: memo.doc_id } });
      expectFailure(res, 422, "UNPROCESSABLE_DOCUMENT");
    });

    it("answers 404 NOT_FOUND for an unknown job id and an unknown document_id", async () => {
      expectFailure(await api("GET", `${prefix}/parse/${randomId()}`), 404, "NOT_FOUND");
      expectFailure(await api("POST", `${prefix}/parse`, { json: { document_id: randomId() } }), 404, "NOT_FOUND");
    });

    it("answers 400 INVALID_REQUEST for a missing document_id, malformed JSON and a bad callback_url", async () => {
      expectFailure(
        await api("POST", `${prefix}/parse`, { json: { callback_url: "http://example.com/" } }),
        400,
        "INVALID_REQUEST",
      );
      const bad = await api("POST", `${prefix}/parse`, { raw: '{"document_id":', contentType: "application/json" });
      expectFailure(bad, 400, "INVALID_REQUEST");
      const url = await api("POST", `${prefix}/parse`, { json: { document_id: inv.doc_id, callback_url: "::::" } });
      expectFailure(url, 400, "INVALID_REQUEST");
    });
  });
}

contractDescribe("documents without a matching parser on the typed endpoints", ["apiKey"], () => {
  it("POST /parse/invoices for an `other` document answers 422, or runs a job that ends (failed jobs carry error)", async () => {
    await uploadFixtures();
    await waitFile(memo.doc_id, (f) => f.type !== "unknown", "type detected");
    const res = await api("POST", "/parse/invoices", { json: { document_id: memo.doc_id } });
    if (res.status === 422) {
      expectFailure(res, 422, "UNPROCESSABLE_DOCUMENT");
      return;
    }
    const jobId = expectSuccess<JobCreated>(res, 202).job_id;
    const j = await poll(
      async () => {
        const r = await api("GET", `/parse/invoices/${jobId}`);
        expectStatus(r, 200);
        return r.json as InvoiceJobStatus;
      },
      (b) => TERMINAL.includes(b.status),
      `invoice job ${jobId}`,
    );
    if (j.status === "failed") {
      expectNonEmptyString(j.error);
      expect((await getFile(memo.doc_id)).status).toBe("failed");
    } else {
      expectAllStrings(j.result ?? {});
    }
  });
});

contractDescribe("request size", ["apiKey"], () => {
  it("refuses a JSON body over 1 MB with 413 PAYLOAD_TOO_LARGE", async () => {
    const body = JSON.stringify({ document_id: randomId(), padding: "x".repeat(1024 * 1024 + 16) });
    const res = await sendEarlyAnswer("POST", `${env.baseUrl}/parse/invoices`, Buffer.from(body), {
      "content-type": "application/json",
      authorization: `Bearer ${env.apiKey}`,
    });
    expectFailure(res, 413, "PAYLOAD_TOO_LARGE");
  });
});
