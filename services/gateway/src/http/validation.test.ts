// Request validation through the real app (route schemas, the JSON body plugin, the validators, the error
// plugin): hostile values answer 400 before any service sees them, and every request string is described so.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { closeSharedDatabase, makeHarness, multipartBody, pdf, type Harness } from "../testing/harness.ts";

let h: Harness;

beforeAll(async () => {
  h = await makeHarness();
});

afterAll(async () => {
  await h.close();
  await closeSharedDatabase();
});

const auth = () => ({ authorization: `Bearer ${h.keyA}` });

function send(method: "GET" | "POST" | "PUT" | "DELETE" | "OPTIONS", url: string, raw?: string) {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...auth(), ...(raw !== undefined ? { "content-type": "application/json" } : {}) },
    ...(raw !== undefined ? { payload: raw } : {}),
  });
}

function failure(res: { statusCode: number; json: () => unknown }) {
  return { status: res.statusCode, ...(res.json() as { code: string; error: string }) };
}

const schemaBody = (over: string) => `{"name": "n", "type": "invoice", "schema_string": {"fields": ["a"]}${over}}`;

describe("request validation", () => {
  it("refuses a page whose offset would overflow, on both listings", async () => {
    for (const url of ["/files", "/schemas/list", "/api/v1/schemas/list"]) {
      for (const page of ["461168601842738791", "2147483648", "1e30"]) {
        expect(failure(await send("GET", `${url}?page=${page}`))).toMatchObject({
          status: 400,
          code: "INVALID_REQUEST",
        });
      }
    }
    expect((await send("GET", "/files?page=2147483647")).statusCode).toBe(200);
  });

  it("refuses NUL in any declared text, naming the value", async () => {
    const res = await send("POST", "/schemas", schemaBody(', "description": "a\\u0000b"'));
    expect(failure(res)).toMatchObject({ status: 400, error: "body/description must not contain NUL characters" });
    const nested = await send(
      "POST",
      "/schemas",
      `{"name": "n", "type": "invoice", "schema_string": {"x": [{"y": "\\u0000"}]}}`,
    );
    expect(failure(nested)).toMatchObject({
      status: 400,
      error: "body/schema_string/x/0/y must not contain NUL characters",
    });
    expect(failure(await send("GET", "/parse/job%00"))).toMatchObject({ status: 400, code: "INVALID_REQUEST" });
    expect(h.schemas.schemas.size).toBe(0);
  });

  it("refuses an unpaired surrogate anywhere in a JSON body, keys included", async () => {
    for (const body of [
      `{"name": "\\ud800", "type": "invoice", "schema_string": {}}`,
      schemaBody(', "unknown": ["\\udc00x"]'),
      `{"name": "n", "type": "invoice", "schema_string": {"k\\ud800": 1}}`,
    ]) {
      const res = await send("POST", "/schemas", body);
      expect(failure(res)).toMatchObject({ status: 400, code: "INVALID_REQUEST" });
      expect(failure(res).error).toMatch(/not well-formed Unicode/);
    }
    // A pair is one character outside the BMP.
    expect((await send("POST", "/schemas", schemaBody(', "description": "\\ud83d\\ude00"'))).statusCode).toBe(201);
  });

  it("refuses numbers that would not be stored as sent, and JSON nested past the limit", async () => {
    for (const n of ["1e400", "-1e400", "9007199254740993"]) {
      const res = await send("POST", "/schemas", `{"name": "n${n}", "type": "invoice", "schema_string": {"n": ${n}}}`);
      expect(failure(res)).toMatchObject({ status: 400, code: "INVALID_REQUEST" });
    }
    const deep = `{"name": "deep", "type": "invoice", "schema_string": {"x": ${"[".repeat(70)}${"]".repeat(70)}}}`;
    expect(failure(await send("POST", "/schemas", deep))).toMatchObject({
      status: 400,
      error: "JSON body nested deeper than 64 levels",
    });
  });

  it("refuses keys that would reach a prototype, saying so, as the OpenAPI does", async () => {
    for (const extra of [', "x": {"__proto__": {"a": 1}}', ', "constructor": {"prototype": {}}']) {
      expect(failure(await send("POST", "/schemas", schemaBody(extra)))).toMatchObject({
        status: 400,
        error: 'JSON body holds a "__proto__" key or a "constructor" object with a "prototype", which are refused',
      });
    }
    // Other fields beside the known ones are ignored, but they are text like any other.
    expect(failure(await send("POST", "/schemas", schemaBody(', "note": "\\u0000"')))).toMatchObject({ status: 400 });
  });

  it("takes a JSON body as sent: no string made of a boolean or a number", async () => {
    const res = await send("POST", "/schemas", `{"name": false, "type": "invoice", "schema_string": {}}`);
    expect(failure(res)).toMatchObject({ status: 400, error: "body/name must be string" });
    // Query strings are text: numbers in them are read as numbers.
    expect((await send("GET", "/files?page=2&page_size=5")).json()).toMatchObject({ data: { page: 2, page_size: 5 } });
  });

  it("refuses a name that trimming would empty, and a malformed callback_url or Idempotency-Key", async () => {
    expect(
      failure(await send("POST", "/schemas", `{"name": " \\u3000\\t", "type": "invoice", "schema_string": {}}`)),
    ).toMatchObject({
      status: 400,
      error: "body/name must contain a character other than white space, and no NUL characters",
    });
    for (const url of ["", "http://user:pw@example.com/", "http://1.2.3.4.5/", "http://[::1/", "http://a.1/"]) {
      const res = await send(
        "POST",
        "/parse",
        JSON.stringify({ document_id: "6f1c1f7e-8c1b-4a43-9a0e-3f3f3f3f3f3f", callback_url: url }),
      );
      expect(failure(res)).toMatchObject({ status: 400, code: "INVALID_REQUEST" });
    }
    const keyed = await h.app.inject({
      method: "POST",
      url: "/api/v1/parse",
      headers: { ...auth(), "content-type": "application/json", "idempotency-key": "caf\u00e9" },
      payload: JSON.stringify({ document_id: "6f1c1f7e-8c1b-4a43-9a0e-3f3f3f3f3f3f" }),
    });
    expect(failure(keyed)).toMatchObject({
      status: 400,
      error: "headers/idempotency-key must be 1 to 255 printable ASCII characters",
    });
  });

  it("checks an upload's Idempotency-Key before reading its files, and refuses a NUL in a file name", async () => {
    const m = multipartBody([{ filename: "a.pdf", data: pdf() }]);
    const keyed = await h.app.inject({
      method: "POST",
      url: "/api/v1/files/upload",
      headers: { ...auth(), "content-type": m.contentType, "idempotency-key": " " },
      payload: m.payload,
    });
    expect(failure(keyed)).toMatchObject({ status: 400, code: "INVALID_REQUEST" });
    const nul = multipartBody([{ filename: "a\u0000.pdf", data: pdf() }]);
    const res = await h.app.inject({
      method: "POST",
      url: "/api/v1/files/upload",
      headers: { ...auth(), "content-type": nul.contentType },
      payload: nul.payload,
    });
    expect(failure(res)).toMatchObject({ status: 400, code: "INVALID_REQUEST" });
    expect(h.files.records.size).toBe(0);
    expect(h.files.staged.size).toBe(0);
  });
});

describe("paths and methods", () => {
  it("answers 405 with Allow for a method the path does not serve, 404 for a path that does not exist", async () => {
    const put = await send("PUT", "/files");
    expect(failure(put)).toMatchObject({ status: 405, code: "METHOD_NOT_ALLOWED" });
    expect(put.headers["allow"]).toBe("GET, HEAD");
    // The upload's own path, not GET /files/{file_id} for the id "upload".
    expect((await send("OPTIONS", "/files/upload")).headers["allow"]).toBe("POST");
    expect((await send("PUT", "/parse/invoices")).headers["allow"]).toBe("POST");
    expect(failure(await send("PUT", "/nowhere"))).toMatchObject({ status: 404, code: "NOT_FOUND" });
    // Decided before the credential is looked at, like a 404.
    const anonymous = await h.app.inject({ method: "PUT", url: "/api/v1/files" });
    expect(anonymous.statusCode).toBe(405);
  });

  it("answers an id longer than any route takes with a 404 envelope and the request id", async () => {
    const res = await send("GET", `/files/${"a".repeat(300)}`);
    expect(failure(res)).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect(res.headers["x-request-id"]).toBeTruthy();
  });
});

describe("the request schemas", () => {
  interface Operation {
    parameters?: { in: string; name: string; schema: unknown }[];
    requestBody?: { content: Record<string, { schema: unknown }> };
  }

  /** Every string schema reachable from `schema` that could carry any text: no pattern, format or enum. */
  function unconstrainedStrings(schema: unknown, path: string, out: string[]): void {
    if (Array.isArray(schema)) schema.forEach((s, i) => unconstrainedStrings(s, `${path}/${i}`, out));
    if (schema === null || typeof schema !== "object") return;
    const s = schema as Record<string, unknown>;
    if (s["type"] === "string" && !("pattern" in s) && !("format" in s) && !("enum" in s) && !("const" in s)) {
      out.push(path);
    }
    for (const [k, v] of Object.entries(s)) {
      if (k !== "description") unconstrainedStrings(v, `${path}/${k}`, out);
    }
  }

  it("describe every string a client sends with the rule that refuses NUL (or a narrower one)", async () => {
    const doc = (await h.app.inject("/openapi.json")).json() as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown> };
    };
    const loose: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const p of op.parameters ?? [])
          unconstrainedStrings(p.schema, `${method} ${path} ${p.in} ${p.name}`, loose);
        for (const [type, c] of Object.entries(op.requestBody?.content ?? {})) {
          if (type !== "multipart/form-data") unconstrainedStrings(c.schema, `${method} ${path} body`, loose);
        }
      }
    }
    unconstrainedStrings(doc.components.schemas, "components", loose);
    expect(loose).toEqual([]);
  });
});
