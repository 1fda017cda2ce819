/** GET /parse/statements/{job_id}/export?format=csv|ofx|xlsx: a completed statement as a file, its owner's only. */
import { beforeAll, expect, it } from "@jest/globals";
import ExcelJS from "exceljs";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { statementCsv } from "@docintake/formats";
import { contractDescribe, env } from "./env.ts";
import { expectFailure, expectStatus, expectSuccess } from "./helpers/assert.ts";
import { api, type Res } from "./helpers/client.ts";
import { invoicePdf, STATEMENT, statementPdf, uniqueName } from "./helpers/fixtures.ts";
import { startInvoiceJob, startStatementJob, uploadOk, waitInvoiceJob, waitStatementJob } from "./helpers/service.ts";
import type { BatchCreated, JobStatus, UploadedFile } from "./helpers/types.ts";

const exportOf = (jobId: string, format: string, key?: string) =>
  api("GET", `/parse/statements/${jobId}/export?format=${format}`, key === undefined ? {} : { key });

/** A 200 file answer: its media type, and an attachment named after the uploaded statement. */
function expectFile(res: Res, mediaType: RegExp, stem: string, extension: string): void {
  expectStatus(res, 200);
  expect(res.headers.get("content-type")).toMatch(mediaType);
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${stem}.${extension}"`);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
}

interface Trn {
  TRNTYPE: string;
  DTPOSTED: string;
  TRNAMT: string;
  FITID: string;
}

function ofxStatements(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({ parseTagValue: false, isArray: (n) => ["STMTTRNRS", "STMTTRN"].includes(n) });
  const doc = parser.parse(xml) as {
    OFX: {
      BANKMSGSRSV1: {
        STMTTRNRS: {
          STMTRS: {
            CURDEF: string;
            BANKACCTFROM: { ACCTID: string };
            BANKTRANLIST: { STMTTRN: Trn[] };
            LEDGERBAL: { BALAMT: string };
          };
        }[];
      };
    };
  };
  return doc.OFX.BANKMSGSRSV1.STMTTRNRS.map((r) => r.STMTRS);
}

/** Cents, exactly, of a plain decimal. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

contractDescribe("GET /parse/statements/{job_id}/export", ["apiKey", "apiKey2"], () => {
  const stem = uniqueName("export-statement", "pdf").replace(/\.pdf$/, "");
  let statementJob: string;
  let invoiceJob: string;
  let job: JobStatus;

  beforeAll(async () => {
    const [st, inv] = (await uploadOk([
      { filename: `${stem}.pdf`, data: statementPdf() },
      { filename: uniqueName("export-invoice", "pdf"), data: invoicePdf() },
    ])) as [UploadedFile, UploadedFile];
    statementJob = await startStatementJob(st.doc_id);
    invoiceJob = await startInvoiceJob(inv.doc_id);
    job = await waitStatementJob(statementJob);
    expect(job.status).toBe("completed");
    expect((await waitInvoiceJob(invoiceJob)).status).toBe("completed");
  });

  it("csv: the statement's transactions as the CLI and the console write them", async () => {
    const res = await exportOf(statementJob, "csv");
    expectFile(res, /^text\/csv; charset=utf-8$/, stem, "csv");
    expect(res.text).toBe(statementCsv(job.results));
    expect(res.text.split("\r\n")).toHaveLength(STATEMENT.transactions + 2);
  });

  it("ofx: a well-formed OFX 2 statement whose signed amounts run from the opening to the closing balance", async () => {
    const res = await exportOf(statementJob, "ofx");
    expectFile(res, /^application\/x-ofx$/, stem, "ofx");
    const [st, ...more] = ofxStatements(res.text);
    expect(more).toEqual([]);
    expect(st!.CURDEF).toBe("INR");
    expect(st!.BANKACCTFROM.ACCTID).toBe(STATEMENT.account_number);
    const trns = st!.BANKTRANLIST.STMTTRN;
    expect(trns).toHaveLength(STATEMENT.transactions);
    const rows = job.results!.transactions;
    trns.forEach((t, i) => {
      const row = rows[i]!;
      const signed = row["credit"] ? cents(String(row["credit"])) : -cents(String(row["debit"]));
      expect({ amount: cents(t.TRNAMT), type: t.TRNTYPE, day: t.DTPOSTED }).toEqual({
        amount: signed,
        type: signed > 0 ? "CREDIT" : "DEBIT",
        day: String(row["date"]).replace(/-/g, ""),
      });
    });
    const opening = cents(String(job.results!.account_info["opening_balance"]));
    expect(opening + trns.reduce((s, t) => s + cents(t.TRNAMT), 0)).toBe(cents(STATEMENT.closing_balance));
    expect(st!.LEDGERBAL.BALAMT).toBe(STATEMENT.closing_balance);
    const fitids = trns.map((t) => t.FITID);
    expect(new Set(fitids).size).toBe(fitids.length);
    // A second export gives the same transactions the same ids: an importer takes them once.
    const again = ofxStatements((await exportOf(statementJob, "ofx")).text)[0]!.BANKTRANLIST.STMTTRN;
    expect(again.map((t) => t.FITID)).toEqual(fitids);
  });

  it("xlsx: a Transactions sheet with numbers and dates, and an Accounts sheet", async () => {
    const res = await exportOf(statementJob, "xlsx");
    expectFile(res, /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/, stem, "xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as never);
    const tx = book.getWorksheet("Transactions")!;
    expect(tx.rowCount).toBe(STATEMENT.transactions + 1);
    expect(tx.getRow(1).values).toEqual([undefined, "date", "description", "reference", "debit", "credit", "balance"]);
    expect(tx.getCell("A2").value).toEqual(new Date(Date.UTC(2024, 3, 2)));
    expect(tx.getCell("F5").value).toBe(Number(STATEMENT.closing_balance));
    const accounts = book.getWorksheet("Accounts")!;
    const header = (accounts.getRow(1).values as unknown[]).slice(1);
    const values = (accounts.getRow(2).values as unknown[]).slice(1);
    expect(values[header.indexOf("account_number")]).toBe(STATEMENT.account_number);
    expect(values[header.indexOf("closing_balance")]).toBe(Number(STATEMENT.closing_balance));
  });

  it("answers 404 NOT_FOUND to another user, for an invoice job and for an unknown job", async () => {
    for (const format of ["csv", "ofx", "xlsx"])
      expectFailure(await exportOf(statementJob, format, env.apiKey2), 404, "NOT_FOUND");
    expectFailure(await exportOf(invoiceJob, "csv"), 404, "NOT_FOUND");
    expectFailure(await exportOf(`job_${Date.now()}_unknown`, "csv"), 404, "NOT_FOUND");
  });

  it("answers 400 INVALID_REQUEST for a format it does not write, or none", async () => {
    for (const query of ["?format=pdf", "?format=", "?format=CSV", ""])
      expectFailure(await api("GET", `/parse/statements/${statementJob}/export${query}`), 400, "INVALID_REQUEST");
  });

  it("answers 409 JOB_NOT_COMPLETED while a job is not completed", async () => {
    const docs = await uploadOk(
      [1, 2, 3].map((k) => ({ filename: uniqueName(`export-pending-${k}`, "pdf"), data: statementPdf() })),
    );
    const batch = expectSuccess<BatchCreated>(
      await api("POST", "/parse/statements/batch", { json: { files: docs.map((d) => ({ document_id: d.doc_id })) } }),
      202,
    );
    // Asked at once, the batch's jobs have not all been read yet; each answer agrees with the job's state after it.
    const answers = await Promise.all(batch.job_ids.map((id) => exportOf(id, "ofx")));
    for (const [i, res] of answers.entries()) {
      if (res.status === 200) expect((await waitStatementJob(batch.job_ids[i]!)).status).toBe("completed");
      else expect(expectFailure(res, 409, "JOB_NOT_COMPLETED").error).toMatch(/pending|processing|failed/);
    }
    expect(answers.some((r) => r.status === 409)).toBe(true);
  });
});
