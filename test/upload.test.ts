/** POST /files/upload and the legacy POST /parse/upload: response shapes, detection, validation, limits. */
import { beforeAll, expect, it } from "@jest/globals";
import { contractDescribe, env } from "./env.ts";
import { expectFailure, expectInt, expectStatus, expectSuccess, expectUuid } from "./helpers/assert.ts";
import type { FilePart } from "./helpers/client.ts";
import { call, upload, uploadLarge } from "./helpers/client.ts";
import {
  emptyFile,
  ENCRYPTED_PASSWORD,
  encryptedPdf,
  invoicePdf,
  jpeg,
  MAX_FILE_BYTES,
  memoPdf,
  paddedPdf,
  plainText,
  png,
  statementPdf,
  truncatedPdf,
  uniqueName,
} from "./helpers/fixtures.ts";
import { DOC_TYPES, filesSince, getFile, uploadOk, waitFile } from "./helpers/service.ts";
import type { LegacyUploadData, UploadData } from "./helpers/types.ts";

/** Asserts that no file named in `names` was stored since `since`. */
async function expectNothingStored(since: number, names: string[]): Promise<void> {
  const stored = (await filesSince(since)).filter((f) => names.includes(f.filename));
  expect(stored.map((f) => f.filename)).toEqual([]);
}

contractDescribe("POST /files/upload", ["apiKey"], () => {
  it("stores an invoice PDF and answers {doc_id, type, validation{page_count, file_size, format}} with status done", async () => {
    const data = invoicePdf();
    const res = await upload([{ filename: uniqueName("invoice", "pdf"), data }]);
    const body = expectSuccess<UploadData>(res, 200);
    expect(body.status).toBe("done");
    expect(body.files).toHaveLength(1);
    const f = body.files[0]!;
    expectUuid(f.doc_id);
    expect(f.type).toBe("invoice");
    expectInt(f.validation.page_count);
    expectInt(f.validation.file_size);
    expect(f.validation).toEqual({ page_count: 1, file_size: data.length, format: "PDF" });
  });

  it("stores several files in request order, parts named `files`", async () => {
    const inv = invoicePdf();
    const st = statementPdf();
    const pic = png(1);
    const files = await uploadOk([
      { filename: uniqueName("inv", "pdf"), data: inv },
      { filename: uniqueName("stmt", "pdf"), data: st },
      { filename: uniqueName("pic", "png"), data: pic },
    ]);
    expect(files.map((f) => f.validation)).toEqual([
      { page_count: 1, file_size: inv.length, format: "PDF" },
      { page_count: 2, file_size: st.length, format: "PDF" },
      { page_count: 1, file_size: pic.length, format: "PNG" },
    ]);
    expect(files[0]!.type).toBe("invoice");
    expect(files[1]!.type).toBe("bank_statement");
    expect(DOC_TYPES).toContain(files[2]!.type);
    expect(new Set(files.map((f) => f.doc_id)).size).toBe(3);
  });

  it("accepts indexed part names files[0], files[1]", async () => {
    const a = memoPdf(1);
    const b = jpeg(2);
    const files = await uploadOk([
      { field: "files[0]", filename: uniqueName("idx0", "pdf"), data: a },
      { field: "files[1]", filename: uniqueName("idx1", "jpg"), data: b },
    ]);
    expect(files.map((f) => f.validation)).toEqual([
      { page_count: 1, file_size: a.length, format: "PDF" },
      { page_count: 1, file_size: b.length, format: "JPG" },
    ]);
  });

  it("reports format JPEG for a .jpeg name and JPG otherwise, PNG for a PNG", async () => {
    const files = await uploadOk([
      { filename: uniqueName("photo", "jpeg"), data: jpeg(3) },
      { filename: uniqueName("photo", "jpg"), data: jpeg(4) },
      { filename: uniqueName("shot", "png"), data: png(5) },
    ]);
    expect(files.map((f) => f.validation.format)).toEqual(["JPEG", "JPG", "PNG"]);
    for (const f of files) {
      expect(f.validation.page_count).toBe(1);
      expect(DOC_TYPES).toContain(f.type);
    }
  });

  it("judges the format by content: a PNG named .pdf is stored as PNG", async () => {
    const data = png(6);
    const [f] = await uploadOk([{ filename: uniqueName("looks-like", "pdf"), data, type: "application/pdf" }]);
    expect(f!.validation).toEqual({ page_count: 1, file_size: data.length, format: "PNG" });
  });

  it("detects the document type: the file record shows the detected type", async () => {
    const [inv, st] = await uploadOk([
      { filename: uniqueName("detect-inv", "pdf"), data: invoicePdf() },
      { filename: uniqueName("detect-st", "pdf"), data: statementPdf() },
    ]);
    const fi = await waitFile(inv!.doc_id, (f) => f.type !== "unknown", "type detected");
    const fs = await waitFile(st!.doc_id, (f) => f.type !== "unknown", "type detected");
    expect(fi.type).toBe("invoice");
    expect(fs.type).toBe("bank_statement");
    expect(fi.status).toBe("pending");
  });

  it("refuses plain text named .pdf with 415 UNSUPPORTED_FILE_TYPE listing PDF, JPG, JPEG, PNG", async () => {
    const res = await upload([{ filename: uniqueName("text", "pdf"), data: plainText(), type: "application/pdf" }]);
    const err = expectFailure(res, 415, "UNSUPPORTED_FILE_TYPE");
    for (const t of ["PDF", "JPG", "JPEG", "PNG"]) expect(err.error).toMatch(new RegExp(`\\b${t}\\b`));
  });

  it("rejects the whole request when one file is bad, names the file, and stores nothing", async () => {
    const since = Date.now();
    const good = uniqueName("good-neighbour", "pdf");
    const bad = uniqueName("bad-apple", "pdf");
    const res = await upload([
      { filename: good, data: invoicePdf() },
      { filename: bad, data: plainText() },
    ]);
    const err = expectFailure(res, 415, "UNSUPPORTED_FILE_TYPE");
    expect(err.error).toContain(bad);
    await expectNothingStored(since, [good, bad]);
  });

  it("refuses a truncated PDF with 422 UNPROCESSABLE_DOCUMENT", async () => {
    const since = Date.now();
    const name = uniqueName("truncated", "pdf");
    expectFailure(await upload([{ filename: name, data: truncatedPdf() }]), 422, "UNPROCESSABLE_DOCUMENT");
    await expectNothingStored(since, [name]);
  });

  it("stores an encrypted PDF sent without its password, its type waiting for the password", async () => {
    const name = uniqueName("encrypted", "pdf");
    const [file] = expectSuccess<UploadData>(await upload([{ filename: name, data: encryptedPdf() }]), 200).files;
    expect(file).toMatchObject({ type: "unknown", type_reason: "PASSWORD_REQUIRED" });
  });

  it("opens an encrypted PDF with the upload's password (AES-256), and refuses a wrong one storing nothing", async () => {
    const name = uniqueName("encrypted-open", "pdf");
    const res = await upload([{ filename: name, data: encryptedPdf() }], { fields: { password: ENCRYPTED_PASSWORD } });
    const [file] = expectSuccess<UploadData>(res, 200).files;
    expect(file).toMatchObject({ type: "invoice", validation: { page_count: 1 } });
    const since = Date.now();
    const wrong = uniqueName("encrypted-wrong", "pdf");
    const refused = await upload([{ filename: wrong, data: encryptedPdf() }], { fields: { password: "not-it" } });
    expectFailure(refused, 422, "PASSWORD_INCORRECT");
    await expectNothingStored(since, [wrong]);
  });

  it("refuses a zero-byte file (no recognisable content) and stores nothing", async () => {
    const since = Date.now();
    const name = uniqueName("empty", "pdf");
    // Decided: an empty file has no magic number, so it is an unsupported type (415); 400/422 are tolerated.
    expectFailure(
      await upload([{ filename: name, data: emptyFile() }]),
      [415, 400, 422],
      ["UNSUPPORTED_FILE_TYPE", "INVALID_REQUEST", "UNPROCESSABLE_DOCUMENT"],
    );
    await expectNothingStored(since, [name]);
  });

  it("answers 400 INVALID_REQUEST when the request carries no file", async () => {
    const res = await call("POST", `${env.baseUrl}/files/upload`, {
      raw: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
      contentType: "multipart/form-data; boundary=b",
    });
    expectFailure(res, 400, "INVALID_REQUEST");
  });

  it("answers 400 INVALID_REQUEST for a body that is not multipart", async () => {
    expectFailure(
      await call("POST", `${env.baseUrl}/files/upload`, { json: { files: [] } }),
      [400, 415],
      ["INVALID_REQUEST", "UNSUPPORTED_FILE_TYPE"],
    );
  });

  describe50();
  describeSize();
});

/** 50 files are accepted, 51 are refused with 413 and nothing is stored. */
function describe50(): void {
  it("accepts 50 files in one request", async () => {
    const parts: FilePart[] = Array.from({ length: 50 }, (_, i) => ({
      filename: uniqueName(`fifty-${i}`, "pdf"),
      data: memoPdf(i),
    }));
    const files = await uploadOk(parts);
    expect(files).toHaveLength(50);
  });

  it("refuses 51 files in one request with 413 PAYLOAD_TOO_LARGE and stores nothing", async () => {
    const since = Date.now();
    const parts: FilePart[] = Array.from({ length: 51 }, (_, i) => ({
      filename: uniqueName(`fiftyone-${i}`, "pdf"),
      data: memoPdf(i),
    }));
    expectFailure(await uploadLarge(parts), 413, "PAYLOAD_TOO_LARGE");
    await expectNothingStored(
      since,
      parts.map((p) => p.filename),
    );
  });
}

/** A file of exactly 10 MiB is accepted; 10 MiB + 1 byte is refused with 413. */
function describeSize(): void {
  it("accepts a file of exactly 10 MB (10*1024*1024 bytes)", async () => {
    const data = paddedPdf(MAX_FILE_BYTES);
    const [f] = await uploadOk([{ filename: uniqueName("exactly-10mb", "pdf"), data }]);
    expect(f!.validation.file_size).toBe(MAX_FILE_BYTES);
    expect(f!.validation.format).toBe("PDF");
  });

  it("refuses a file of 10 MB + 1 byte with 413 PAYLOAD_TOO_LARGE and stores nothing", async () => {
    const since = Date.now();
    const name = uniqueName("over-10mb", "pdf");
    const companion = uniqueName("small-companion", "pdf");
    const res = await uploadLarge([
      { filename: companion, data: memoPdf(7) },
      { filename: name, data: paddedPdf(MAX_FILE_BYTES + 1) },
    ]);
    expectFailure(res, 413, "PAYLOAD_TOO_LARGE");
    await expectNothingStored(since, [name, companion]);
  });
}

contractDescribe("POST /parse/upload (legacy)", ["apiKey"], () => {
  let legacy: LegacyUploadData;
  let sent: Buffer;
  let filename: string;
  let since: number;

  beforeAll(async () => {
    since = Date.now();
    sent = invoicePdf();
    filename = uniqueName("legacy", "pdf");
    const res = await upload<LegacyUploadData>([{ filename, data: sent }], { path: "/parse/upload" });
    legacy = expectSuccess<LegacyUploadData>(res, 200);
  });

  it("answers data.files[] of {file_id, file_url, doc_id} and data.status done", () => {
    expect(legacy.status).toBe("done");
    expect(legacy.files).toHaveLength(1);
    const f = legacy.files[0]!;
    expect(Object.keys(f).sort()).toEqual(expect.arrayContaining(["doc_id", "file_id", "file_url"]));
    expectUuid(f.doc_id);
    expect(f.file_id).toMatch(/^\d{13}_/);
    expect(f.file_id.endsWith(filename)).toBe(true);
    const ms = Number(f.file_id.split("_")[0]);
    expect(ms).toBeGreaterThanOrEqual(since - 60_000);
    expect(ms).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it("file_url is the absolute URL of GET /files/{id}/download and returns the same bytes", async () => {
    const f = legacy.files[0]!;
    // Absolute URL of GET /files/{id}/download. The host is the service's public address, which may differ from
    // the address this suite reaches it by (a proxy), so compare paths and fetch through the suite's base URL.
    const u = new URL(f.file_url);
    expect(["http:", "https:"]).toContain(u.protocol);
    expect(u.pathname).toBe(`${new URL(env.baseUrl).pathname}/files/${f.doc_id}/download`);
    if (u.origin === new URL(env.baseUrl).origin) expect(f.file_url).toBe(`${env.baseUrl}/files/${f.doc_id}/download`);
    const res = await call("GET", `${env.baseUrl}/files/${f.doc_id}/download`);
    expectStatus(res, 200);
    expect(res.bytes.equals(sent)).toBe(true);
  });

  it("stores a file record like the current upload", async () => {
    const f = legacy.files[0]!;
    const rec = await getFile(f.doc_id);
    expect(rec.id).toBe(f.doc_id);
    expect(rec.file_id).toBe(f.file_id);
    expect(rec.filename).toBe(filename);
    expect(rec.size).toBe(sent.length);
  });

  it("accepts several files under part name `files`", async () => {
    const res = await upload<LegacyUploadData>(
      [
        { filename: uniqueName("legacy-a", "png"), data: png(8) },
        { filename: uniqueName("legacy-b", "jpg"), data: jpeg(9) },
      ],
      { path: "/parse/upload" },
    );
    const data = expectSuccess<LegacyUploadData>(res, 200);
    expect(data.files).toHaveLength(2);
    expect(new Set(data.files.map((f) => f.doc_id)).size).toBe(2);
  });

  it("refuses an unsupported type with 415 and an error listing PDF, JPG, JPEG, PNG", async () => {
    const res = await upload([{ filename: uniqueName("legacy-text", "pdf"), data: plainText() }], {
      path: "/parse/upload",
    });
    const err = expectFailure(res, 415, "UNSUPPORTED_FILE_TYPE");
    for (const t of ["PDF", "JPG", "JPEG", "PNG"]) expect(err.error).toMatch(new RegExp(`\\b${t}\\b`));
  });

  it("refuses a corrupt PDF with 422 UNPROCESSABLE_DOCUMENT", async () => {
    const res = await upload([{ filename: uniqueName("legacy-trunc", "pdf"), data: truncatedPdf() }], {
      path: "/parse/upload",
    });
    expectFailure(res, 422, "UNPROCESSABLE_DOCUMENT");
  });
});
