/** Ownership: user B can neither see nor touch user A's files, jobs, batches or schemas (always 404, never 403). */
import { beforeAll, expect, it } from "@jest/globals";
import { contractDescribe, env } from "./env.ts";
import { expectFailure, expectStatus, expectSuccess } from "./helpers/assert.ts";
import { api, PATH_FORMS } from "./helpers/client.ts";
import { invoicePdf, RUN_ID, statementPdf, uniqueName } from "./helpers/fixtures.ts";
import {
  filesSince,
  getFile,
  startGeneralJob,
  startInvoiceJob,
  startStatementJob,
  uploadOk,
} from "./helpers/service.ts";
import type { BatchCreated, SchemaList, SchemaRecord, UploadedFile } from "./helpers/types.ts";

contractDescribe("ownership (user B against user A's resources)", ["apiKey", "apiKey2"], () => {
  const B = () => env.apiKey2;
  let since: number;
  let inv: UploadedFile;
  let st: UploadedFile;
  let bDoc: UploadedFile;
  let invJob: string;
  let stJob: string;
  let genJob: string;
  let invBatch: BatchCreated;
  let stBatch: BatchCreated;
  let schema: SchemaRecord;

  beforeAll(async () => {
    since = Date.now();
    [inv, st] = (await uploadOk([
      { filename: uniqueName("owner-a-invoice", "pdf"), data: invoicePdf() },
      { filename: uniqueName("owner-a-statement", "pdf"), data: statementPdf() },
    ])) as [UploadedFile, UploadedFile];
    [bDoc] = (await uploadOk([{ filename: uniqueName("owner-b-invoice", "pdf"), data: invoicePdf() }], B())) as [
      UploadedFile,
    ];
    invJob = await startInvoiceJob(inv.doc_id);
    stJob = await startStatementJob(st.doc_id);
    genJob = await startGeneralJob(inv.doc_id);
    invBatch = expectSuccess<BatchCreated>(
      await api("POST", "/parse/invoices/batch", { json: { files: [{ document_id: inv.doc_id }] } }),
      202,
    );
    stBatch = expectSuccess<BatchCreated>(
      await api("POST", "/parse/statements/batch", { json: { files: [{ document_id: st.doc_id }] } }),
      202,
    );
    schema = expectSuccess<SchemaRecord>(
      await api("POST", "/schemas", {
        json: { name: `owned-by-a-${RUN_ID}`, type: "invoice", schema_string: { fields: ["invoice_number"] } },
      }),
      201,
    );
  });

  it("B gets 404 NOT_FOUND for A's file: get, download, delete", async () => {
    expectFailure(await api("GET", `/files/${inv.doc_id}`, { key: B() }), 404, "NOT_FOUND");
    expectFailure(await api("GET", `/files/${inv.doc_id}/download`, { key: B() }), 404, "NOT_FOUND");
    expectFailure(await api("DELETE", `/files/${inv.doc_id}`, { key: B() }), 404, "NOT_FOUND");
  });

  it("B's listing does not include A's files", async () => {
    const bFiles = await filesSince(since, "", B());
    const ids = bFiles.map((f) => f.id);
    expect(ids).not.toContain(inv.doc_id);
    expect(ids).not.toContain(st.doc_id);
    expect(ids).toContain(bDoc.doc_id);
  });

  it("B gets 404 NOT_FOUND parsing A's document on every parse endpoint", async () => {
    const body = { json: { document_id: inv.doc_id }, key: B() };
    expectFailure(await api("POST", "/parse/invoices", body), 404, "NOT_FOUND");
    expectFailure(
      await api("POST", "/parse/statements", { json: { document_id: st.doc_id }, key: B() }),
      404,
      "NOT_FOUND",
    );
    for (const [, p] of PATH_FORMS) expectFailure(await api("POST", `${p}/parse`, body), 404, "NOT_FOUND");
  });

  it("B gets 404 NOT_FOUND batching A's documents, and nothing is created", async () => {
    const inBatch = await api("POST", "/parse/invoices/batch", {
      json: { files: [{ document_id: bDoc.doc_id }, { document_id: inv.doc_id }] },
      key: B(),
    });
    expectFailure(inBatch, 404, "NOT_FOUND");
    const stB = await api("POST", "/parse/statements/batch", {
      json: { files: [{ document_id: st.doc_id }] },
      key: B(),
    });
    expectFailure(stB, 404, "NOT_FOUND");
    expect((await getFile(bDoc.doc_id, B())).status).toBe("pending");
  });

  it("B gets 404 NOT_FOUND reading A's jobs on every status endpoint", async () => {
    expectFailure(await api("GET", `/parse/invoices/${invJob}`, { key: B() }), 404, "NOT_FOUND");
    expectFailure(await api("GET", `/parse/statements/${stJob}`, { key: B() }), 404, "NOT_FOUND");
    for (const [, p] of PATH_FORMS) {
      for (const j of [genJob, invJob, stJob]) {
        expectFailure(await api("GET", `${p}/parse/${j}`, { key: B() }), 404, "NOT_FOUND");
      }
    }
  });

  it("B gets 404 NOT_FOUND reading A's batches", async () => {
    expectFailure(await api("GET", `/parse/invoices/batch/${invBatch.batch_id}`, { key: B() }), 404, "NOT_FOUND");
    expectFailure(await api("GET", `/parse/statements/batch/${stBatch.batch_id}`, { key: B() }), 404, "NOT_FOUND");
  });

  it("B gets 404 NOT_FOUND for A's schema (get, delete, both forms) and does not list it", async () => {
    for (const [, p] of PATH_FORMS) {
      expectFailure(await api("GET", `${p}/schemas/id/${schema.id}`, { key: B() }), 404, "NOT_FOUND");
      expectFailure(await api("DELETE", `${p}/schemas/id/${schema.id}`, { key: B() }), 404, "NOT_FOUND");
      const list = expectSuccess<SchemaList>(await api("GET", `${p}/schemas/list?page_size=100`, { key: B() }), 200);
      expect(list.schemas.map((s) => s.id)).not.toContain(schema.id);
    }
  });

  it("B cannot use A's schema_id in a parse of B's own document (404 NOT_FOUND)", async () => {
    const res = await api("POST", "/parse/invoices", {
      json: { document_id: bDoc.doc_id, schema_id: schema.id },
      key: B(),
    });
    expectFailure(res, 404, "NOT_FOUND");
  });

  it("schema names are unique per user: B may reuse A's active name", async () => {
    const res = await api("POST", "/schemas", {
      json: { name: schema.name, type: "invoice", schema_string: { fields: ["a"] } },
      key: B(),
    });
    const b = expectSuccess<SchemaRecord>(res, 201);
    expect(b.user_id).not.toBe(schema.user_id);
    expectSuccess(await api("DELETE", `/schemas/id/${b.id}`, { key: B() }), 200);
  });

  it("A's resources are intact after B's attempts", async () => {
    expect((await getFile(inv.doc_id)).id).toBe(inv.doc_id);
    expectStatus(await api("GET", `/files/${inv.doc_id}/download`), 200);
    expectSuccess(await api("GET", `/schemas/id/${schema.id}`), 200);
    expectStatus(await api("GET", `/parse/invoices/${invJob}`), 200);
  });

  it("A gets 404 NOT_FOUND for B's file", async () => {
    expectFailure(await api("GET", `/files/${bDoc.doc_id}`), 404, "NOT_FOUND");
  });
});
