// The client against a real gateway over HTTP (fake services behind it): upload, parse, wait, typed errors.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { closeSharedDatabase, makeHarness, pdf, type Harness } from "@docintake/service-gateway/testing";
import { DocIntake } from "./client.ts";
import { DocIntakeConnectionError, DocIntakeError, JobFailedError } from "./errors.ts";

let h: Harness;
let client: DocIntake;
let origin: string;

beforeAll(async () => {
  h = await makeHarness();
  await h.app.listen({ host: "127.0.0.1", port: 0 });
  const address = h.app.server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
  client = new DocIntake({ baseUrl: `${origin}/api/v1`, apiKey: h.keyA });
});

afterAll(async () => {
  await h.close();
  await closeSharedDatabase();
});

/** Moves a fake job along: processing at 50 %, then the given end. */
function advance(jobId: string, end: "completed" | "failed", after = 100) {
  const job = h.jobs.jobs.get(jobId)!;
  setTimeout(() => Object.assign(job, { status: "processing", progress: 50 }), after);
  setTimeout(
    () =>
      Object.assign(
        job,
        end === "completed"
          ? { status: "completed", progress: 100, result: { invoice_details: { invoice_number: "INV-1" } } }
          : { status: "failed", error: "unreadable" },
      ),
    after * 3,
  );
}

describe("DocIntake client", () => {
  it("uploads paths, buffers and streams in one call, reporting bytes sent", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sdk-"));
    const path = join(dir, "from-disk.pdf");
    writeFileSync(path, pdf("INVOICE"));
    const progress: number[] = [];
    const files = await client.upload(
      [
        path,
        { name: "buffer.pdf", data: pdf("STATEMENT") },
        { name: "stream.pdf", data: Readable.from([pdf("PLAIN")]) },
      ],
      { onProgress: (p) => progress.push(p.sentBytes / p.totalBytes) },
    );
    expect(files.map((f) => f.type)).toEqual(["invoice", "bank_statement", "other"]);
    expect(progress.at(-1)).toBe(1);
    expect([...h.files.records.values()].map((r) => r.filename)).toEqual(
      expect.arrayContaining(["from-disk.pdf", "buffer.pdf", "stream.pdf"]),
    );
  });

  it("parses and waits with backoff, telling each change", async () => {
    const [file] = await client.upload({ name: "a.pdf", data: pdf("INVOICE") });
    const created = await client.parse(file!.doc_id, { type: "invoice", idempotencyKey: `k-${Date.now()}` });
    advance(created.job_id, "completed");
    const seen: string[] = [];
    const job = await client.waitForJob(created.job_id, {
      initialMs: 20,
      onProgress: (j) => seen.push(`${j.status}:${j.progress}`),
    });
    expect(job.status).toBe("completed");
    expect(job.type).toBe("invoice");
    expect(seen).toEqual(["pending:0", "processing:50", "completed:100"]);
  });

  it("parseFile throws JobFailedError for a failed job", async () => {
    const jobsBefore = new Set(h.jobs.jobs.keys());
    const watcher = setInterval(() => {
      for (const id of h.jobs.jobs.keys())
        if (!jobsBefore.has(id)) {
          jobsBefore.add(id);
          advance(id, "failed", 10);
        }
    }, 10);
    try {
      await expect(client.parseFile({ name: "b.pdf", data: pdf("INVOICE") }, { initialMs: 20 })).rejects.toThrow(
        JobFailedError,
      );
    } finally {
      clearInterval(watcher);
    }
  });

  it("throws the API's failures with their code and status", async () => {
    const err = await client.getJob("job_unknown").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocIntakeError);
    expect(err).toMatchObject({ status: 404, code: "NOT_FOUND" });
    const denied = await new DocIntake({ baseUrl: origin, apiKey: "dik_nope" }).files.list().catch((e: unknown) => e);
    expect(denied).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    const [doc] = await client.upload({ name: "c.pdf", data: pdf("PLAIN") });
    await expect(client.parse(doc!.doc_id)).rejects.toMatchObject({ code: "UNPROCESSABLE_DOCUMENT", status: 422 });
  });

  it("lists, reads, downloads and removes files; creates and removes schemas", async () => {
    const [doc] = await client.upload({ name: "d.pdf", data: pdf("INVOICE") });
    expect((await client.files.list({ page_size: 100 })).files.map((f) => f.id)).toContain(doc!.doc_id);
    expect((await client.files.get(doc!.doc_id)).filename).toBe("d.pdf");
    const bytes = Buffer.from(await (await client.files.download(doc!.doc_id)).arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await client.files.remove(doc!.doc_id);
    await expect(client.files.get(doc!.doc_id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const schema = await client.schemas.create({
      name: `s-${Date.now()}`,
      type: "invoice",
      schema_string: { fields: ["PO"] },
    });
    expect((await client.schemas.list()).schemas.map((s) => s.id)).toContain(schema.id);
    await client.schemas.remove(schema.id);
  });

  it("exports a completed statement as a file, and refuses one not completed with JOB_NOT_COMPLETED", async () => {
    const [doc] = await client.upload({ name: "april.pdf", data: pdf("STATEMENT") });
    const created = await client.parse(doc!.doc_id, { type: "bank_statement" });
    await expect(client.exportStatement(created.job_id, "ofx")).rejects.toMatchObject({
      status: 409,
      code: "JOB_NOT_COMPLETED",
    });
    Object.assign(h.jobs.jobs.get(created.job_id)!, {
      status: "completed",
      result: { account_info: {}, transactions: [{ date: "2024-04-02", description: "TEA", debit: "1.50" }] },
    });
    const res = await client.exportStatement(created.job_id, "csv");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="april.csv"');
    expect(await res.text()).toBe("date,description,reference,debit,credit,balance\r\n2024-04-02,TEA,,1.50,,\r\n");
  });

  it("tells a service out of reach apart from its answers", async () => {
    const closed = new DocIntake({ baseUrl: "http://127.0.0.1:9", apiKey: h.keyA });
    await expect(closed.files.list()).rejects.toBeInstanceOf(DocIntakeConnectionError);
  });
});
