/**
 * Hostile request values are refused with 400 before they reach a service: pages whose offset would overflow,
 * NUL characters and unpaired surrogates in any text, numbers that cannot be stored as sent. Nothing of a refused
 * request is created. Also: 405 for a method a path does not serve, and what the OpenAPI says of these rules.
 */
import { describe, expect, it } from "@jest/globals";
import { contractDescribe } from "./env.ts";
import { expectFailure, expectSuccess } from "./helpers/assert.ts";
import { api, PATH_FORMS, root, upload } from "./helpers/client.ts";
import { invoicePdf, RUN_ID, uniqueName } from "./helpers/fixtures.ts";
import { filesSince, listSchemas } from "./helpers/service.ts";

/** A JSON body written by hand: JSON.stringify would not let a test send `\ud800` or `1e400` as they are. */
const rawJson = (text: string) => ({ raw: text, contentType: "application/json" });

contractDescribe("pages whose row offset would overflow", ["apiKey"], () => {
  // page × page_size past 2^63 overflowed PostgreSQL's bigint offset and answered 500.
  const huge = ["461168601842738791", "9223372036854775807", "2147483648", "1e30"];

  it.each(huge)("GET /files?page=%s answers 400 INVALID_REQUEST", async (page) => {
    expectFailure(await api("GET", `/files?page=${page}&page_size=100`), 400, "INVALID_REQUEST");
  });

  for (const [form, prefix] of PATH_FORMS) {
    it.each(huge)(`GET ${form} schemas/list?page=%s answers 400 INVALID_REQUEST`, async (page) => {
      expectFailure(await api("GET", `${prefix}/schemas/list?page=${page}`), 400, "INVALID_REQUEST");
    });
  }

  it("the last page a listing accepts answers an empty page, not an error", async () => {
    const files = expectSuccess<{ files: unknown[]; page: number }>(
      await api("GET", "/files?page=2147483647&page_size=100"),
    );
    expect(files).toMatchObject({ files: [], page: 2147483647 });
    const schemas = expectSuccess<{ schemas: unknown[] }>(await api("GET", "/schemas/list?page=2147483647"));
    expect(schemas.schemas).toEqual([]);
  });
});

contractDescribe("NUL and unpaired surrogates in schema fields", ["apiKey"], () => {
  const NUL = "\\u0000";
  const LONE = "\\ud800";
  /** Each case: where the bad text goes, as JSON text with %S for the bad character. */
  const places: [string, (name: string) => string][] = [
    ["name", (n) => `{"name": "${n}-%S", "type": "invoice", "schema_string": {"fields": ["a"]}}`],
    [
      "description",
      (n) => `{"name": "${n}", "type": "invoice", "description": "x%S", "schema_string": {"fields": ["a"]}}`,
    ],
    ["a field name", (n) => `{"name": "${n}", "type": "invoice", "schema_string": {"fields": ["a", "b%S"]}}`],
    [
      "a nested value",
      (n) => `{"name": "${n}", "type": "invoice", "schema_string": {"fields": ["a"], "x": [{"y": "%S"}]}}`,
    ],
    ["a nested key", (n) => `{"name": "${n}", "type": "invoice", "schema_string": {"fields": ["a"], "k%S": 1}}`],
  ];

  for (const [form, prefix] of PATH_FORMS) {
    describe(`POST ${form} schemas`, () => {
      for (const [what, bad] of [
        ["NUL", NUL],
        ["an unpaired surrogate", LONE],
      ] as const) {
        it.each(places)(`refuses ${what} in %s with 400 INVALID_REQUEST and creates nothing`, async (_place, body) => {
          const name = `bad-text-${RUN_ID}-${Math.random().toString(36).slice(2, 8)}`;
          const res = await api("POST", `${prefix}/schemas`, rawJson(body(name).replace("%S", bad)));
          expectFailure(res, 400, "INVALID_REQUEST");
          const listed = await listSchemas(prefix);
          expect(listed.filter((s) => s.name.startsWith(name))).toEqual([]);
        });
      }
    });
  }

  it("accepts characters outside the BMP, written as surrogate pairs", async () => {
    const name = `pair-${RUN_ID}-\\ud83d\\ude00`;
    const res = await api(
      "POST",
      "/schemas",
      rawJson(`{"name": "${name}", "type": "invoice", "schema_string": {"fields": ["\\ud83d\\udcc4"]}}`),
    );
    const created = expectSuccess<{ id: string; name: string }>(res, 201);
    expect(created.name).toBe(`pair-${RUN_ID}-😀`);
    expectSuccess(await api("DELETE", `/schemas/id/${created.id}`));
  });
});

contractDescribe("numbers that cannot be stored as sent", ["apiKey"], () => {
  it.each([
    ["1e400", "overflows to infinity"],
    ["9007199254740993", "loses its last digit"],
    ["-1e309", "overflows to minus infinity"],
  ])("a schema definition holding %s (%s) answers 400 INVALID_REQUEST", async (number) => {
    const name = uniqueName("big-number", "schema");
    const body = `{"name": "${name}", "type": "invoice", "schema_string": {"fields": ["a"], "n": ${number}}}`;
    expectFailure(await api("POST", "/schemas", rawJson(body)), 400, "INVALID_REQUEST");
    expect((await listSchemas()).filter((s) => s.name === name)).toEqual([]);
  });
});

contractDescribe("NUL in other text", ["apiKey"], () => {
  it("a multipart file name with NUL answers 400 INVALID_REQUEST and stores nothing", async () => {
    const since = Date.now();
    const stem = uniqueName("nul-name", "pdf");
    for (const path of ["/files/upload", "/parse/upload"]) {
      const res = await upload([{ filename: `${stem}\u0000.pdf`, data: invoicePdf() }], { path });
      expectFailure(res, 400, "INVALID_REQUEST");
    }
    expect((await filesSince(since)).filter((f) => f.filename.startsWith(stem))).toEqual([]);
  });

  it("a job or batch id with NUL answers 400 INVALID_REQUEST", async () => {
    for (const path of ["/parse/invoices/job%00x", "/parse/statements/batch/batch%00x", "/parse/job%00x"]) {
      expectFailure(await api("GET", path), 400, "INVALID_REQUEST");
    }
  });

  it("a callback_url with NUL answers 400 INVALID_REQUEST", async () => {
    const body = `{"document_id": "00000000-0000-4000-8000-000000000000", "callback_url": "http://example.com/\\u0000"}`;
    expectFailure(await api("POST", "/parse", rawJson(body)), 400, "INVALID_REQUEST");
  });
});

contractDescribe("methods a path does not serve", ["apiKey"], () => {
  it("answer 405 METHOD_NOT_ALLOWED with the methods it serves in Allow", async () => {
    const files = await api("PUT", "/files", { json: {} });
    expectFailure(files, 405, "METHOD_NOT_ALLOWED");
    expect(files.headers.get("allow")).toBe("GET, HEAD");
    // GET /files/upload is GET /files/{file_id} for the id "upload" (404); PUT is served by no route.
    const upload = await api("PUT", "/files/upload", { json: {} });
    expectFailure(upload, 405, "METHOD_NOT_ALLOWED");
    expect(upload.headers.get("allow")).toBe("POST");
  });

  it("an unknown path still answers 404 NOT_FOUND", async () => {
    expectFailure(await api("PUT", "/no-such-endpoint"), 404, "NOT_FOUND");
  });
});

contractDescribe("what the OpenAPI document says of these rules", [], () => {
  interface Doc {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  }
  const doc = async () => (await root("/openapi.json")).json as Doc;
  const operation = async (path: string, method: string) => {
    const found = Object.entries((await doc()).paths).find(([p]) => p.endsWith(path));
    return found?.[1][method] as Record<string, unknown>;
  };

  it("the download's failures are JSON bodies, only its success is the file's type", async () => {
    const op = await operation("/files/{file_id}/download", "get");
    const responses = op["responses"] as Record<string, { content?: Record<string, unknown> }>;
    expect(Object.keys(responses["200"]?.content ?? {}).sort()).toEqual(["application/pdf", "image/jpeg", "image/png"]);
    for (const status of ["400", "401", "404", "500"]) {
      expect(Object.keys(responses[status]?.content ?? {})).toEqual(["application/json"]);
    }
  });

  it("callback_url, Idempotency-Key and the upload's file parts are described with their limits", async () => {
    const op = await operation("/parse/invoices", "post");
    const body = JSON.stringify(op["requestBody"]);
    expect(body).toMatch(/"callback_url":\{[^}]*"maxLength":2048/);
    expect(body).toMatch(/"pattern":"\^https\?:\/\//);
    const key = (op["parameters"] as { in: string; name: string; schema: Record<string, unknown> }[]).find(
      (p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key",
    );
    expect(key?.schema).toMatchObject({ minLength: 1, maxLength: 255 });
    expect(typeof key?.schema["pattern"]).toBe("string");
    const uploadOp = await operation("/files/upload", "post");
    const files = JSON.stringify(uploadOp["requestBody"]);
    expect(files).toMatch(/"minItems":1/);
    expect(files).toMatch(/"maxItems":50/);
  });
});
