// The embedded deployment's bus lives in its process: an event relayed from an outbox but not yet handled when
// the process was killed is gone with it, and its job would stay pending or processing for ever. A marker in the
// data folder tells a start after such a death; those events are then relayed again. Handlers that keep an inbox
// skip what they had applied; the detector and the extractor, which keep none, get only the events whose work
// is still undone (a file not detected, a job not ended).
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql, type Database } from "@docintake/db";

const MARKER = "running.json";

/** Marks the data folder in use from now; answers when the previous run began if it ended without stopping. */
export function markRunning(dataDir: string, now = new Date()): Date | undefined {
  const path = join(dataDir, MARKER);
  let previous: Date | undefined;
  if (existsSync(path)) {
    const at = Date.parse((JSON.parse(readFileSync(path, "utf8")) as { startedAt?: string }).startedAt ?? "");
    previous = Number.isFinite(at) ? new Date(at) : new Date(0);
  }
  writeFileSync(path, JSON.stringify({ startedAt: now.toISOString() }));
  return previous;
}

/** A clean stop: nothing was left in the bus. */
export function markStopped(dataDir: string): void {
  rmSync(join(dataDir, MARKER), { force: true });
}

const count = (r: unknown) =>
  (r as { affectedRows?: number; rowCount?: number }).affectedRows ?? (r as { rowCount?: number }).rowCount ?? 0;

/** Relays again the events relayed since `since` whose handling the death may have cut short; answers how many. */
export async function replayUnhandled(db: Database, since: Date): Promise<number> {
  const at = since.toISOString();
  const files = await db.execute(sql`
    update files.outbox o set published_at = null
    where o.published_at >= ${at}::timestamptz
      and (o.topic <> 'file.uploaded' or exists (
        select 1 from files.files f where f.id::text = o.payload->>'fileId' and f.type = 'unknown'))`);
  const jobs = await db.execute(sql`
    update jobs.outbox o set published_at = null
    where o.published_at >= ${at}::timestamptz
      and (o.topic <> 'parse.requested' or exists (
        select 1 from jobs.jobs j where j.id = o.payload->>'jobId' and j.status in ('pending', 'processing')))`);
  const notifier = await db.execute(
    sql`update notifier.outbox set published_at = null where published_at >= ${at}::timestamptz`,
  );
  return count(files) + count(jobs) + count(notifier);
}
