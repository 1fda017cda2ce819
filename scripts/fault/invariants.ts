// What must hold after a fault, from the client's point of view and in the stores: every accepted upload stored
// once (row and blob agree, no orphan blob once the purge helper ran), every job ended, every ended job called back
// exactly once (one event id), nothing the client saw succeed lost.
import type { BlobStore } from "@docintake/blob";
import { sql, type Database } from "@docintake/db";
import type { ClientRun } from "./client.ts";
import type { Receipt } from "./receiver.ts";

/** One user's rows, as the services stored them. */
export interface Rows {
  files: { id: string; blobKey: string | null; layoutKey: string | null; size: number }[];
  jobs: { id: string; documentId: string; status: string }[];
  /** Uploads received but never committed nor swept. */
  staged: number;
}

export async function readRows(db: Database, userId: string): Promise<Rows> {
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  const files = await rows<{ id: string; blob_key: string | null; layout_key: string | null; size: string | number }>(
    sql`select id, blob_key, layout_key, size from files.files where user_id = ${userId}`,
  );
  const jobs = await rows<{ id: string; document_id: string; status: string }>(
    sql`select id, document_id, status from jobs.jobs where user_id = ${userId}`,
  );
  const [staged] = await rows<{ n: string | number }>(
    sql`select count(*) as n from files.staging where user_id = ${userId}`,
  );
  return {
    files: files.map((f) => ({ id: f.id, blobKey: f.blob_key, layoutKey: f.layout_key, size: Number(f.size) })),
    jobs: jobs.map((j) => ({ id: j.id, documentId: j.document_id, status: j.status })),
    staged: Number(staged?.n ?? 0),
  };
}

/** Every blob of the user's: documents and layouts, and what is staged. */
export async function listBlobs(blobs: BlobStore, userId: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const prefix of [`users/${userId}/`, `staging/${userId}/`])
    for await (const b of blobs.list(prefix)) out.set(b.key, b.size);
  return out;
}

export interface Outcome {
  documents: number;
  jobs: number;
  /** Jobs whose callback the receiver answered 2xx to. */
  callbacks: number;
  /** Files or jobs the clients never saw (a retried request done twice), and jobs called back under two event ids. */
  duplicates: number;
  /** Accepted documents without their row or blob, accepted jobs missing or unended, ended jobs never called back. */
  lost: number;
  /** Blobs no row points to, and staged uploads, once the purge helper ran. */
  orphans: number;
  /** The same event delivered again after a 2xx (the sender died before recording it): receivers dedupe on the id. */
  redelivered: number;
  /** What went wrong, a line each, for the report. */
  problems: string[];
}

const ENDED = new Set(["completed", "failed"]);

function checkFiles(run: ClientRun, rows: Rows, blobs: Map<string, number>, problems: string[]) {
  let duplicates = 0;
  let lost = 0;
  const byId = new Map(rows.files.map((f) => [f.id, f]));
  for (const [docId, doc] of run.accepted) {
    const row = byId.get(docId);
    if (!row) problems.push(`document ${docId} (${doc.name}) accepted but has no row`);
    else if (!row.blobKey || blobs.get(row.blobKey) !== doc.bytes.byteLength)
      problems.push(
        `document ${docId} (${doc.name}): blob ${row.blobKey} missing or not ${doc.bytes.byteLength} bytes`,
      );
    else if (row.size !== doc.bytes.byteLength) problems.push(`document ${docId}: row says ${row.size} bytes`);
    else continue;
    lost++;
  }
  for (const f of rows.files)
    if (!run.accepted.has(f.id)) {
      duplicates++;
      problems.push(`document ${f.id} stored but never answered to the client`);
    }
  return { duplicates, lost };
}

function checkJobs(run: ClientRun, rows: Rows, statuses: Map<string, string>, problems: string[]) {
  let duplicates = 0;
  let lost = 0;
  const byId = new Map(rows.jobs.map((j) => [j.id, j]));
  for (const jobId of run.jobs.keys()) {
    const status = statuses.get(jobId) ?? byId.get(jobId)?.status;
    if (!byId.has(jobId)) problems.push(`job ${jobId} accepted but has no row`);
    else if (!status || !ENDED.has(status)) problems.push(`job ${jobId} still ${status ?? "unknown"}`);
    else continue;
    lost++;
  }
  for (const j of rows.jobs)
    if (!run.jobs.has(j.id)) {
      duplicates++;
      problems.push(`job ${j.id} (document ${j.documentId}) created but never answered to the client`);
    }
  return { duplicates, lost };
}

function checkCallbacks(run: ClientRun, receipts: Receipt[], problems: string[]) {
  const delivered = new Map<string, string[]>();
  for (const r of receipts)
    if (r.answered < 300) delivered.set(r.jobId, [...(delivered.get(r.jobId) ?? []), r.eventId]);
  let duplicates = 0;
  let lost = 0;
  let redelivered = 0;
  for (const jobId of run.jobs.keys()) {
    const events = delivered.get(jobId) ?? [];
    const distinct = new Set(events);
    redelivered += events.length - distinct.size;
    if (distinct.size === 0) {
      lost++;
      problems.push(`job ${jobId} ended without a delivered callback`);
    } else if (distinct.size > 1) {
      duplicates++;
      problems.push(`job ${jobId} called back under ${distinct.size} event ids`);
    }
  }
  for (const jobId of delivered.keys())
    if (!run.jobs.has(jobId)) problems.push(`callback for job ${jobId}, which the client never created`);
  return { callbacks: [...run.jobs.keys()].filter((j) => delivered.has(j)).length, duplicates, lost, redelivered };
}

function checkOrphans(rows: Rows, blobs: Map<string, number>, problems: string[]): number {
  const referenced = new Set(rows.files.flatMap((f) => [f.blobKey, f.layoutKey]).filter(Boolean));
  const orphans = [...blobs.keys()].filter((k) => !referenced.has(k));
  for (const k of orphans.slice(0, 10)) problems.push(`blob ${k} has no row`);
  if (rows.staged > 0) problems.push(`${rows.staged} staged upload(s) left after the purge`);
  return orphans.length + rows.staged;
}

export function judge(
  docs: number,
  run: ClientRun,
  evidence: { rows: Rows; blobs: Map<string, number>; statuses: Map<string, string>; receipts: Receipt[] },
): Outcome {
  const problems: string[] = [];
  if (run.accepted.size !== docs) problems.push(`${docs - run.accepted.size} upload(s) never accepted`);
  if (run.jobs.size !== run.accepted.size)
    problems.push(`${run.accepted.size - run.jobs.size} parse(s) never accepted`);
  problems.push(...run.failures.slice(0, 10));
  const files = checkFiles(run, evidence.rows, evidence.blobs, problems);
  const jobs = checkJobs(run, evidence.rows, evidence.statuses, problems);
  const calls = checkCallbacks(run, evidence.receipts, problems);
  const orphans = checkOrphans(evidence.rows, evidence.blobs, problems);
  return {
    documents: run.accepted.size,
    jobs: run.jobs.size,
    callbacks: calls.callbacks,
    duplicates: files.duplicates + jobs.duplicates + calls.duplicates,
    lost: files.lost + jobs.lost + calls.lost,
    orphans,
    redelivered: calls.redelivered,
    problems,
  };
}
