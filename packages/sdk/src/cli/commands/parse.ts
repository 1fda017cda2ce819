/**
 * `docintake parse FILES --wait`: uploads each file, starts its parse job, and (with --wait) follows every job with
 * a bar of its own, then writes the results as JSON (or CSV with --csv) to standard output or, with --out, to files.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { Command } from "commander";
import { toCsv, STATEMENT_COLUMNS } from "@docintake/formats";
import type { DocIntake } from "../../client.ts";
import type { DocumentKind, JobStatus } from "../../types.ts";
import { contextOf, type Ctx, type GlobalOptions } from "../context.ts";
import { EXIT, UsageError } from "../exit-codes.ts";
import { expandInputs } from "../inputs.ts";
import { printJson, show, table, userPath } from "../output.ts";
import { documentBars, type Bar } from "../progress.ts";
import { csvOf, parsedDocument, type ParsedDocument } from "../results.ts";

interface ParseFlags extends GlobalOptions {
  wait?: boolean;
  type?: string;
  csv?: boolean;
  out?: string;
  callbackUrl?: string;
  schema?: string;
}

const TYPES: Record<string, DocumentKind | "auto"> = {
  auto: "auto",
  invoice: "invoice",
  statement: "bank_statement",
  bank_statement: "bank_statement",
};

const stateOf = (job: JobStatus) =>
  job.status === "processing" && job.type === "bank_statement" ? `reading rows` : job.status;

/** One file: upload, start the job, and follow it when asked, its bar showing where it is. */
async function parseOne(ctx: Ctx, client: DocIntake, path: string, flags: ParseFlags, bar: Bar) {
  const [uploaded] = await client.upload([path], { signal: ctx.signal });
  bar.update(10, { state: `detected: ${uploaded!.type}` });
  const type = TYPES[flags.type ?? "auto"]!;
  const detected = uploaded!.type === "invoice" || uploaded!.type === "bank_statement" ? uploaded!.type : "auto";
  const created = await client.parse(uploaded!.doc_id, {
    type: type === "auto" ? detected : type,
    signal: ctx.signal,
    ...(flags.callbackUrl ? { callbackUrl: flags.callbackUrl } : {}),
    ...(flags.schema ? { schemaId: flags.schema } : {}),
  });
  bar.update(15, { state: created.status });
  if (!flags.wait)
    return { file: basename(path), doc_id: uploaded!.doc_id, job_id: created.job_id, status: created.status };
  const job = await client.waitForJob(created.job_id, {
    signal: ctx.signal,
    onProgress: (j) => bar.update(j.status === "completed" ? 100 : Math.max(20, j.progress), { state: stateOf(j) }),
  });
  bar.update(100, { state: job.status === "failed" ? `failed: ${job.error ?? ""}`.slice(0, 60) : "completed" });
  return parsedDocument(path, uploaded!, job);
}

/** The results as asked: one JSON document (an array for several files), CSV, or a file each under --out. */
function write(docs: ParsedDocument[], flags: ParseFlags): void {
  if (flags.out) {
    const dir = userPath(flags.out);
    mkdirSync(dir, { recursive: true });
    for (const d of docs) {
      const name = `${d.file}.docintake.${flags.csv ? "csv" : "json"}`;
      writeFileSync(join(dir, name), flags.csv ? csvOf(d) : JSON.stringify(d, null, 2) + "\n");
    }
    return;
  }
  if (!flags.csv) return printJson(docs.length === 1 ? docs[0] : docs);
  const completed = docs.filter((d) => d.status === "completed");
  if (completed.length === 1) return void process.stdout.write(csvOf(completed[0]!));
  // Several statements: one table, each row naming its file.
  const rows = completed.flatMap((d) => {
    const txs = ((d.result as { transactions?: Record<string, string>[] })?.transactions ?? []) as Record<
      string,
      string
    >[];
    return txs.map((t) => [d.file, ...STATEMENT_COLUMNS.map((c) => t[c] ?? "")]);
  });
  process.stdout.write(toCsv([["file", ...STATEMENT_COLUMNS], ...rows]));
}

export function parseCommand(program: Command, signal: AbortSignal): void {
  program
    .command("parse")
    .description("upload files and parse them; with --wait, follow each job and print the results as JSON")
    .argument("<paths...>", "files or folders")
    .option("-w, --wait", "wait for the jobs to end and print their results")
    .option("-t, --type <type>", "invoice, statement, or auto (the detected type)", "auto")
    .option("--csv", "print results as CSV (a statement's transactions; an invoice's fields)")
    .option("-o, --out <dir>", "write each result to <dir>/<file>.docintake.json (or .csv) instead")
    .option("--callback-url <url>", "POSTed to when each job ends, signed with your webhook secret")
    .option("--schema <schema_id>", "a parsing schema whose fields are extracted too")
    .action(async (paths: string[], _opts: unknown, cmd: Command) => {
      const flags = cmd.optsWithGlobals<ParseFlags>();
      if (!(flags.type! in TYPES)) throw new UsageError(`--type is invoice, statement or auto, not "${flags.type}"`);
      if (flags.csv && !flags.wait) throw new UsageError("--csv needs --wait (results are written once jobs end)");
      const ctx = contextOf(flags, signal);
      const files = expandInputs(paths);
      const client = ctx.client();
      const bars = documentBars(ctx.out);
      // Two documents at a time: uploads overlap with parsing, without crowding the service.
      const queue = files.map((f, i) => ({ f, i, bar: bars.add(basename(f)) }));
      const docs: (ParsedDocument | Record<string, unknown>)[] = new Array(files.length);
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          docs[next.i] = await parseOne(ctx, client, next.f, flags, next.bar);
      };
      try {
        await Promise.all([worker(), worker()]);
      } finally {
        bars.stop();
      }
      if (!flags.wait) {
        show(ctx.out, docs, (d) => table(d as Record<string, unknown>[], ["file", "doc_id", "job_id", "status"]));
        return;
      }
      const parsed = docs as ParsedDocument[];
      write(parsed, flags);
      if (parsed.some((d) => d.status !== "completed")) process.exitCode = EXIT.failed;
    });
}
