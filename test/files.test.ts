/** GET /files, GET /files/{id}, GET /files/{id}/download, DELETE /files/{id}. */
import { beforeAll, expect, it } from "@jest/globals";
import { contractDescribe } from "./env.ts";
import {
  expectFailure,
  expectInt,
  expectIsoZ,
  expectNonEmptyString,
  expectStatus,
  expectSuccess,
  expectUuid,
  isObject,
} from "./helpers/assert.ts";
import { api, randomId } from "./helpers/client.ts";
import { invoicePdf, jpeg, memoPdf, png, statementPdf, uniqueName } from "./helpers/fixtures.ts";
import { FILE_STATES, filesSince, getFile, startInvoiceJob, uploadOne, waitInvoiceJob } from "./helpers/service.ts";
import type { DeleteFileData, FileList, FileRecord, UploadedFile } from "./helpers/types.ts";

function expectFileRecord(f: FileRecord, withProcessedData: boolean): void {
  expectUuid(f.id);
  expectNonEmptyString(f.filename);
  expect(f.file_id).toMatch(/^\d+_.+/);
  expectNonEmptyString(f.type);
  expect(FILE_STATES).toContain(f.status);
  expectInt(f.size);
  expectIsoZ(f.created_at);
  if (f.completed_at !== null) expectIsoZ(f.completed_at);
  if (f.status !== "completed") expect(f.completed_at).toBeNull();
  if (withProcessedData) expect("processed_data" in f).toBe(true);
  else expect(f.processed_data).toBeUndefined();
}

contractDescribe("files", ["apiKey"], () => {
  let since: number;
  const uploads: { name: string; data: Buffer; file: UploadedFile; mime: string }[] = [];

  beforeAll(async () => {
    since = Date.now();
    // Separate requests, in order, so creation times are ordered.
    const items: [string, Buffer, string][] = [
      [uniqueName("files-invoice", "pdf"), invoicePdf(), "application/pdf"],
      [uniqueName("files-statement", "pdf"), statementPdf(), "application/pdf"],
      [uniqueName("files-picture", "png"), png(11), "image/png"],
      [uniqueName("files-photo", "jpg"), jpeg(12), "image/jpeg"],
    ];
    for (const [name, data, mime] of items) {
      uploads.push({ name, data, mime, file: await uploadOne(name, data) });
      await new Promise((r) => setTimeout(r, 20));
    }
  });

  it("GET /files defaults to page 1 and page_size 20 with integer page, page_size, total", async () => {
    const data = expectSuccess<FileList>(await api("GET", "/files"), 200);
    expect(data.page).toBe(1);
    expect(data.page_size).toBe(20);
    expectInt(data.total);
    expect(data.total).toBeGreaterThanOrEqual(uploads.length);
    expect(Array.isArray(data.files)).toBe(true);
    expect(data.files.length).toBeLessThanOrEqual(20);
    for (const f of data.files) expectFileRecord(f, false);
  });

  it("GET /files lists the uploaded files, newest first, with their metadata", async () => {
    const mine = await filesSince(since);
    const found = uploads.map((u) => mine.find((f) => f.id === u.file.doc_id));
    for (const [i, f] of found.entries()) {
      const u = uploads[i]!;
      expect(f).toBeDefined();
      expect(f!.filename).toBe(u.name);
      expect(f!.size).toBe(u.data.length);
      expect(f!.file_id).toMatch(/^\d{13}_/);
      expect(f!.file_id.slice(f!.file_id.indexOf("_") + 1)).toBe(u.name);
      const ms = Number(f!.file_id.slice(0, f!.file_id.indexOf("_")));
      expect(Math.abs(ms - Date.parse(f!.created_at))).toBeLessThan(60_000);
    }
    // Newest first: the later uploads come earlier in the listing.
    const order = uploads.map((u) => mine.findIndex((f) => f.id === u.file.doc_id));
    expect([...order].sort((a, b) => b - a)).toEqual(order);
    const times = mine.map((f) => Date.parse(f.created_at));
    for (let i = 1; i < times.length; i++) expect(times[i]!).toBeLessThanOrEqual(times[i - 1]!);
  });

  it("GET /files paginates with page and page_size; total counts all matches", async () => {
    const p1 = expectSuccess<FileList>(await api("GET", "/files?page=1&page_size=2"), 200);
    expect(p1.page).toBe(1);
    expect(p1.page_size).toBe(2);
    expect(p1.files).toHaveLength(2);
    expect(p1.total).toBeGreaterThanOrEqual(uploads.length);
    const p2 = expectSuccess<FileList>(await api("GET", "/files?page=2&page_size=2"), 200);
    expect(p2.page).toBe(2);
    expect(p2.files.length).toBeGreaterThan(0);
    const ids1 = p1.files.map((f) => f.id);
    for (const f of p2.files) expect(ids1).not.toContain(f.id);
    const far = expectSuccess<FileList>(await api("GET", `/files?page=100000&page_size=100`), 200);
    expect(far.files).toEqual([]);
    expect(far.page).toBe(100000);
  });

  it("GET /files accepts page_size 100", async () => {
    const data = expectSuccess<FileList>(await api("GET", "/files?page_size=100"), 200);
    expect(data.page_size).toBe(100);
    expect(data.files.length).toBeLessThanOrEqual(100);
  });

  it("GET /files filters by type", async () => {
    for (const type of ["invoice", "bank_statement"]) {
      const data = expectSuccess<FileList>(await api("GET", `/files?type=${type}&page_size=100`), 200);
      expect(data.files.length).toBeGreaterThan(0);
      for (const f of data.files) expect(f.type).toBe(type);
    }
    const inv = expectSuccess<FileList>(await api("GET", "/files?type=invoice&page_size=100"), 200);
    expect(inv.files.some((f) => f.id === uploads[0]!.file.doc_id)).toBe(true);
    expect(inv.files.some((f) => f.id === uploads[1]!.file.doc_id)).toBe(false);
  });

  it("GET /files filters by status", async () => {
    for (const status of ["pending", "processing", "completed", "failed", "deleted"]) {
      const data = expectSuccess<FileList>(await api("GET", `/files?status=${status}&page_size=100`), 200);
      for (const f of data.files) expect(f.status).toBe(status);
    }
    const pending = expectSuccess<FileList>(await api("GET", "/files?status=pending&page_size=100"), 200);
    expect(pending.files.some((f) => f.id === uploads[2]!.file.doc_id)).toBe(true);
  });

  it.each([
    ["page_size=101", "page_size above 100"],
    ["page_size=0", "page_size 0"],
    ["page=0", "page 0"],
    ["page=-1", "negative page"],
    ["page=abc", "non-numeric page"],
    ["page_size=1.5", "non-integer page_size"],
    ["status=archived", "unknown status"],
    ["type=spreadsheet", "unknown type"],
  ])("GET /files?%s answers 400 INVALID_REQUEST (%s)", async (query) => {
    expectFailure(await api("GET", `/files?${query}`), 400, "INVALID_REQUEST");
  });

  it("GET /files/{id} returns the file record including processed_data", async () => {
    const u = uploads[0]!;
    const f = await getFile(u.file.doc_id);
    expectFileRecord(f, true);
    expect(f.id).toBe(u.file.doc_id);
    expect(f.filename).toBe(u.name);
    expect(f.size).toBe(u.data.length);
    expect(f.status).toBe("pending");
    expect(f.completed_at).toBeNull();
  });

  it.each([0, 1, 2, 3])("GET /files/{id}/download returns the original bytes and headers (fixture %i)", async (i) => {
    const u = uploads[i]!;
    const res = await api("GET", `/files/${u.file.doc_id}/download`);
    expectStatus(res, 200);
    expect(res.bytes.equals(u.data)).toBe(true);
    expect(res.headers.get("content-type") ?? "").toMatch(new RegExp(`^${u.mime.replace("/", "\\/")}`));
    expect(res.headers.get("content-length")).toBe(String(u.data.length));
    const cd = res.headers.get("content-disposition") ?? "";
    expect(cd).toMatch(/^attachment/i);
    expect(cd).toContain(u.name);
  });

  it("GET /files/{id} and its download answer 404 NOT_FOUND for an unknown id", async () => {
    const id = randomId();
    expectFailure(await api("GET", `/files/${id}`), 404, "NOT_FOUND");
    expectFailure(await api("GET", `/files/${id}/download`), 404, "NOT_FOUND");
    expectFailure(await api("DELETE", `/files/${id}`), 404, "NOT_FOUND");
  });

  it("GET /files/{id} answers 404 (or 400) for an id that is not a UUID", async () => {
    expectFailure(await api("GET", "/files/not-a-uuid"), [404, 400], ["NOT_FOUND", "INVALID_REQUEST"]);
  });

  it("a completed parse sets status completed, completed_at and processed_data", async () => {
    const u = uploads[0]!;
    const job = await waitInvoiceJob(await startInvoiceJob(u.file.doc_id));
    expect(job.status).toBe("completed");
    const f = await getFile(u.file.doc_id);
    expect(f.status).toBe("completed");
    expectIsoZ(f.completed_at);
    expect(Date.parse(f.completed_at!)).toBeGreaterThanOrEqual(Date.parse(f.created_at));
    expect(isObject(f.processed_data)).toBe(true);
    const listed = (await filesSince(since, "status=completed")).find((x) => x.id === u.file.doc_id);
    expect(listed?.status).toBe("completed");
  });
});

contractDescribe("file deletion", ["apiKey"], () => {
  let victim: UploadedFile;
  let name: string;
  let jobId: string;
  let deleted: DeleteFileData;
  let since: number;

  beforeAll(async () => {
    since = Date.now();
    name = uniqueName("delete-me", "pdf");
    victim = await uploadOne(name, invoicePdf());
    jobId = await startInvoiceJob(victim.doc_id);
    // Let the job end first when it can (a deletion racing a running job is not what this block is about); the
    // deletion checks hold either way.
    await waitInvoiceJob(jobId).catch(() => undefined);
    const res = await api("DELETE", `/files/${victim.doc_id}`);
    deleted = expectSuccess<DeleteFileData>(res, 200);
  });

  it("DELETE /files/{id} answers data.file_id and data.message", () => {
    expect(typeof deleted.file_id).toBe("string");
    // Decided: either the file's id (the path parameter) or its storage file_id.
    expect(deleted.file_id === victim.doc_id || /^\d+_/.test(deleted.file_id)).toBe(true);
    expectNonEmptyString(deleted.message);
  });

  it("get and download of a deleted file answer 404 NOT_FOUND", async () => {
    expectFailure(await api("GET", `/files/${victim.doc_id}`), 404, "NOT_FOUND");
    expectFailure(await api("GET", `/files/${victim.doc_id}/download`), 404, "NOT_FOUND");
  });

  it("deleting again answers 404 NOT_FOUND", async () => {
    expectFailure(await api("DELETE", `/files/${victim.doc_id}`), 404, "NOT_FOUND");
  });

  it("the jobs of a deleted file answer 404 NOT_FOUND", async () => {
    expectFailure(await api("GET", `/parse/invoices/${jobId}`), 404, "NOT_FOUND");
    expectFailure(await api("GET", `/parse/${jobId}`), 404, "NOT_FOUND");
    expectFailure(await api("GET", `/api/v1/parse/${jobId}`), 404, "NOT_FOUND");
  });

  it("a parse of a deleted file answers 404 NOT_FOUND", async () => {
    expectFailure(await api("POST", "/parse/invoices", { json: { document_id: victim.doc_id } }), 404, "NOT_FOUND");
    expectFailure(await api("POST", "/parse", { json: { document_id: victim.doc_id } }), 404, "NOT_FOUND");
  });

  it("the default listing excludes the deleted file", async () => {
    const all = await filesSince(since);
    expect(all.some((f) => f.id === victim.doc_id)).toBe(false);
    for (const f of all) expect(f.status).not.toBe("deleted");
  });

  it("status=deleted lists the tombstone with status deleted", async () => {
    const tomb = (await filesSince(since, "status=deleted")).find((f) => f.id === victim.doc_id);
    expect(tomb).toBeDefined();
    expect(tomb!.status).toBe("deleted");
    expect(tomb!.filename).toBe(name);
    expect(tomb!.processed_data).toBeUndefined();
  });

  it("a file deleted before any parse is also gone", async () => {
    const f = await uploadOne(uniqueName("delete-early", "pdf"), memoPdf(3));
    expectSuccess<DeleteFileData>(await api("DELETE", `/files/${f.doc_id}`), 200);
    expectFailure(await api("GET", `/files/${f.doc_id}`), 404, "NOT_FOUND");
  });
});
