/**
 * Password-protected PDFs (issue 11): the password comes with the upload or the parse request (or is rebuilt from
 * `password_hints` by the banks' documented rules); an encrypted statement then parses exactly as the same
 * statement unencrypted; a missing or wrong password answers 422 PASSWORD_REQUIRED / PASSWORD_INCORRECT; and no
 * trace of the password is left in the database or the blob store.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, expect, it } from "@jest/globals";
import { contractDescribe } from "./env.ts";
import { expectFailure, expectSuccess } from "./helpers/assert.ts";
import { api, upload } from "./helpers/client.ts";
import { RUN_ID, STATEMENT, statementPdf, uniqueName } from "./helpers/fixtures.ts";
import {
  getFile,
  invoiceJobRequest,
  startStatementJob,
  statementJobRequest,
  uploadOne,
  waitBatch,
  waitStatementJob,
} from "./helpers/service.ts";
import { findInStores, storesKnown } from "./helpers/stores.ts";
import type { Envelope, JobStatus, UploadData } from "./helpers/types.ts";

/** Passwords made for this run alone, so that finding one in a store can only mean this test left it there. */
const PASSWORD = `Pw-${RUN_ID}-${randomBytes(4).toString("hex")}`;
const WRONG = `Nope-${randomBytes(6).toString("hex")}`;
/** A holder whose password the first rule rebuilds: first four letters of the name in capitals, then DDMM of birth. */
const HINTS = { name: `Qzx${RUN_ID.slice(0, 1)}r Holder`, date_of_birth: "1985-03-15" };
const HINTED_PASSWORD = `${HINTS.name
  .replace(/[^A-Za-z]/g, "")
  .slice(0, 4)
  .toUpperCase()}1503`;

contractDescribe("password-protected PDFs", ["apiKey"], () => {
  const since = Date.now();
  let plainResults: JobStatus["results"];
  let lockedId: string;

  beforeAll(async () => {
    const plain = await uploadOne(uniqueName("statement-plain", "pdf"), statementPdf());
    const job = await waitStatementJob(await startStatementJob(plain.doc_id));
    expect(job.status).toBe("completed");
    plainResults = job.results;
    expect(plainResults?.transactions).toHaveLength(STATEMENT.transactions);
    lockedId = (await uploadOne(uniqueName("statement-locked", "pdf"), statementPdf(PASSWORD))).doc_id;
  });

  it("stores an encrypted upload sent without its password, its type waiting for it", async () => {
    const res = await upload([{ filename: uniqueName("locked", "pdf"), data: statementPdf(PASSWORD) }]);
    const [file] = expectSuccess<UploadData>(res, 200).files;
    expect(file).toMatchObject({ type: "unknown", type_reason: "PASSWORD_REQUIRED" });
    const record = await getFile(file!.doc_id);
    expect(record).toMatchObject({ type: "unknown", type_reason: "PASSWORD_REQUIRED", status: "pending" });
  });

  it("parses an encrypted statement with its password exactly as the same statement unencrypted", async () => {
    const job = await waitStatementJob(await startStatementJob(lockedId, { password: PASSWORD }));
    expect(job.status).toBe("completed");
    expect(job.results).toEqual(plainResults);
  });

  it("answers 422 PASSWORD_REQUIRED to a parse request without the password", async () => {
    expectFailure(await statementJobRequest(lockedId), 422, "PASSWORD_REQUIRED");
    expectFailure(await invoiceJobRequest(lockedId), 422, "PASSWORD_REQUIRED");
  });

  it("answers 422 PASSWORD_INCORRECT to a parse request with a wrong password or hints that match no rule", async () => {
    expectFailure(await statementJobRequest(lockedId, { password: WRONG }), 422, "PASSWORD_INCORRECT");
    expectFailure(
      await statementJobRequest(lockedId, { password_hints: { customer_id: "12345678" } }),
      422,
      "PASSWORD_INCORRECT",
    );
  });

  it("opens a statement with hints that match a bank's documented rule", async () => {
    const doc = await uploadOne(uniqueName("statement-hinted", "pdf"), statementPdf(HINTED_PASSWORD));
    const job = await waitStatementJob(await startStatementJob(doc.doc_id, { password_hints: HINTS }));
    expect(job.status).toBe("completed");
    expect(job.results).toEqual(plainResults);
  });

  it("takes the password at upload: pages counted, type detected, and a later parse needs no password", async () => {
    const res = await upload([{ filename: uniqueName("statement-unlocked", "pdf"), data: statementPdf(PASSWORD) }], {
      fields: { password: PASSWORD },
    });
    const [file] = expectSuccess<UploadData>(res, 200).files;
    expect(file).toMatchObject({ type: "bank_statement", validation: { page_count: 2 } });
    expect(file!.type_reason).toBeUndefined();
    const job = await waitStatementJob(await startStatementJob(file!.doc_id));
    expect(job.status).toBe("completed");
    expect(job.results).toEqual(plainResults);
  });

  it("refuses an upload whose password does not open its PDF, on both upload routes", async () => {
    for (const path of ["/files/upload", "/parse/upload"]) {
      const res = await upload([{ filename: uniqueName("statement-wrong", "pdf"), data: statementPdf(PASSWORD) }], {
        path,
        fields: { password: WRONG },
      });
      expectFailure(res, 422, "PASSWORD_INCORRECT");
    }
  });

  it("opens every document of a statement batch with the batch's password", async () => {
    const other = await uploadOne(uniqueName("statement-batch", "pdf"), statementPdf(PASSWORD));
    const res = await api("POST", "/parse/statements/batch", {
      json: { files: [{ document_id: lockedId }, { document_id: other.doc_id }], password: PASSWORD },
    });
    const batch = expectSuccess<{ batch_id: string }>(res, 202);
    expect((await waitBatch("statements", batch.batch_id)).status).toBe("completed");
  });

  it("never returns the password", async () => {
    const job = await startStatementJob(lockedId, { password: PASSWORD });
    const res = await api("GET", `/parse/statements/${job}`);
    expect(res.text).not.toContain(PASSWORD);
    expect((res.json as Envelope<JobStatus>).data.job_id).toBe(job);
    await waitStatementJob(job);
  });

  // Last: after every job above has ended, its kept password deleted.
  it("leaves no trace of the passwords in the database or the blob store", async () => {
    if (!storesKnown()) throw new Error("the runner did not say where the deployment stores its data");
    expect(await findInStores([PASSWORD, HINTED_PASSWORD, WRONG], since)).toEqual([]);
  });
});
