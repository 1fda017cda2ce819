/** Schema CRUD in both path forms, and parses that use a schema (custom_fields). */
import { gunzipSync } from "node:zlib";
import { beforeAll, expect, it } from "@jest/globals";
import { contractDescribe } from "./env.ts";
import {
  expectFailure,
  expectInt,
  expectIsoZ,
  expectNonEmptyString,
  expectSuccess,
  expectUuid,
  isObject,
} from "./helpers/assert.ts";
import { api, PATH_FORMS, randomId } from "./helpers/client.ts";
import { invoicePdf, RUN_ID, statementPdf, uniqueName } from "./helpers/fixtures.ts";
import {
  listSchemas,
  startGeneralJob,
  startInvoiceJob,
  startStatementJob,
  uploadOk,
  waitGeneralJob,
  waitInvoiceJob,
  waitStatementJob,
} from "./helpers/service.ts";
import type { MessageData, SchemaList, SchemaRecord, UploadedFile } from "./helpers/types.ts";

let counter = 0;
const schemaName = (stem: string) => `${stem}-${RUN_ID}-${++counter}`;

const decodeSchemaString = (s: string): unknown => JSON.parse(gunzipSync(Buffer.from(s, "base64")).toString("utf8"));

function expectFullSchema(s: SchemaRecord): void {
  expectUuid(s.id);
  expectUuid(s.user_id);
  expectNonEmptyString(s.name);
  expect(["invoice", "bank_statement"]).toContain(s.type);
  expect(typeof s.schema_string).toBe("string");
  expect(s.schema_string).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  expectInt(s.version);
  expect(typeof s.is_active).toBe("boolean");
  expectIsoZ(s.created_at);
  expectIsoZ(s.updated_at);
}

for (const [form, prefix] of PATH_FORMS) {
  contractDescribe(`schemas at ${form}`, ["apiKey"], () => {
    const definition = { fields: ["invoice_number", "grand_total", "buyer_gstin"] };
    let created: SchemaRecord;
    let name: string;

    beforeAll(async () => {
      name = schemaName("invoice-schema");
      const res = await api("POST", `${prefix}/schemas`, {
        json: { name, type: "invoice", description: "contract test schema", schema_string: definition },
      });
      created = expectSuccess<SchemaRecord>(res, 201);
    });

    it("POST schemas answers 201 with the full record: version 1, is_active true, user_id", () => {
      expectFullSchema(created);
      expect(created.name).toBe(name);
      expect(created.type).toBe("invoice");
      expect(created.description).toBe("contract test schema");
      expect(created.version).toBe(1);
      expect(created.is_active).toBe(true);
    });

    it("schema_string is a base64 gzip string that decodes to the posted object", () => {
      expect(decodeSchemaString(created.schema_string!)).toEqual(definition);
    });

    it("GET schemas/id/{id} returns the full record", async () => {
      const s = expectSuccess<SchemaRecord>(await api("GET", `${prefix}/schemas/id/${created.id}`), 200);
      expectFullSchema(s);
      expect(s.id).toBe(created.id);
      expect(s.user_id).toBe(created.user_id);
      expect(s.name).toBe(name);
      expect(s.version).toBe(1);
      expect(decodeSchemaString(s.schema_string!)).toEqual(definition);
    });

    it("GET schemas/list defaults to page 1, limit 20 and omits schema_string and user_id", async () => {
      const data = expectSuccess<SchemaList>(await api("GET", `${prefix}/schemas/list`), 200);
      expect(data.page).toBe(1);
      expect(data.limit).toBe(20);
      expectInt(data.total);
      expect(data.total).toBeGreaterThanOrEqual(1);
      expect(data.schemas.length).toBeLessThanOrEqual(20);
      for (const s of data.schemas) {
        expectUuid(s.id);
        expect(typeof s.name).toBe("string");
        expect(["invoice", "bank_statement"]).toContain(s.type);
        expectInt(s.version);
        expect(s.is_active).toBe(true);
        expectIsoZ(s.created_at);
        expectIsoZ(s.updated_at);
        expect(s).not.toHaveProperty("schema_string");
        expect(s).not.toHaveProperty("user_id");
      }
    });

    it("GET schemas/list includes the schema and honours page_size as limit", async () => {
      const all = await listSchemas(prefix);
      const mine = all.find((s) => s.id === created.id);
      expect(mine).toBeDefined();
      expect(mine!.name).toBe(name);
      expect(mine!.description).toBe("contract test schema");
      const one = expectSuccess<SchemaList>(await api("GET", `${prefix}/schemas/list?page=1&page_size=1`), 200);
      expect(one.limit).toBe(1);
      expect(one.schemas).toHaveLength(1);
    });

    it("GET schemas/list filters by type", async () => {
      const st = await api("POST", `${prefix}/schemas`, {
        json: { name: schemaName("statement-schema"), type: "bank_statement", schema_string: { fields: ["branch"] } },
      });
      const stSchema = expectSuccess<SchemaRecord>(st, 201);
      const invoices = await listSchemas(prefix, "type=invoice");
      expect(invoices.every((s) => s.type === "invoice")).toBe(true);
      expect(invoices.some((s) => s.id === created.id)).toBe(true);
      expect(invoices.some((s) => s.id === stSchema.id)).toBe(false);
      const statements = await listSchemas(prefix, "type=bank_statement");
      expect(statements.every((s) => s.type === "bank_statement")).toBe(true);
      expect(statements.some((s) => s.id === stSchema.id)).toBe(true);
    });

    it.each(["page_size=101", "page=0", "page_size=0", "type=receipt"])(
      "GET schemas/list?%s answers 400 INVALID_REQUEST",
      async (q) => {
        expectFailure(await api("GET", `${prefix}/schemas/list?${q}`), 400, "INVALID_REQUEST");
      },
    );

    it("refuses a duplicate active name with 409 SCHEMA_NAME_TAKEN", async () => {
      const res = await api("POST", `${prefix}/schemas`, {
        json: { name, type: "bank_statement", schema_string: { fields: ["x"] } },
      });
      expectFailure(res, 409, "SCHEMA_NAME_TAKEN");
    });

    it.each([
      ["a missing name", { type: "invoice", schema_string: { fields: ["a"] } }],
      ["an empty name", { name: "", type: "invoice", schema_string: { fields: ["a"] } }],
      ["an unknown type", { name: "%NAME%", type: "receipt", schema_string: { fields: ["a"] } }],
      ["a schema_string that is not an object", { name: "%NAME%", type: "invoice", schema_string: 42 }],
    ])("refuses %s with 400 INVALID_REQUEST", async (_label, body) => {
      const json = JSON.parse(JSON.stringify(body).replace("%NAME%", schemaName("bad"))) as unknown;
      expectFailure(await api("POST", `${prefix}/schemas`, { json }), 400, "INVALID_REQUEST");
    });

    it("refuses malformed JSON with 400 INVALID_REQUEST", async () => {
      const res = await api("POST", `${prefix}/schemas`, { raw: '{"name": "x", ', contentType: "application/json" });
      expectFailure(res, 400, "INVALID_REQUEST");
    });

    it("answers 404 NOT_FOUND for an unknown schema id on get and delete", async () => {
      expectFailure(await api("GET", `${prefix}/schemas/id/${randomId()}`), 404, "NOT_FOUND");
      expectFailure(await api("DELETE", `${prefix}/schemas/id/${randomId()}`), 404, "NOT_FOUND");
    });

    it("DELETE removes the schema permanently and frees its name", async () => {
      const n = schemaName("short-lived");
      const s = expectSuccess<SchemaRecord>(
        await api("POST", `${prefix}/schemas`, {
          json: { name: n, type: "invoice", schema_string: { fields: ["a"] } },
        }),
        201,
      );
      const del = expectSuccess<MessageData>(await api("DELETE", `${prefix}/schemas/id/${s.id}`), 200);
      expectNonEmptyString(del.message);
      expectFailure(await api("GET", `${prefix}/schemas/id/${s.id}`), 404, "NOT_FOUND");
      expectFailure(await api("DELETE", `${prefix}/schemas/id/${s.id}`), 404, "NOT_FOUND");
      expect((await listSchemas(prefix)).some((x) => x.id === s.id)).toBe(false);
      const again = expectSuccess<SchemaRecord>(
        await api("POST", `${prefix}/schemas`, {
          json: { name: n, type: "invoice", schema_string: { fields: ["b"] } },
        }),
        201,
      );
      expect(again.id).not.toBe(s.id);
      expect(again.version).toBe(1);
      expect(again.is_active).toBe(true);
      expect(decodeSchemaString(again.schema_string!)).toEqual({ fields: ["b"] });
    });
  });
}

contractDescribe("both path forms share one schema store", ["apiKey"], () => {
  it("a schema created under one form is read and deleted under the other", async () => {
    const s = expectSuccess<SchemaRecord>(
      await api("POST", "/schemas", {
        json: { name: schemaName("cross-form"), type: "invoice", schema_string: { fields: ["a"] } },
      }),
      201,
    );
    expect(expectSuccess<SchemaRecord>(await api("GET", `/api/v1/schemas/id/${s.id}`), 200).id).toBe(s.id);
    expectSuccess<MessageData>(await api("DELETE", `/api/v1/schemas/id/${s.id}`), 200);
    expectFailure(await api("GET", `/schemas/id/${s.id}`), 404, "NOT_FOUND");
  });
});

contractDescribe("parses with schema_id return custom_fields", ["apiKey"], () => {
  let inv: UploadedFile;
  let st: UploadedFile;
  let invSchema: SchemaRecord;
  let stSchema: SchemaRecord;
  const invFields = ["invoice_number", "grand_total"];
  const stFields = ["account_number", "closing_balance"];

  /** custom_fields: field name -> string, only names from the schema. */
  function expectCustomFields(container: unknown, fields: string[]): void {
    expect(isObject(container)).toBe(true);
    const cf = (container as Record<string, unknown>)["custom_fields"];
    expect(isObject(cf)).toBe(true);
    const entries = Object.entries(cf as Record<string, unknown>);
    expect(entries.length).toBeGreaterThan(0);
    for (const [k, v] of entries) {
      expect(fields).toContain(k);
      expect(typeof v).toBe("string");
    }
  }

  beforeAll(async () => {
    [inv, st] = (await uploadOk([
      { filename: uniqueName("schema-invoice", "pdf"), data: invoicePdf() },
      { filename: uniqueName("schema-statement", "pdf"), data: statementPdf() },
    ])) as [UploadedFile, UploadedFile];
    invSchema = expectSuccess<SchemaRecord>(
      await api("POST", "/schemas", {
        json: { name: schemaName("cf-invoice"), type: "invoice", schema_string: { fields: invFields } },
      }),
      201,
    );
    stSchema = expectSuccess<SchemaRecord>(
      await api("POST", "/schemas", {
        json: { name: schemaName("cf-statement"), type: "bank_statement", schema_string: { fields: stFields } },
      }),
      201,
    );
  });

  it("POST /parse/invoices with schema_id: result.custom_fields", async () => {
    const job = await waitInvoiceJob(await startInvoiceJob(inv.doc_id, { schema_id: invSchema.id }));
    expect(job.status).toBe("completed");
    expectCustomFields(job.result, invFields);
    const cf = (job.result as { custom_fields: Record<string, string> }).custom_fields;
    if (cf["invoice_number"] !== undefined) expect(cf["invoice_number"]).toBe("INV-2024-0117");
  });

  it("POST /parse/statements with schema_id: results.custom_fields", async () => {
    const job = await waitStatementJob(await startStatementJob(st.doc_id, { schema_id: stSchema.id }));
    expect(job.status).toBe("completed");
    expectCustomFields(job.results, stFields);
  });

  it("POST /api/v1/parse with schema_id: result.custom_fields", async () => {
    const job = await waitGeneralJob(
      await startGeneralJob(inv.doc_id, { schema_id: invSchema.id }, "/api/v1"),
      "/api/v1",
    );
    expect(job.status).toBe("completed");
    expectCustomFields(job.result, invFields);
  });

  it("an unknown schema_id answers 404 NOT_FOUND", async () => {
    const res = await api("POST", "/parse/invoices", { json: { document_id: inv.doc_id, schema_id: randomId() } });
    expectFailure(res, 404, "NOT_FOUND");
  });
});
