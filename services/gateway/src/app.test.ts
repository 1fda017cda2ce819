import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { SignJWT } from "jose";
import { AppError } from "@docintake/errors";
import { revokeApiKey, listKeys, ensureBootstrapKey, generateApiKey } from "./domain/identity.ts";
import {
  closeSharedDatabase,
  makeHarness,
  multipartBody,
  pdf,
  pngBytes,
  type Harness,
  type Part,
} from "./testing/harness.ts";

let h: Harness;

beforeAll(async () => {
  h = await makeHarness({ MAX_FILE_BYTES: "2000", JWT_HS256_SECRET: "test-secret-test-secret-test-secret" });
});

afterAll(async () => {
  await h.close();
  await closeSharedDatabase();
});

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

function call(
  method: "GET" | "POST" | "DELETE",
  url: string,
  opts: { json?: unknown; raw?: string; key?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    ...(opts.key === null ? {} : bearer(opts.key ?? h.keyA)),
    ...(opts.headers ?? {}),
  };
  if (opts.json !== undefined || opts.raw !== undefined) headers["content-type"] = "application/json";
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(opts.json !== undefined
      ? { payload: JSON.stringify(opts.json) }
      : opts.raw !== undefined
        ? { payload: opts.raw }
        : {}),
  });
}

function upload(parts: Part[], path = "/files/upload", headers: Record<string, string> = {}, boundary?: string) {
  const m = multipartBody(parts, boundary);
  return h.app.inject({
    method: "POST",
    url: `/api/v1${path}`,
    headers: { ...bearer(h.keyA), "content-type": m.contentType, ...headers },
    payload: m.payload,
  });
}

function expectFailure(res: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status, body: { success: false, code } });
  return res.json() as { error: string };
}

async function uploadOne(marker = "INVOICE"): Promise<string> {
  const res = await upload([{ filename: `${marker.toLowerCase()}.pdf`, data: pdf(marker) }]);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { files: { doc_id: string }[] } }).data.files[0]!.doc_id;
}

describe("operations", () => {
  it("serves healthz, readyz, metrics, openapi.json and docs without credentials", async () => {
    expect((await h.app.inject("/healthz")).statusCode).toBe(200);
    expect((await h.app.inject("/readyz")).statusCode).toBe(200);
    const metrics = await h.app.inject("/metrics");
    expect(metrics.headers["content-type"]).toMatch(/^text\/plain/);
    expect(metrics.body).toMatch(/^# HELP /m);
    const doc = (await h.app.inject("/openapi.json")).json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/files/upload",
        "/api/v1/parse/invoices",
        "/api/v1/schemas",
        "/api/v1/api/v1/schemas",
      ]),
    );
    const docs = await h.app.inject("/docs");
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toMatch(/text\/html/);
  });

  it("readyz answers 503 naming the failed dependency", async () => {
    h.ready["bus"] = false;
    const res = await h.app.inject("/readyz");
    h.ready["bus"] = true;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: "UNAVAILABLE" });
    expect((res.json() as { error: string }).error).toContain("bus");
  });

  it("answers unknown routes with a 404 envelope and sets x-request-id", async () => {
    const res = await h.app.inject("/nope");
    expectFailure(res, 404, "NOT_FOUND");
    expect(res.headers["x-request-id"]).toBeTruthy();
  });
});

describe("authentication", () => {
  it("refuses a missing, non-Bearer, unknown or malformed credential with 401", async () => {
    for (const header of [undefined, "Bearer ", "Basic abc", `Bearer dik_${"x".repeat(40)}`, "Bearer a.b.c", h.keyA]) {
      const res = await h.app.inject({
        method: "GET",
        url: "/api/v1/files",
        headers: header ? { authorization: header } : {},
      });
      expectFailure(res, 401, "UNAUTHENTICATED");
    }
  });

  it("checks auth before the body: a bad credential on a POST with an invalid body is 401", async () => {
    expectFailure(await call("POST", "/parse/invoices", { raw: "{", key: "nope" }), 401, "UNAUTHENTICATED");
  });

  it("refuses a revoked key", async () => {
    expect((await call("GET", "/files", { key: h.keyB })).statusCode).toBe(200);
    const [info] = await listKeys(h.identity, { userId: h.userB });
    await revokeApiKey(h.identity, info!.id);
    expectFailure(await call("GET", "/files", { key: h.keyB }), 401, "UNAUTHENTICATED");
  });

  it("accepts an HS256 JWT, creating the user on first sight; refuses a wrong signature", async () => {
    const secret = new TextEncoder().encode("test-secret-test-secret-test-secret");
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("ext|42")
      .setExpirationTime("5m")
      .sign(secret);
    const a = await call("GET", "/schemas/list", { key: token });
    expect(a.statusCode).toBe(200);
    // The same subject is the same user: its schema is visible again.
    const created = await call("POST", "/schemas", {
      key: token,
      json: { name: "jwt-s", type: "invoice", schema_string: { fields: ["x"] } },
    });
    expect(created.statusCode).toBe(201);
    const list = await call("GET", "/schemas/list", { key: token });
    expect((list.json() as { data: { total: number } }).data.total).toBe(1);
    const bad = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("ext|42")
      .sign(new TextEncoder().encode("other-secret-other-secret-other"));
    expectFailure(await call("GET", "/files", { key: bad }), 401, "UNAUTHENTICATED");
    const noSub = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).sign(secret);
    expectFailure(await call("GET", "/files", { key: noSub }), 401, "UNAUTHENTICATED");
  });

  it("ensureBootstrapKey creates the key once", async () => {
    const key = generateApiKey();
    const first = await ensureBootstrapKey(h.identity, key);
    const second = await ensureBootstrapKey(h.identity, key);
    expect(first.created).toBe(true);
    expect(second).toEqual({ userId: first.userId, created: false });
    expect((await call("GET", "/files", { key })).statusCode).toBe(200);
  });
});

describe("upload", () => {
  it("stores files and answers detected types and validation", async () => {
    const res = await upload([
      { filename: "inv.pdf", data: pdf("INVOICE") },
      { field: "files[1]", filename: "st.pdf", data: pdf("STATEMENT") },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      success: boolean;
      data: { status: string; files: { doc_id: string; type: string; validation: unknown }[] };
    };
    expect(body.success).toBe(true);
    expect(body.data.status).toBe("done");
    expect(body.data.files.map((f) => f.type)).toEqual(["invoice", "bank_statement"]);
    expect(body.data.files[0]!.validation).toEqual({ page_count: 1, file_size: pdf("INVOICE").length, format: "PDF" });
  });

  it("answers type unknown when detection outlasts the deadline", async () => {
    h.files.detectionMs = -1;
    const app2 = await makeHarness({ UPLOAD_DETECTION_DEADLINE_MS: "100" });
    app2.files.detectionMs = -1;
    const m = multipartBody([{ filename: "x.pdf", data: pdf() }]);
    const res = await app2.app.inject({
      method: "POST",
      url: "/api/v1/files/upload",
      headers: { ...bearer(app2.keyA), "content-type": m.contentType },
      payload: m.payload,
    });
    h.files.detectionMs = 5;
    await app2.close();
    expect((res.json() as { data: { files: { type: string }[] } }).data.files[0]!.type).toBe("unknown");
  });

  it("refuses more than MAX_FILES files with 413 and stores nothing", async () => {
    const commits = h.files.commits;
    const parts = Array.from({ length: 51 }, (_, i) => ({ filename: `f${i}.pdf`, data: pdf() }));
    expectFailure(await upload(parts), 413, "PAYLOAD_TOO_LARGE");
    expect(h.files.commits).toBe(commits);
    expect(h.files.staged.size).toBe(0);
  });

  it("accepts a file of exactly the limit and refuses one byte more, naming the file", async () => {
    const exact = pdf("INVOICE", 2000 - pdf("INVOICE").length);
    expect(exact.length).toBe(2000);
    expect((await upload([{ filename: "exact.pdf", data: exact }])).statusCode).toBe(200);
    const over = pdf("INVOICE", 2001 - pdf("INVOICE").length);
    const err = expectFailure(
      await upload([
        { filename: "small.pdf", data: pdf() },
        { filename: "big.pdf", data: over },
      ]),
      413,
      "PAYLOAD_TOO_LARGE",
    );
    expect(err.error).toContain("big.pdf");
    expect(h.files.staged.size).toBe(0);
  });

  it("refuses an unsupported type with 415 listing the supported types, on both uploads", async () => {
    for (const path of ["/files/upload", "/parse/upload"]) {
      const err = expectFailure(
        await upload([{ filename: "t.pdf", data: Buffer.from("hello") }], path),
        415,
        "UNSUPPORTED_FILE_TYPE",
      );
      for (const t of ["PDF", "JPG", "JPEG", "PNG"]) expect(err.error).toMatch(new RegExp(`\\b${t}\\b`));
      expect(err.error).toContain("t.pdf");
    }
  });

  it("answers 400 without a file part and for a non-multipart body", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/v1/files/upload",
      headers: { ...bearer(h.keyA), "content-type": "multipart/form-data; boundary=b" },
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
    });
    expectFailure(res, 400, "INVALID_REQUEST");
    expectFailure(await call("POST", "/files/upload", { json: { files: [] } }), 400, "INVALID_REQUEST");
  });

  it("legacy upload answers file_id, absolute file_url and doc_id", async () => {
    const res = await upload([{ filename: "leg.png", data: pngBytes() }], "/parse/upload", {
      host: "docs.example:8443",
    });
    const f = (res.json() as { data: { files: { file_id: string; file_url: string; doc_id: string }[] } }).data
      .files[0]!;
    expect(f.file_id).toMatch(/^\d+_leg\.png$/);
    expect(f.file_url).toBe(`http://docs.example:8443/api/v1/files/${f.doc_id}/download`);
  });
});

describe("files", () => {
  it("lists with defaults and validates the query", async () => {
    const res = await call("GET", "/files");
    expect(res.json()).toMatchObject({ success: true, data: { page: 1, page_size: 20 } });
    for (const q of [
      "page_size=101",
      "page_size=0",
      "page=0",
      "page=-1",
      "page=abc",
      "page_size=1.5",
      "status=archived",
      "type=spreadsheet",
    ]) {
      expectFailure(await call("GET", `/files?${q}`), 400, "INVALID_REQUEST");
    }
    expect((await call("GET", "/files?page_size=100&status=deleted&type=invoice")).statusCode).toBe(200);
  });

  it("gets, downloads and deletes a file; other users and bad ids get 404", async () => {
    const id = await uploadOne();
    const got = await call("GET", `/files/${id}`);
    expect((got.json() as { data: Record<string, unknown> }).data).toMatchObject({
      id,
      type: "invoice",
      status: "pending",
      processed_data: {},
      completed_at: null,
    });
    const dl = await call("GET", `/files/${id}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers["content-type"]).toBe("application/pdf");
    expect(dl.headers["content-length"]).toBe(String(pdf().length));
    expect(dl.headers["content-disposition"]).toBe('attachment; filename="invoice.pdf"');
    expect(dl.rawPayload.equals(pdf())).toBe(true);
    expectFailure(await call("GET", "/files/not-a-uuid"), 404, "NOT_FOUND");
    const other = await makeHarnessKeyFor();
    expectFailure(await call("GET", `/files/${id}`, { key: other }), 404, "NOT_FOUND");
    const del = await h.app.inject({
      method: "DELETE",
      url: `/api/v1/files/${id}`,
      headers: { ...bearer(h.keyA), "content-type": "application/json" },
    });
    expect(del.json()).toEqual({ success: true, data: { file_id: id, message: expect.any(String) } });
    expectFailure(await call("GET", `/files/${id}`), 404, "NOT_FOUND");
  });
});

/** A key of a third user (user B's key is revoked by an earlier test). */
async function makeHarnessKeyFor(): Promise<string> {
  const { createUser, createApiKey } = await import("./domain/identity.ts");
  const u = await createUser(h.identity, { name: "third" });
  return (await createApiKey(h.identity, { userId: u.user.id })).key;
}

describe("parse jobs", () => {
  it("creates and reads invoice, statement and general jobs in their shapes", async () => {
    const inv = await uploadOne("INVOICE");
    const st = await uploadOne("STATEMENT");
    const a = await call("POST", "/parse/invoices", { json: { document_id: inv } });
    expect(a.statusCode).toBe(202);
    const ja = (a.json() as { data: { job_id: string; status: string } }).data;
    expect(Object.keys(ja).sort()).toEqual(["job_id", "status"]);
    h.jobs.jobs.get(ja.job_id)!.status = "completed";
    h.jobs.jobs.get(ja.job_id)!.result = { invoice_details: { invoice_number: "1" }, custom_fields: { po: "7" } };
    const ga = (await call("GET", `/parse/invoices/${ja.job_id}`)).json() as Record<string, unknown>;
    expect(ga).toMatchObject({
      job_id: ja.job_id,
      status: "completed",
      result: { invoice_details: { invoice_number: "1" }, custom_fields: { po: "7" } },
    });
    expect(ga).not.toHaveProperty("success");

    const b = await call("POST", "/parse/statements", { json: { document_id: st } });
    const jb = (b.json() as { data: { job_id: string } }).data;
    const gb = (await call("GET", `/parse/statements/${jb.job_id}`)).json() as { data: Record<string, unknown> };
    expect(gb.data).toMatchObject({ job_id: jb.job_id, progress: 0, results: { account_info: {}, transactions: [] } });
    expectFailure(await call("GET", `/parse/invoices/${jb.job_id}`), 404, "NOT_FOUND");

    for (const prefix of ["", "/api/v1"]) {
      const c = await call("POST", `${prefix}/parse`, {
        json: { document_id: st, callback_url: "https://example.com/hook" },
      });
      expect(c.statusCode).toBe(202);
      const jc = (c.json() as { data: Record<string, string> }).data;
      expect(Object.keys(jc).sort()).toEqual(["created_at", "job_id", "status", "updated_at"]);
      const gc = (await call("GET", `${prefix}/parse/${jc["job_id"]}`)).json() as { data: Record<string, unknown> };
      expect(gc.data).toMatchObject({ result: { account_info: {}, transactions: [] } });
    }
  });

  it("waits at the general route for a document still being detected, as its upload did", async () => {
    const slow = await makeHarness({ UPLOAD_DETECTION_DEADLINE_MS: "300" });
    try {
      const send = async (marker: string) => {
        const m = multipartBody([{ filename: "x.pdf", data: pdf(marker) }]);
        const res = await slow.app.inject({
          method: "POST",
          url: "/api/v1/files/upload",
          headers: { ...bearer(slow.keyA), "content-type": m.contentType },
          payload: m.payload,
        });
        return (res.json() as { data: { files: { doc_id: string; type: string }[] } }).data.files[0]!;
      };
      const parse = (documentId: string) =>
        slow.app.inject({
          method: "POST",
          url: "/api/v1/parse",
          headers: { ...bearer(slow.keyA), "content-type": "application/json" },
          payload: JSON.stringify({ document_id: documentId }),
        });
      // Detected 100 ms after the upload's deadline: the parse request waits for it.
      slow.files.detectionMs = 400;
      const late = await send("INVOICE");
      expect(late.type).toBe("unknown");
      expect((await parse(late.doc_id)).statusCode).toBe(202);
      // Never detected: refused once the deadline passes again.
      slow.files.detectionMs = -1;
      const never = await send("INVOICE");
      expectFailure(await parse(never.doc_id), 422, "UNPROCESSABLE_DOCUMENT");
    } finally {
      await slow.close();
    }
  });

  it("validates bodies with 400 and maps service errors", async () => {
    const inv = await uploadOne("INVOICE");
    for (const body of [
      {},
      { document_id: 42 },
      { document_id: null },
      { document_id: inv, callback_url: "not a url" },
      { document_id: inv, callback_url: "ftp://x/y" },
      { document_id: inv, callback_url: "::::" },
    ]) {
      expectFailure(await call("POST", "/parse/invoices", { json: body }), 400, "INVALID_REQUEST");
    }
    expectFailure(await call("POST", "/parse/invoices", { raw: '{"document_id": ' }), 400, "INVALID_REQUEST");
    expectFailure(await call("POST", "/parse/invoices", { raw: "" }), 400, "INVALID_REQUEST");
    expectFailure(await call("POST", "/parse/invoices", { raw: '{"__proto__": {"x": 1}}' }), 400, "INVALID_REQUEST");
    expectFailure(
      await call("POST", "/parse/invoices", { json: { document_id: "6f1c1f7e-8c1b-4a43-9a0e-3f3f3f3f3f3f" } }),
      404,
      "NOT_FOUND",
    );
    const other = await uploadOne("OTHER");
    expectFailure(await call("POST", "/parse", { json: { document_id: other } }), 422, "UNPROCESSABLE_DOCUMENT");
    const big = JSON.stringify({ document_id: inv, padding: "x".repeat(1024 * 1024 + 16) });
    expectFailure(await call("POST", "/parse/invoices", { raw: big }), 413, "PAYLOAD_TOO_LARGE");
  });

  it("hides internal errors behind a generic 500 with the request id", async () => {
    const inv = await uploadOne("INVOICE");
    h.jobs.failNext = new Error("relation jobs.jobs does not exist at /srv/app.ts:12");
    const res = await call("POST", "/parse/invoices", { json: { document_id: inv } });
    const err = expectFailure(res, 500, "INTERNAL");
    expect(err.error).not.toMatch(/relation|\.ts/);
    expect(res.headers["x-request-id"]).toBeTruthy();
    h.jobs.failNext = new AppError("UNAVAILABLE", "a dependency is unavailable");
    expectFailure(await call("POST", "/parse/invoices", { json: { document_id: inv } }), 503, "UNAVAILABLE");
  });

  it("creates batches within limits and reads their status", async () => {
    const docs = [await uploadOne("INVOICE"), await uploadOne("INVOICE")];
    const res = await call("POST", "/parse/invoices/batch", { json: { files: docs.map((d) => ({ document_id: d })) } });
    expect(res.statusCode).toBe(202);
    const data = (res.json() as { data: { batch_id: string; job_ids: string[]; status: string } }).data;
    expect(data.job_ids).toHaveLength(2);
    const st = (await call("GET", `/parse/invoices/batch/${data.batch_id}`)).json() as {
      data: Record<string, unknown>;
    };
    expect(st.data).toMatchObject({
      batch_id: data.batch_id,
      status: "pending",
      counts: { pending: 2, processing: 0, completed: 0, failed: 0 },
    });
    expectFailure(await call("GET", `/parse/statements/batch/${data.batch_id}`), 404, "NOT_FOUND");
    const many = (n: number) => ({ files: Array.from({ length: n }, () => ({ document_id: docs[0] })) });
    expectFailure(await call("POST", "/parse/invoices/batch", { json: many(51) }), 400, "INVALID_REQUEST");
    expectFailure(await call("POST", "/parse/statements/batch", { json: many(11) }), 400, "INVALID_REQUEST");
    expectFailure(await call("POST", "/parse/statements/batch", { json: { files: [] } }), 400, "INVALID_REQUEST");
    expectFailure(await call("POST", "/parse/invoices/batch", { json: many(2) }), 400, "INVALID_REQUEST");
  });
});

describe("schemas", () => {
  it("creates, lists, gets and deletes under both path forms", async () => {
    for (const prefix of ["", "/api/v1"]) {
      const definition = { fields: ["po_number", "vendor"] };
      const res = await call("POST", `${prefix}/schemas`, {
        json: { name: `s${prefix.length}`, type: "invoice", description: "d", schema_string: definition },
      });
      expect(res.statusCode).toBe(201);
      const s = (res.json() as { data: Record<string, unknown> }).data;
      expect(s).toMatchObject({ user_id: h.userA, version: 1, is_active: true, description: "d" });
      expect(JSON.parse(gunzipSync(Buffer.from(s["schema_string"] as string, "base64")).toString())).toEqual(
        definition,
      );
      const list = (await call("GET", `${prefix}/schemas/list`)).json() as {
        data: { page: number; limit: number; schemas: Record<string, unknown>[] };
      };
      expect(list.data).toMatchObject({ page: 1, limit: 20 });
      expect(list.data.schemas[0]).not.toHaveProperty("schema_string");
      expect(list.data.schemas[0]).not.toHaveProperty("user_id");
      expect((await call("GET", `${prefix}/schemas/id/${s["id"]}`)).statusCode).toBe(200);
      expectFailure(
        await call("POST", `${prefix}/schemas`, {
          json: { name: `s${prefix.length}`, type: "invoice", schema_string: definition },
        }),
        409,
        "SCHEMA_NAME_TAKEN",
      );
      expect((await call("DELETE", `${prefix}/schemas/id/${s["id"]}`)).json()).toMatchObject({
        success: true,
        data: { message: expect.any(String) },
      });
      expectFailure(await call("GET", `${prefix}/schemas/id/${s["id"]}`), 404, "NOT_FOUND");
      expectFailure(await call("GET", `${prefix}/schemas/id/nope`), 404, "NOT_FOUND");
    }
  });

  it("refuses invalid bodies and queries", async () => {
    for (const body of [
      { name: "", type: "invoice", schema_string: {} },
      { name: "x", type: "receipt", schema_string: {} },
      { name: "x", type: "invoice", schema_string: "s" },
      { name: "x", type: "invoice" },
      { name: "  ", type: "invoice", schema_string: {} },
    ]) {
      expectFailure(await call("POST", "/schemas", { json: body }), 400, "INVALID_REQUEST");
    }
    for (const q of ["page=0", "page_size=101", "type=other"])
      expectFailure(await call("GET", `/schemas/list?${q}`), 400, "INVALID_REQUEST");
  });
});

describe("idempotency", () => {
  it("replays a JSON POST, refuses the key with another body, and scopes keys per user", async () => {
    const inv = await uploadOne("INVOICE");
    const headers = { "idempotency-key": "k-json-1" };
    const first = await call("POST", "/parse/invoices", { json: { document_id: inv }, headers });
    const second = await call("POST", "/parse/invoices", { json: { document_id: inv }, headers });
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    const other = await uploadOne("INVOICE");
    expectFailure(
      await call("POST", "/parse/invoices", { json: { document_id: other }, headers }),
      409,
      "IDEMPOTENCY_KEY_REUSED",
    );
    // Both path forms are one route.
    const g1 = await call("POST", "/parse", { json: { document_id: inv }, headers: { "idempotency-key": "k-gen" } });
    const g2 = await call("POST", "/api/v1/parse", {
      json: { document_id: inv },
      headers: { "idempotency-key": "k-gen" },
    });
    expect(g2.json()).toEqual(g1.json());
    // A failed request does not hold the key.
    expectFailure(
      await call("POST", "/parse/statements", {
        json: { document_id: "6f1c1f7e-8c1b-4a43-9a0e-3f3f3f3f3f3f" },
        headers: { "idempotency-key": "k-fail" },
      }),
      404,
      "NOT_FOUND",
    );
    const st = await uploadOne("STATEMENT");
    expect(
      (
        await call("POST", "/parse/statements", {
          json: { document_id: st },
          headers: { "idempotency-key": "k-fail-2" },
        })
      ).statusCode,
    ).toBe(202);
  });

  it("replays an upload by content: same files store once, other files with the key are refused", async () => {
    const headers = { "idempotency-key": "k-upload" };
    const parts = [{ filename: "idem.png", data: pngBytes() }];
    const before = h.files.records.size;
    const first = await upload(parts, "/files/upload", headers, "b1");
    const second = await upload(parts, "/files/upload", headers, "b2");
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(h.files.records.size).toBe(before + 1);
    expect(h.files.staged.size).toBe(0);
    expectFailure(
      await upload([{ filename: "idem.png", data: pdf() }], "/files/upload", headers),
      409,
      "IDEMPOTENCY_KEY_REUSED",
    );
  });
});

describe("rate limit", () => {
  it("answers 429 RATE_LIMITED with Retry-After per credential", async () => {
    const r = await makeHarness({ RATE_LIMIT_PER_MINUTE: "2" });
    const get = (key: string) => r.app.inject({ method: "GET", url: "/api/v1/files", headers: bearer(key) });
    expect((await get(r.keyA)).statusCode).toBe(200);
    expect((await get(r.keyA)).statusCode).toBe(200);
    const limited = await get(r.keyA);
    expectFailure(limited, 429, "RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await get(r.keyB)).statusCode).toBe(200);
    expect((await r.app.inject("/healthz")).statusCode).toBe(200);
    await r.close();
  });
});
