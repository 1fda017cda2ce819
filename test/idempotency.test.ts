/** Idempotency-Key: a retried POST with the same key and body returns the first response and creates nothing new. */
import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "@jest/globals";
import { contractDescribe, env } from "./env.ts";
import { expectFailure, expectStatus, expectSuccess } from "./helpers/assert.ts";
import type { Res } from "./helpers/client.ts";
import { api, PATH_FORMS, upload } from "./helpers/client.ts";
import { invoicePdf, png, RUN_ID, statementPdf, uniqueName } from "./helpers/fixtures.ts";
import { filesSince, listSchemas, uploadOk } from "./helpers/service.ts";
import type {
  BatchCreated,
  JobCreated,
  LegacyUploadData,
  SchemaRecord,
  UploadData,
  UploadedFile,
} from "./helpers/types.ts";

const key = () => `contract-${RUN_ID}-${randomUUID()}`;

/** Same status and same JSON body. */
function expectReplay(first: Res, second: Res): void {
  expectStatus(second, first.status);
  expect(second.json).toEqual(first.json);
}

contractDescribe("Idempotency-Key", ["apiKey"], () => {
  let inv: UploadedFile;
  let inv2: UploadedFile;
  let st: UploadedFile;

  beforeAll(async () => {
    [inv, inv2, st] = (await uploadOk([
      { filename: uniqueName("idem-invoice", "pdf"), data: invoicePdf() },
      { filename: uniqueName("idem-invoice-2", "pdf"), data: invoicePdf() },
      { filename: uniqueName("idem-statement", "pdf"), data: statementPdf() },
    ])) as [UploadedFile, UploadedFile, UploadedFile];
  });

  it("POST /files/upload retried stores the file once and returns the same doc_id", async () => {
    const since = Date.now();
    const name = uniqueName("idem-upload", "png");
    const k = key();
    const parts = [{ filename: name, data: png(21) }];
    const boundary = `----idem${RUN_ID}`;
    const first = await upload(parts, { headers: { "idempotency-key": k }, boundary });
    const data = expectSuccess<UploadData>(first, 200);
    const second = await upload(parts, { headers: { "idempotency-key": k }, boundary });
    expectReplay(first, second);
    expect((second.json as { data: UploadData }).data.files[0]!.doc_id).toBe(data.files[0]!.doc_id);
    const stored = (await filesSince(since)).filter((f) => f.filename === name);
    expect(stored).toHaveLength(1);
  });

  it("POST /parse/upload (legacy) retried stores the file once", async () => {
    const since = Date.now();
    const name = uniqueName("idem-legacy", "png");
    const k = key();
    const parts = [{ filename: name, data: png(22) }];
    const boundary = `----idemlegacy${RUN_ID}`;
    const first = await upload(parts, { path: "/parse/upload", headers: { "idempotency-key": k }, boundary });
    expectSuccess<LegacyUploadData>(first, 200);
    const second = await upload(parts, { path: "/parse/upload", headers: { "idempotency-key": k }, boundary });
    expectReplay(first, second);
    expect((await filesSince(since)).filter((f) => f.filename === name)).toHaveLength(1);
  });

  it("POST /parse/invoices retried returns the same job; a new key makes a new job", async () => {
    const k = key();
    const body = { document_id: inv.doc_id };
    const first = await api("POST", "/parse/invoices", { json: body, headers: { "idempotency-key": k } });
    const a = expectSuccess<JobCreated>(first, 202);
    const second = await api("POST", "/parse/invoices", { json: body, headers: { "idempotency-key": k } });
    expectReplay(first, second);
    const other = await api("POST", "/parse/invoices", { json: body, headers: { "idempotency-key": key() } });
    expect(expectSuccess<JobCreated>(other, 202).job_id).not.toBe(a.job_id);
  });

  it("the same key with another body, or on another route, answers 409 IDEMPOTENCY_KEY_REUSED and creates nothing", async () => {
    const k = key();
    const first = await api("POST", "/parse/invoices", {
      json: { document_id: inv.doc_id },
      headers: { "idempotency-key": k },
    });
    expectSuccess<JobCreated>(first, 202);
    const otherBody = { json: { document_id: inv2.doc_id }, headers: { "idempotency-key": k } };
    expectFailure(await api("POST", "/parse/invoices", otherBody), 409, "IDEMPOTENCY_KEY_REUSED");
    expectFailure(await api("POST", "/parse/statements", otherBody), 409, "IDEMPOTENCY_KEY_REUSED");
    // The first request's answer is still the one replayed.
    expectReplay(
      first,
      await api("POST", "/parse/invoices", { json: { document_id: inv.doc_id }, headers: { "idempotency-key": k } }),
    );
  });

  it.each(["", " ", "caf\u00e9", "x".repeat(256)])("a malformed key (%j) answers 400 INVALID_REQUEST", async (bad) => {
    const res = await api("POST", "/parse/invoices", {
      json: { document_id: inv.doc_id },
      headers: { "idempotency-key": JSON.parse(`"${bad}"`) as string },
    });
    expectFailure(res, 400, "INVALID_REQUEST");
  });

  it("POST /parse/statements retried returns the same job", async () => {
    const k = key();
    const body = { document_id: st.doc_id };
    const first = await api("POST", "/parse/statements", { json: body, headers: { "idempotency-key": k } });
    expectSuccess<JobCreated>(first, 202);
    expectReplay(first, await api("POST", "/parse/statements", { json: body, headers: { "idempotency-key": k } }));
  });

  it.each(PATH_FORMS)("POST parse at %s retried returns the same job", async (_form, prefix) => {
    const k = key();
    const body = { document_id: inv2.doc_id };
    const first = await api("POST", `${prefix}/parse`, { json: body, headers: { "idempotency-key": k } });
    expectSuccess<JobCreated>(first, 202);
    expectReplay(first, await api("POST", `${prefix}/parse`, { json: body, headers: { "idempotency-key": k } }));
  });

  it("POST /parse/invoices/batch retried returns the same batch and jobs", async () => {
    const k = key();
    const body = { files: [{ document_id: inv.doc_id }, { document_id: inv2.doc_id }] };
    const first = await api("POST", "/parse/invoices/batch", { json: body, headers: { "idempotency-key": k } });
    expectSuccess<BatchCreated>(first, 202);
    expectReplay(first, await api("POST", "/parse/invoices/batch", { json: body, headers: { "idempotency-key": k } }));
  });

  it("POST /parse/statements/batch retried returns the same batch and jobs", async () => {
    const k = key();
    const body = { files: [{ document_id: st.doc_id }] };
    const first = await api("POST", "/parse/statements/batch", { json: body, headers: { "idempotency-key": k } });
    expectSuccess<BatchCreated>(first, 202);
    expectReplay(
      first,
      await api("POST", "/parse/statements/batch", { json: body, headers: { "idempotency-key": k } }),
    );
  });

  it.each(PATH_FORMS)(
    "POST schemas at %s retried returns the same 201 instead of 409, and one schema exists",
    async (_form, prefix) => {
      const k = key();
      const body = {
        name: `idem-schema-${RUN_ID}-${prefix.length}`,
        type: "invoice",
        schema_string: { fields: ["a"] },
      };
      const first = await api("POST", `${prefix}/schemas`, { json: body, headers: { "idempotency-key": k } });
      const s = expectSuccess<SchemaRecord>(first, 201);
      const second = await api("POST", `${prefix}/schemas`, { json: body, headers: { "idempotency-key": k } });
      expectReplay(first, second);
      const list = await listSchemas(prefix, "type=invoice");
      expect(list.filter((x) => x.name === body.name).map((x) => x.id)).toEqual([s.id]);
      // Without the key, the same body is a duplicate name.
      expectFailure(await api("POST", `${prefix}/schemas`, { json: body }), 409, "SCHEMA_NAME_TAKEN");
    },
  );
});

contractDescribe("Idempotency-Key is scoped to the user", ["apiKey", "apiKey2"], () => {
  it("user B's request with A's key and body creates B's own resource", async () => {
    const k = key();
    const body = { name: `idem-scope-${RUN_ID}`, type: "invoice", schema_string: { fields: ["a"] } };
    const a = expectSuccess<SchemaRecord>(
      await api("POST", "/schemas", { json: body, headers: { "idempotency-key": k } }),
      201,
    );
    const b = expectSuccess<SchemaRecord>(
      await api("POST", "/schemas", { json: body, headers: { "idempotency-key": k }, key: env.apiKey2 }),
      201,
    );
    expect(b.id).not.toBe(a.id);
    expect(b.user_id).not.toBe(a.user_id);
    expectSuccess(await api("DELETE", `/schemas/id/${b.id}`, { key: env.apiKey2 }), 200);
  });
});
