/**
 * `docintake watch DIR`: a hot folder. Each document that appears in it (and each one already there without a
 * result) is uploaded and parsed; its result is written next to it as <file>.docintake.json (and .csv with --csv),
 * or <file>.docintake-error.json when it fails, so that it is not tried again. Runs until Ctrl-C; --once handles
 * what is there and ends.
 */
import { existsSync, statSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { watch } from "chokidar";
import type { Command } from "commander";
import type { DocIntake } from "../../client.ts";
import { DocIntakeConnectionError, JobFailedError } from "../../errors.ts";
import { contextOf, type Ctx, type GlobalOptions } from "../context.ts";
import { EXIT, UsageError } from "../exit-codes.ts";
import { isDocument } from "../inputs.ts";
import { printJson, userPath } from "../output.ts";
import { csvOf, parsedDocument } from "../results.ts";

interface WatchFlags extends GlobalOptions {
  csv?: boolean;
  once?: boolean;
}

const resultFile = (path: string) => `${path}.docintake.json`;
const errorFile = (path: string) => `${path}.docintake-error.json`;

/** A document whose result (or failure) was written after it last changed has been handled. */
function handled(path: string): boolean {
  const changed = statSync(path).mtimeMs;
  return [resultFile(path), errorFile(path)].some((f) => existsSync(f) && statSync(f).mtimeMs >= changed);
}

function log(ctx: Ctx, event: Record<string, unknown>, human: string): void {
  if (ctx.out.json) process.stdout.write(JSON.stringify(event) + "\n");
  else process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${human}\n`);
}

/** Parses one document and writes what came of it next to it; a service out of reach is left for later. */
async function handle(ctx: Ctx, client: DocIntake, path: string, flags: WatchFlags): Promise<boolean> {
  const name = basename(path);
  try {
    const { file, job } = await client.parseFile(path, { signal: ctx.signal });
    const doc = parsedDocument(path, file, job);
    writeFileSync(resultFile(path), JSON.stringify(doc, null, 2) + "\n");
    if (flags.csv) writeFileSync(`${path}.docintake.csv`, csvOf(doc));
    log(
      ctx,
      { file: name, status: "completed", type: doc.type, result: resultFile(path) },
      `${name}: ${doc.type}, written to ${basename(resultFile(path))}`,
    );
    return true;
  } catch (err) {
    if (err instanceof DocIntakeConnectionError || ctx.signal.aborted) throw err;
    const message =
      err instanceof JobFailedError ? (err.job.error ?? "the job failed") : String((err as Error)?.message ?? err);
    writeFileSync(
      errorFile(path),
      JSON.stringify({ file: name, error: message, code: (err as { code?: string }).code }, null, 2) + "\n",
    );
    log(ctx, { file: name, status: "failed", error: message }, `${name}: failed: ${message}`);
    return false;
  }
}

export function watchCommand(program: Command, signal: AbortSignal): void {
  program
    .command("watch")
    .description("a hot folder: parse each document put in it and write its result next to it")
    .argument("<dir>")
    .option("--csv", "also write <file>.docintake.csv (a statement's transactions)")
    .option("--once", "handle the documents there now, then end")
    .action(async (dirArg: string, _opts: unknown, cmd: Command) => {
      const flags = cmd.optsWithGlobals<WatchFlags>();
      const ctx = contextOf(flags, signal);
      const dir = userPath(dirArg);
      if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`not a folder: ${dirArg}`);
      const client = ctx.client();
      let failures = 0;
      // One document at a time, in the order they came.
      let chain = Promise.resolve();
      const enqueue = (path: string) => {
        chain = chain.then(async () => {
          if (!existsSync(path) || handled(path)) return;
          if (!(await handle(ctx, client, path, flags))) failures++;
        });
      };
      const watcher = watch(dir, {
        depth: 0,
        ignoreInitial: false,
        // A file still being copied in is left until its size holds still.
        awaitWriteFinish: { stabilityThreshold: 500, pollInterval: 100 },
        ignored: (path, stats) => stats?.isFile() === true && !isDocument(path),
      });
      watcher.on("add", enqueue).on("change", enqueue);
      await new Promise<void>((resolve) => watcher.once("ready", () => resolve()));
      log(ctx, { watching: dir }, `watching ${dir}${flags.once ? " (once)" : "; Ctrl-C to stop"}`);
      if (!flags.once)
        await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
      // Files seen at start are settling (awaitWriteFinish); wait for them to be queued and handled.
      await new Promise((r) => setTimeout(r, flags.once ? 800 : 0));
      await watcher.close();
      await chain.catch((err: unknown) => {
        if (!signal.aborted) throw err;
      });
      if (signal.aborted) process.exitCode = EXIT.ok;
      else if (failures > 0) process.exitCode = EXIT.failed;
      if (flags.json && flags.once) printJson({ failures });
    });
}
