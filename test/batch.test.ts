/** Batches: POST /parse/{invoices,statements}/batch and GET /parse/{invoices,statements}/batch/{batch_id}. */
import { beforeAll, expect, it } from "@jest/globals";
import { contractDescribe } from "./env.ts";
import { expectFailure, expectInt, expectIsoZ, expectNonEmptyString, expectSuccess } from "./helpers/assert.ts";
import { api, randomId } from "./helpers/client.ts";
import { invoicePdf, statementPdf, uniqueName } from "./helpers/fixtures.ts";
import {
  getBatch,
  getFile,
  getInvoiceJob,
  getStatementJob,
  JOB_STATES,
  lazy,
  uploadOk,
  waitBatch,
} from "./helpers/service.ts";
import type { BatchCreated, BatchStatus, UploadedFile } from "./helpers/types.ts";

const BATCH_STATES = ["pending", "processing", "completed", "partially_failed", "failed"];

function expectBatchStatus(b: BatchStatus, batchId: string, jobIds: string[]): void {
  expect(b.batch_id).toBe(batchId);
  expect(BATCH_STATES).toContain(b.status);
  expect(b.job_ids).toEqual(jobIds);
  expectIsoZ(b.created_at);
  expectIsoZ(b.updated_at);
  for (const k of ["pending", "processing", "completed", "failed"] as const) {
    expectInt(b.counts[k]);
    expect(b.counts[k]).toBeGreaterThanOrEqual(0);
  }
  const c = b.counts;
  expect(c.pending + c.processing + c.completed + c.failed).toBe(jobIds.length);
}

/** The files stay `pending`: a rejected batch created no job for them. */
async function expectUntouched(docs: UploadedFile[]): Promise<void> {
  for (const d of docs) expect((await getFile(d.doc_id)).status).toBe("pending");
}

const many = (n: number, stem: string, make: () => Buffer) =>
  Array.from({ length: n }, (_, i) => ({ filename: uniqueName(`${stem}-${i}`, "pdf"), data: make() }));

contractDescribe("invoice batches", ["apiKey"], () => {
  let docs: UploadedFile[] = [];
  let created: BatchCreated;

  beforeAll(async () => {
    // 51 distinct invoices (two uploads) for the size limit; the first three also make a real batch.
    docs = [
      ...(await uploadOk(many(50, "inv-batch", () => invoicePdf()))),
      ...(await uploadOk(many(1, "inv-batch-extra", () => invoicePdf()))),
    ];
    const res = await api("POST", "/parse/invoices/batch", {
      json: { files: docs.slice(0, 3).map((d) => ({ document_id: d.doc_id })) },
    });
    created = expectSuccess<BatchCreated>(res, 202);
  });
  const final = lazy(() => waitBatch("invoices", created.batch_id));

  it("POST answers 202 with data.batch_id and one job id per document", () => {
    expectNonEmptyString(created.batch_id);
    expect(created.job_ids).toHaveLength(3);
    for (const id of created.job_ids) expectNonEmptyString(id);
    expect(new Set(created.job_ids).size).toBe(3);
  });

  it("GET /parse/invoices/batch/{id} reports status, job_ids and counts; it completes", async () => {
    const b = await final();
    expectBatchStatus(b, created.batch_id, created.job_ids);
    expect(b.status).toBe("completed");
    expect(b.counts).toEqual({ pending: 0, processing: 0, completed: 3, failed: 0 });
  });

  it("each batch job is an ordinary invoice job for its document", async () => {
    await final();
    for (const [i, jobId] of created.job_ids.entries()) {
      const j = await getInvoiceJob(jobId);
      expect(j.job_id).toBe(jobId);
      expect(j.status).toBe("completed");
      expect(j.file_id).toBe((await getFile(docs[i]!.doc_id)).file_id);
    }
  });

  it("a batch status read right after creation is consistent", async () => {
    const res = await api("POST", "/parse/invoices/batch", { json: { files: [{ document_id: docs[3]!.doc_id }] } });
    const b = expectSuccess<BatchCreated>(res, 202);
    const s = await getBatch("invoices", b.batch_id);
    expectBatchStatus(s, b.batch_id, b.job_ids);
    for (const j of b.job_ids) expect(JOB_STATES).toContain((await getInvoiceJob(j)).status);
  });

  it("refuses 51 documents with 400 INVALID_REQUEST and creates nothing", async () => {
    const res = await api("POST", "/parse/invoices/batch", {
      json: { files: docs.map((d) => ({ document_id: d.doc_id })) },
    });
    expect(docs).toHaveLength(51);
    expectFailure(res, 400, "INVALID_REQUEST");
    await expectUntouched(docs.slice(4, 10));
    await expectUntouched(docs.slice(50));
  });

  it("refuses a duplicate document id with 400 INVALID_REQUEST and creates nothing", async () => {
    const d = docs[10]!;
    const e = docs[11]!;
    const res = await api("POST", "/parse/invoices/batch", {
      json: { files: [{ document_id: d.doc_id }, { document_id: e.doc_id }, { document_id: d.doc_id }] },
    });
    expectFailure(res, 400, "INVALID_REQUEST");
    await expectUntouched([d, e]);
  });

  it("refuses an unknown document id with 404 NOT_FOUND and creates nothing", async () => {
    const d = docs[12]!;
    const res = await api("POST", "/parse/invoices/batch", {
      json: { files: [{ document_id: d.doc_id }, { document_id: randomId() }] },
    });
    expectFailure(res, 404, "NOT_FOUND");
    await expectUntouched([d]);
  });

  it.each([
    ["an empty files array", { files: [] }],
    ["a missing files field", {}],
    ["files that is not an array", { files: "abc" }],
    ["an item without document_id", { files: [{ id: "x" }] }],
  ])("refuses %s with 400 INVALID_REQUEST", async (_label, body) => {
    expectFailure(await api("POST", "/parse/invoices/batch", { json: body }), 400, "INVALID_REQUEST");
  });

  it("answers 404 NOT_FOUND for an unknown batch id", async () => {
    expectFailure(await api("GET", `/parse/invoices/batch/${randomId()}`), 404, "NOT_FOUND");
  });
});

contractDescribe("statement batches", ["apiKey"], () => {
  let docs: UploadedFile[] = [];
  let created: BatchCreated;

  beforeAll(async () => {
    docs = await uploadOk(many(11, "st-batch", () => statementPdf()));
    const res = await api("POST", "/parse/statements/batch", {
      json: { files: docs.slice(0, 10).map((d) => ({ document_id: d.doc_id })) },
    });
    created = expectSuccess<BatchCreated>(res, 202);
  });
  const final = lazy(() => waitBatch("statements", created.batch_id));

  it("POST of 10 documents answers 202 with data {batch_id, status: pending, job_ids[10], created_at, updated_at}", () => {
    expectNonEmptyString(created.batch_id);
    expect(created.status).toBe("pending");
    expect(created.job_ids).toHaveLength(10);
    expect(new Set(created.job_ids).size).toBe(10);
    expectIsoZ(created.created_at);
    expectIsoZ(created.updated_at);
  });

  it("GET /parse/statements/batch/{id} reports status, job_ids and counts; it completes", async () => {
    const b = await final();
    expectBatchStatus(b, created.batch_id, created.job_ids);
    expect(b.status).toBe("completed");
    expect(b.counts).toEqual({ pending: 0, processing: 0, completed: 10, failed: 0 });
  });

  it("each batch job is an ordinary statement job", async () => {
    await final();
    const j = await getStatementJob(created.job_ids[0]!);
    expect(j.status).toBe("completed");
    expect(j.progress).toBe(100);
    expect(Array.isArray(j.results?.transactions)).toBe(true);
  });

  it("refuses 11 documents with 400 INVALID_REQUEST and creates nothing", async () => {
    const fresh = await uploadOk(many(11, "st-batch-11", () => statementPdf()));
    const res = await api("POST", "/parse/statements/batch", {
      json: { files: fresh.map((d) => ({ document_id: d.doc_id })) },
    });
    expectFailure(res, 400, "INVALID_REQUEST");
    await expectUntouched(fresh);
  });

  it("refuses a duplicate document id with 400 INVALID_REQUEST and creates nothing", async () => {
    const d = docs[10]!;
    const res = await api("POST", "/parse/statements/batch", {
      json: { files: [{ document_id: d.doc_id }, { document_id: d.doc_id }] },
    });
    expectFailure(res, 400, "INVALID_REQUEST");
    await expectUntouched([d]);
  });

  it("refuses an unknown document id with 404 NOT_FOUND and creates nothing", async () => {
    const d = docs[10]!;
    const res = await api("POST", "/parse/statements/batch", {
      json: { files: [{ document_id: randomId() }, { document_id: d.doc_id }] },
    });
    expectFailure(res, 404, "NOT_FOUND");
    await expectUntouched([d]);
  });

  it("refuses malformed JSON and an empty files array with 400 INVALID_REQUEST", async () => {
    const res = await api("POST", "/parse/statements/batch", { raw: '{"files": [', contentType: "application/json" });
    expectFailure(res, 400, "INVALID_REQUEST");
    expectFailure(await api("POST", "/parse/statements/batch", { json: { files: [] } }), 400, "INVALID_REQUEST");
  });

  it("answers 404 NOT_FOUND for an unknown batch id", async () => {
    expectFailure(await api("GET", `/parse/statements/batch/${randomId()}`), 404, "NOT_FOUND");
  });
});

contractDescribe("batches of deleted documents", ["apiKey"], () => {
  // A deleted document's jobs answer 404 (decisions.md, Files): its batch leaves them out, and a batch whose
  // documents are all deleted answers 404 like them, instead of 200 with job ids that are all gone.
  it("leave out the deleted documents' jobs, then answer 404 NOT_FOUND once all are deleted", async () => {
    const [a, b] = await uploadOk(many(2, "deleted-batch", () => invoicePdf()));
    const res = await api("POST", "/parse/invoices/batch", {
      json: { files: [{ document_id: a!.doc_id }, { document_id: b!.doc_id }] },
    });
    const created = expectSuccess<BatchCreated>(res, 202);
    const [jobA, jobB] = created.job_ids;

    expectSuccess(await api("DELETE", `/files/${a!.doc_id}`));
    const left = await getBatch("invoices", created.batch_id);
    expectBatchStatus(left, created.batch_id, [jobB!]);
    expectFailure(await api("GET", `/parse/invoices/${jobA}`), 404, "NOT_FOUND");

    expectSuccess(await api("DELETE", `/files/${b!.doc_id}`));
    expectFailure(await api("GET", `/parse/invoices/batch/${created.batch_id}`), 404, "NOT_FOUND");
    expectFailure(await api("GET", `/parse/invoices/${jobB}`), 404, "NOT_FOUND");
  });
});
