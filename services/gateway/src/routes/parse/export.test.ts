import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { XMLValidator } from "fast-xml-parser";
import { closeSharedDatabase, makeHarness, multipartBody, pdf, type Harness } from "../../testing/harness.ts";

let h: Harness;

beforeAll(async () => {
  h = await makeHarness();
});

afterAll(async () => {
  await h.close();
  await closeSharedDatabase();
});

const get = (url: string, key = h.keyA) =>
  h.app.inject({ method: "GET", url: `/api/v1${url}`, headers: { authorization: `Bearer ${key}` } });

async function job(route: "statements" | "invoices", marker: string): Promise<string> {
  const m = multipartBody([{ filename: "april statement.pdf", data: pdf(marker) }]);
  const up = await h.app.inject({
    method: "POST",
    url: "/api/v1/files/upload",
    headers: { authorization: `Bearer ${h.keyA}`, "content-type": m.contentType },
    payload: m.payload,
  });
  const docId = (up.json() as { data: { files: { doc_id: string }[] } }).data.files[0]!.doc_id;
  const res = await h.app.inject({
    method: "POST",
    url: `/api/v1/parse/${route}`,
    headers: { authorization: `Bearer ${h.keyA}`, "content-type": "application/json" },
    payload: JSON.stringify({ document_id: docId }),
  });
  return (res.json() as { data: { job_id: string } }).data.job_id;
}

const RESULT = {
  account_info: { account_number: "00112233", IFSC: "UCBA0004321", closing_balance: "48.00", opening_balance: "50.00" },
  transactions: [{ date: "2024-04-02", description: "UPI <SHOP>", debit: "2.00", balance: "48.00" }],
};

function complete(jobId: string): void {
  Object.assign(h.jobs.jobs.get(jobId)!, { status: "completed", result: RESULT });
}

describe("GET /parse/statements/{job_id}/export", () => {
  it("answers a completed statement as CSV, OFX and XLSX attachments", async () => {
    const id = await job("statements", "STATEMENT");
    complete(id);
    const csv = await get(`/parse/statements/${id}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="april statement.csv"');
    expect(csv.headers["cache-control"]).toBe("private, no-store");
    expect(csv.body).toBe("date,description,reference,debit,credit,balance\r\n2024-04-02,UPI <SHOP>,,2.00,,48.00\r\n");
    const ofx = await get(`/parse/statements/${id}/export?format=ofx`);
    expect(ofx.headers["content-type"]).toBe("application/x-ofx");
    expect(XMLValidator.validate(ofx.body)).toBe(true);
    expect(ofx.body).toContain("<TRNAMT>-2.00</TRNAMT>");
    const xlsx = await get(`/parse/statements/${id}/export?format=xlsx`);
    expect(xlsx.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("answers 409 JOB_NOT_COMPLETED until the job completes, failed jobs included", async () => {
    const id = await job("statements", "STATEMENT");
    for (const status of ["pending", "processing", "failed"]) {
      h.jobs.jobs.get(id)!.status = status as never;
      const res = await get(`/parse/statements/${id}/export?format=ofx`);
      expect({ status: res.statusCode, body: res.json() }).toMatchObject({
        status: 409,
        body: { success: false, code: "JOB_NOT_COMPLETED" },
      });
    }
  });

  it("answers 404 for another user's job, an invoice job and an unknown one; 400 for a bad or missing format", async () => {
    const id = await job("statements", "STATEMENT");
    complete(id);
    const invoice = await job("invoices", "INVOICE");
    Object.assign(h.jobs.jobs.get(invoice)!, { status: "completed", result: {} });
    for (const [url, key] of [
      [`/parse/statements/${id}/export?format=csv`, h.keyB],
      [`/parse/statements/${invoice}/export?format=csv`, h.keyA],
      [`/parse/statements/job_unknown/export?format=csv`, h.keyA],
    ] as const) {
      const res = await get(url, key);
      expect({ status: res.statusCode, code: (res.json() as { code: string }).code }).toEqual({
        status: 404,
        code: "NOT_FOUND",
      });
    }
    for (const query of ["?format=pdf", "?format=", "", "?format=CSV"]) {
      const res = await get(`/parse/statements/${id}/export${query}`);
      expect({ status: res.statusCode, code: (res.json() as { code: string }).code }).toEqual({
        status: 400,
        code: "INVALID_REQUEST",
      });
    }
  });

  it("is documented with its formats' media types and JSON failures", async () => {
    const doc = (await h.app.inject("/openapi.json")).json() as {
      paths: Record<string, { get: { operationId: string; responses: Record<string, { content: object }> } }>;
    };
    const op = doc.paths["/api/v1/parse/statements/{job_id}/export"]!.get;
    expect(op.operationId).toBe("exportStatement");
    expect(Object.keys(op.responses["200"]!.content)).toEqual([
      "text/csv",
      "application/x-ofx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ]);
    expect(Object.keys(op.responses["409"]!.content)).toEqual(["application/json"]);
  });
});
