// The files domain on an in-memory repository and blob store: intake, ownership, tombstones and the events
// that announce each change, without a database.
import { beforeEach, describe, expect, it } from "@jest/globals";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { blobKeys, sealSecret, type Caller, type TopicPayload } from "@docintake/contracts";
import { appErrorCode as code } from "@docintake/testing";
import { createLogger } from "@docintake/telemetry";
import { DocumentError, inspectDocument } from "@docintake/extraction";
import { FilesDomain } from "./files.ts";
import { MemoryFilesRepository } from "../testing/memory-files-repository.ts";
import { MemoryBlobStore } from "../testing/memory-blobs.ts";
import { blankPdf } from "../testing/documents.ts";

const SECRET_KEY = randomBytes(32);

const alice: Caller = { userId: randomUUID() };
const bob: Caller = { userId: randomUUID() };

async function* chunks(bytes: Buffer, size = 7): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

let repo: MemoryFilesRepository;
let blobs: MemoryBlobStore;
let kicks: number;
let files: FilesDomain;

beforeEach(() => {
  repo = new MemoryFilesRepository();
  blobs = new MemoryBlobStore();
  kicks = 0;
  files = new FilesDomain({
    repo,
    blobs,
    relay: { kick: () => void kicks++ },
    limits: { maxFileBytes: 4096, maxPages: 3, maxPixels: 1_000_000 },
    secretKey: SECRET_KEY,
    inspector: { inspect: inspectDocument },
    log: createLogger({ service: "files-test", level: "silent" }),
    traceHeaders: () => ({ traceparent: "00-trace" }),
  });
});

async function upload(caller: Caller, ...docs: { name: string; bytes: Buffer; sealedSecret?: string }[]) {
  const staged = [];
  for (const d of docs) staged.push(await files.stage(caller, { filename: d.name }, chunks(d.bytes)));
  return files.commit(
    caller,
    staged.map((s) => s.stagingId),
    { sealedSecret: docs.find((d) => d.sealedSecret)?.sealedSecret },
  );
}

/** The contract fixture: an invoice encrypted with qpdf (AES-256, user password "user-secret-pw"). */
const encryptedPdf = () => readFileSync(new URL("../../../../test/fixtures/encrypted-invoice.pdf", import.meta.url));
const sealedFor = (caller: Caller, password: string) => sealSecret({ password }, SECRET_KEY, caller.userId);

describe("password-protected PDFs", () => {
  it("stores one sent without its password, waiting for it, and asks no detection", async () => {
    const [rec] = await upload(alice, { name: "locked.pdf", bytes: encryptedPdf() });
    expect(rec).toMatchObject({ type: "unknown", typeReason: "PASSWORD_REQUIRED", pageCount: 0 });
    expect(repo.outbox).toEqual([]);
  });

  it("opens one with the upload's password, keeping it sealed for detection only", async () => {
    const sealed = sealedFor(alice, "user-secret-pw");
    const [rec] = await upload(alice, { name: "open.pdf", bytes: encryptedPdf(), sealedSecret: sealed });
    expect(rec).toMatchObject({ typeReason: null, pageCount: 1 });
    const key = blobKeys.secret(alice.userId, `upload-${rec!.id}`);
    expect(repo.outbox[0]!.payload).toMatchObject({ fileId: rec!.id, secretKey: key });
    expect(blobs.blobs.get(key)!.toString()).toBe(sealed);
  });

  it("refuses an upload whose password does not open it, keeping nothing", async () => {
    const bad = { name: "bad.pdf", bytes: encryptedPdf(), sealedSecret: sealedFor(alice, "nope") };
    expect(await code(upload(alice, bad))).toBe("PASSWORD_INCORRECT");
    expect(repo.outbox).toEqual([]);
    expect(blobs.blobs.size).toBe(0);
  });

  it("keeps a job's password only when it opens a document that needs one", async () => {
    const [locked] = await upload(alice, { name: "locked.pdf", bytes: encryptedPdf() });
    const [plain] = await upload(alice, { name: "plain.pdf", bytes: blankPdf() });
    const keep = (documentId: string, password: string) =>
      files.keepSecret(alice, { documentId, jobId: "job_1", sealedSecret: sealedFor(alice, password) });
    expect(await code(keep(locked!.id, "nope"))).toBe("PASSWORD_INCORRECT");
    expect(await keep(plain!.id, "anything")).toBe(false);
    expect(await keep(locked!.id, "user-secret-pw")).toBe(true);
    expect(blobs.blobs.has(blobKeys.secret(alice.userId, "job_1"))).toBe(true);
    // A job that will not be created has its password deleted; another user's call deletes nothing of alice's.
    await files.forgetSecret(bob, "job_1");
    expect(blobs.blobs.has(blobKeys.secret(alice.userId, "job_1"))).toBe(true);
    await files.forgetSecret(alice, "job_1");
    expect(blobs.blobs.has(blobKeys.secret(alice.userId, "job_1"))).toBe(false);
    expect(await code(files.keepSecret(bob, { documentId: locked!.id, jobId: "j", sealedSecret: "x" }))).toBe(
      "NOT_FOUND",
    );
  });
});

describe("staging", () => {
  it("keeps a checked upload with its size and reported format", async () => {
    const s = await files.stage(alice, { filename: "scan.pdf" }, chunks(blankPdf()));
    expect(s).toMatchObject({ filename: "scan.pdf", format: "PDF", size: blankPdf().length });
    expect(repo.stagedFiles.map((f) => f.id)).toEqual([s.stagingId]);
    expect(blobs.blobs.has(blobKeys.staging(alice.userId, s.stagingId))).toBe(true);
  });

  it("refuses unknown, oversized and empty uploads and keeps nothing of them", async () => {
    expect(await code(files.stage(alice, { filename: "a.txt" }, chunks(Buffer.from("just some words here"))))).toBe(
      "UNSUPPORTED_FILE_TYPE",
    );
    const big = Buffer.concat([blankPdf(), Buffer.alloc(5000, 0x20)]);
    expect(await code(files.stage(alice, { filename: "big.pdf" }, chunks(big, 1000)))).toBe("PAYLOAD_TOO_LARGE");
    expect(await code(files.stage(alice, { filename: "empty.pdf" }, chunks(Buffer.alloc(0))))).toBe(
      "UNPROCESSABLE_DOCUMENT",
    );
    expect(repo.stagedFiles).toEqual([]);
    expect(blobs.blobs.size).toBe(0);
  });

  it("sweeps staged uploads that were never committed", async () => {
    const old = await files.stage(alice, { filename: "old.pdf" }, chunks(blankPdf()));
    repo.stagedFiles[0]!.createdAt = new Date(Date.now() - 2 * 3_600_000);
    const fresh = await files.stage(alice, { filename: "new.pdf" }, chunks(blankPdf()));
    expect(await files.sweepStaging()).toBe(1);
    expect(repo.stagedFiles.map((f) => f.id)).toEqual([fresh.stagingId]);
    expect(blobs.blobs.has(blobKeys.staging(alice.userId, old.stagingId))).toBe(false);
  });
});

describe("commit", () => {
  it("accepts every file of an upload, announces each and drops the staged copies", async () => {
    const recs = await upload(alice, { name: "a.pdf", bytes: blankPdf(2) }, { name: "b.pdf", bytes: blankPdf() });
    expect(recs.map((r) => [r.filename, r.status, r.type, r.pageCount, r.mime])).toEqual([
      ["a.pdf", "pending", "unknown", 2, "application/pdf"],
      ["b.pdf", "pending", "unknown", 1, "application/pdf"],
    ]);
    expect(recs[0]!.fileId).toMatch(/^\d+_a\.pdf$/);
    expect(recs[0]).not.toHaveProperty("processedData");
    expect(repo.outbox).toEqual(
      recs.map((r) => ({
        topic: "file.uploaded",
        key: r.id,
        payload: {
          userId: alice.userId,
          fileId: r.id,
          blobKey: blobKeys.document(alice.userId, r.id),
          format: "PDF",
          filename: r.filename,
          secretKey: null,
        },
        headers: { traceparent: "00-trace" },
      })),
    );
    expect(repo.stagedFiles).toEqual([]);
    expect([...blobs.blobs.keys()].sort()).toEqual(recs.map((r) => blobKeys.document(alice.userId, r.id)).sort());
    expect(kicks).toBe(1);
  });

  it("stores the documents of a request key once: a retry under it answers the first commit's files", async () => {
    const stage = async () => [
      (await files.stage(alice, { filename: "a.pdf" }, chunks(blankPdf()))).stagingId,
      (await files.stage(alice, { filename: "b.pdf" }, chunks(blankPdf(2)))).stagingId,
    ];
    const first = await files.commit(alice, await stage(), { requestKey: "request-1" });
    const retried = await files.commit(alice, await stage(), { requestKey: "request-1" });
    expect(retried.map((r) => r.id)).toEqual(first.map((r) => r.id));
    expect(repo.outbox).toHaveLength(2);
    expect(repo.stagedFiles).toEqual([]);
    expect([...blobs.blobs.keys()].sort()).toEqual(first.map((r) => blobKeys.document(alice.userId, r.id)).sort());
    // Another key, or another user with the same key, stores anew.
    const other = await files.commit(alice, await stage(), { requestKey: "request-2" });
    expect(other.map((r) => r.id)).not.toEqual(first.map((r) => r.id));
    const bobs = await files.commit(
      bob,
      [(await files.stage(bob, { filename: "a.pdf" }, chunks(blankPdf()))).stagingId],
      { requestKey: "request-1" },
    );
    expect(bobs[0]!.id).not.toBe(first[0]!.id);
  });

  it("accepts none when one file is unreadable, too long or not staged by the caller", async () => {
    const truncated = blankPdf().subarray(0, 60);
    expect(
      await code(upload(alice, { name: "ok.pdf", bytes: blankPdf() }, { name: "cut.pdf", bytes: truncated })),
    ).toBe("UNPROCESSABLE_DOCUMENT");
    expect(await code(upload(alice, { name: "long.pdf", bytes: blankPdf(4) }))).toBe("PAYLOAD_TOO_LARGE");
    const mine = await files.stage(alice, { filename: "mine.pdf" }, chunks(blankPdf()));
    const theirs = await files.stage(bob, { filename: "theirs.pdf" }, chunks(blankPdf()));
    expect(await code(files.commit(alice, [mine.stagingId, theirs.stagingId]))).toBe("NOT_FOUND");
    expect(repo.files).toEqual([]);
    expect(repo.outbox).toEqual([]);
    // The caller's own staged uploads are discarded with the refusal; another user's are untouched.
    expect(repo.stagedFiles.map((s) => s.id)).toEqual([theirs.stagingId]);
  });

  it("refuses a document that needs more than a reading may use, naming the limit, and keeps nothing", async () => {
    const limit = "opening the PDF decodes to more than the 256 MiB allowed";
    files = new FilesDomain({
      repo,
      blobs,
      relay: { kick: () => void kicks++ },
      limits: { maxFileBytes: 4096, maxPages: 3, maxPixels: 1_000_000 },
      secretKey: SECRET_KEY,
      inspector: { inspect: () => Promise.reject(new DocumentError("over_budget", limit)) },
      log: createLogger({ service: "files-test", level: "silent" }),
    });
    const refusal = await upload(alice, { name: "bomb.pdf", bytes: blankPdf() }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: "UNPROCESSABLE_DOCUMENT", message: `bomb.pdf: ${limit}` });
    expect(repo.files).toEqual([]);
    expect(repo.stagedFiles).toEqual([]);
  });

  it("records nothing when the event cannot be written with the files (one transaction)", async () => {
    repo.failOn = "enqueue";
    await expect(upload(alice, { name: "a.pdf", bytes: blankPdf() })).rejects.toThrow("injected failure");
    expect(repo.files).toEqual([]);
    expect(repo.outbox).toEqual([]);
    expect(kicks).toBe(0);
  });
});

describe("reads", () => {
  it("shows a file to its owner only, with its processed data on a single read", async () => {
    const [rec] = await upload(alice, { name: "a.pdf", bytes: blankPdf() });
    expect(await files.get(alice, rec!.id)).toEqual({ ...rec, processedData: null });
    expect(await code(files.get(bob, rec!.id))).toBe("NOT_FOUND");
    expect(await code(files.get(alice, "not-a-uuid"))).toBe("NOT_FOUND");
    expect((await files.list(alice, { page: 1, pageSize: 10 })).files).toEqual([rec]);
    expect(await files.list(bob, { page: 1, pageSize: 10 })).toEqual({ files: [], total: 0 });
    const { file, body } = await files.download(alice, rec!.id);
    const got: Buffer[] = [];
    for await (const c of body) got.push(Buffer.from(c));
    expect([file, Buffer.concat(got)]).toEqual([rec, blankPdf()]);
  });

  it("answers NOT_FOUND for a download whose bytes are gone", async () => {
    const [rec] = await upload(alice, { name: "a.pdf", bytes: blankPdf() });
    blobs.blobs.clear();
    expect(await code(files.download(alice, rec!.id))).toBe("NOT_FOUND");
  });
});

describe("remove", () => {
  it("tombstones the file, announces it, and forgets its bytes", async () => {
    const [rec] = await upload(alice, { name: "a.pdf", bytes: blankPdf() });
    expect(await code(files.remove(bob, rec!.id))).toBe("NOT_FOUND");
    await files.remove(alice, rec!.id);
    expect(repo.files[0]).toMatchObject({ status: "deleted", blobKey: null });
    expect(repo.outbox.at(-1)).toEqual({
      topic: "file.deleted",
      key: rec!.id,
      payload: { userId: alice.userId, fileId: rec!.id },
      headers: { traceparent: "00-trace" },
    });
    expect(blobs.blobs.size).toBe(0);
    expect(await code(files.get(alice, rec!.id))).toBe("NOT_FOUND");
    expect(await code(files.remove(alice, rec!.id))).toBe("NOT_FOUND");
    expect((await files.list(alice, { page: 1, pageSize: 10 })).total).toBe(0);
    expect((await files.list(alice, { page: 1, pageSize: 10, status: "deleted" })).total).toBe(1);
  });

  it("keeps the file when its event cannot be written", async () => {
    const [rec] = await upload(alice, { name: "a.pdf", bytes: blankPdf() });
    repo.failOn = "enqueue";
    await expect(files.remove(alice, rec!.id)).rejects.toThrow("injected failure");
    expect(await files.get(alice, rec!.id)).toMatchObject({ status: "pending" });
    expect(blobs.blobs.size).toBe(1);
  });

  it("reports a blob it cannot remove instead of failing the committed delete", async () => {
    const [rec] = await upload(alice, { name: "a.pdf", bytes: blankPdf() });
    blobs.undeletable.add(blobKeys.document(alice.userId, rec!.id));
    await files.remove(alice, rec!.id);
    expect(repo.files[0]!.status).toBe("deleted");
  });
});

describe("events from other services", () => {
  const detected = (userId: string, fileId: string, over: Partial<TopicPayload<"file.detected">> = {}) => ({
    userId,
    fileId,
    type: "invoice" as const,
    confidence: 0.9,
    pageCount: 0,
    ocrUsed: true,
    layoutKey: "users/x/layouts/y.json",
    error: null,
    ...over,
  });

  it("follows detection, the parse request and the job's end", async () => {
    const [rec] = await upload(alice, { name: "a.pdf", bytes: blankPdf(2) });
    const id = rec!.id;
    await repo.once("files:file.detected", "e1", (tx) => files.applyDetected(tx, detected(alice.userId, id)));
    // A page count of 0 means detection did not count: the count from intake stays.
    expect(repo.files[0]).toMatchObject({ type: "invoice", typeConfidence: 0.9, pageCount: 2, ocrUsed: "yes" });
    await repo.once("files:file.detected", "e2", (tx) =>
      files.applyDetected(tx, detected(alice.userId, id, { pageCount: 3, ocrUsed: false })),
    );
    expect(repo.files[0]).toMatchObject({ pageCount: 3, ocrUsed: "no" });
    await repo.once("files:parse.requested", "e3", (tx) =>
      files.applyParseRequested(tx, {
        userId: alice.userId,
        jobId: "job_1",
        fileId: id,
        blobKey: "k",
        kind: "invoice",
        customFields: [],
      }),
    );
    expect((await files.get(alice, id)).status).toBe("processing");
    const finished = {
      userId: alice.userId,
      jobId: "job_1",
      documentId: id,
      kind: "invoice" as const,
      callbackUrl: null,
      createdAt: "",
      updatedAt: "",
      error: null,
    };
    await repo.once("files:job.finished", "e4", (tx) =>
      files.applyJobFinished(tx, { ...finished, status: "completed", result: { total: 1 } }),
    );
    const done = await files.get(alice, id);
    expect([done.status, done.processedData, done.completedAt !== null]).toEqual(["completed", { total: 1 }, true]);
    await repo.once("files:job.finished", "e5", (tx) =>
      files.applyJobFinished(tx, { ...finished, status: "failed", result: null, error: "x" }),
    );
    expect((await files.get(alice, id)).status).toBe("failed");
  });

  it("leaves deleted and other users' files alone", async () => {
    const [rec] = await upload(alice, { name: "a.pdf", bytes: blankPdf() });
    await repo.once("t", "e1", (tx) => files.applyDetected(tx, detected(bob.userId, rec!.id)));
    expect(repo.files[0]!.type).toBe("unknown");
    await files.remove(alice, rec!.id);
    await repo.once("t", "e2", (tx) => files.applyDetected(tx, detected(alice.userId, rec!.id)));
    expect(repo.files[0]).toMatchObject({ type: "unknown", status: "deleted" });
  });
});

describe("awaiting detected types", () => {
  const detect = (userId: string, fileId: string) =>
    repo.once("files:file.detected", randomUUID(), (tx) =>
      files.applyDetected(tx, {
        userId,
        fileId,
        type: "invoice",
        confidence: 0.9,
        pageCount: 0,
        ocrUsed: false,
        layoutKey: null,
        error: null,
      }),
    );

  it("answers as soon as a detection is applied here, not at the next recheck", async () => {
    const [a, b] = await upload(alice, { name: "a.pdf", bytes: blankPdf() }, { name: "b.pdf", bytes: blankPdf() });
    const started = Date.now();
    const waiting = files.awaitTypes(alice, [a!.id, b!.id], 5_000);
    setTimeout(() => {
      void detect(alice.userId, a!.id).then(() => files.detectionApplied(a!.id));
      void detect(alice.userId, b!.id).then(() => files.detectionApplied(b!.id));
    }, 20);
    expect(await waiting).toEqual({ [a!.id]: "invoice", [b!.id]: "invoice" });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("finds a detection applied elsewhere by looking again, and gives up at the deadline", async () => {
    const [a, b] = await upload(alice, { name: "a.pdf", bytes: blankPdf() }, { name: "b.pdf", bytes: blankPdf() });
    const waiting = files.awaitTypes(alice, [a!.id, b!.id], 700);
    // Applied without telling this process: another replica did it.
    setTimeout(() => void detect(alice.userId, a!.id), 20);
    expect(await waiting).toEqual({ [a!.id]: "invoice", [b!.id]: "unknown" });
  });

  it("leaves out files of other users and ids that are not files", async () => {
    const [a] = await upload(alice, { name: "a.pdf", bytes: blankPdf() });
    expect(await files.awaitTypes(bob, [a!.id, "not-an-id"], 0)).toEqual({});
  });
});
