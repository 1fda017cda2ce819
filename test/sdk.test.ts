// The SDK against the service: parseFile from a path (upload, detection, parse, wait), typed errors.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "@jest/globals";
import { DocIntake, DocIntakeError } from "@docintake/sdk";
import { contractDescribe, env } from "./env.ts";
import { INVOICE, invoicePdf, STATEMENT, statementPdf, uniqueName } from "./helpers/fixtures.ts";

contractDescribe("SDK", ["apiKey"], () => {
  const client = () => new DocIntake({ baseUrl: env.baseUrl, apiKey: env.apiKey });

  it("parseFile uploads a file from disk, parses it as detected and waits for the result", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "sdk-contract-")), uniqueName("sdk-invoice", "pdf"));
    writeFileSync(path, invoicePdf());
    const states: string[] = [];
    const { file, job } = await client().parseFile(path, {
      timeoutMs: env.jobTimeoutMs,
      onProgress: (j) => states.push(j.status),
    });
    expect(file.type).toBe("invoice");
    expect(job.status).toBe("completed");
    expect(job.type).toBe("invoice");
    expect((job.result as { invoice_details?: Record<string, string> }).invoice_details?.["invoice_number"]).toBe(
      INVOICE.invoice_number,
    );
    expect(states.at(-1)).toBe("completed");
  });

  it("parseFile takes bytes too, and a statement's progress reaches 100", async () => {
    const { job } = await client().parseFile(
      { name: uniqueName("sdk-statement", "pdf"), data: statementPdf() },
      { timeoutMs: env.jobTimeoutMs },
    );
    expect(job.type).toBe("bank_statement");
    expect(job.progress).toBe(100);
    const info = (job.result as { account_info?: Record<string, string> }).account_info;
    expect(info?.["account_number"]).toBe(STATEMENT.account_number);
  });

  it("throws the API's failures with their code", async () => {
    const err = await client()
      .getJob("job_that_does_not_exist")
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocIntakeError);
    expect(err).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});
