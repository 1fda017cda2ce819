#!/usr/bin/env node
/**
 * docintake: the DocIntake API from the command line. `docintake --help`, `docintake <command> --help`.
 * Exit codes: see exit-codes.ts (0 ok, 1 a job failed, 2 usage, 3 not logged in or key refused, 4 not found,
 * 5 input refused, 6 service unavailable, 130 interrupted).
 */
import { Command, CommanderError } from "commander";
import { exitCodeOf, EXIT } from "./exit-codes.ts";
import { filesCommand } from "./commands/files.ts";
import { jobsCommand } from "./commands/jobs.ts";
import { loginCommand } from "./commands/login.ts";
import { parseCommand } from "./commands/parse.ts";
import { schemasCommand } from "./commands/schemas.ts";
import { uploadCommand } from "./commands/upload.ts";
import { watchCommand } from "./commands/watch.ts";

const controller = new AbortController();
process.once("SIGINT", () => controller.abort(new DOMException("interrupted", "AbortError")));

const program = new Command("docintake")
  .description("Upload documents to DocIntake, parse them, and read the results")
  .option("--json", "machine-readable output (JSON on standard output, no progress bars)")
  .option("--base-url <url>", "the service (else DOCINTAKE_BASE_URL, else the one saved by login)")
  .option("--key <key>", "an API key (else DOCINTAKE_API_KEY, else the one saved by login)")
  .showHelpAfterError()
  .exitOverride();

for (const add of [loginCommand, uploadCommand, parseCommand, jobsCommand, filesCommand, schemasCommand, watchCommand])
  add(program, controller.signal);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    // --help and --version end with 0; a mistake in the arguments with 2.
    process.exitCode = err.exitCode === 0 ? EXIT.ok : EXIT.usage;
  } else {
    const code = controller.signal.aborted ? EXIT.interrupted : exitCodeOf(err);
    const message = err instanceof Error ? err.message : String(err);
    if (program.opts<{ json?: boolean }>().json)
      process.stderr.write(JSON.stringify({ error: message, code: (err as { code?: string }).code ?? null }) + "\n");
    else process.stderr.write(`docintake: ${message}\n`);
    process.exitCode = code;
  }
}
