/** `docintake login`: checks the base URL and key against the service, then keeps them (0600). */
import { createInterface } from "node:readline/promises";
import type { Command } from "commander";
import { DocIntake } from "../../client.ts";
import { readSaved, save } from "../config.ts";
import { UsageError } from "../exit-codes.ts";
import { contextOf, type GlobalOptions } from "../context.ts";
import { show } from "../output.ts";

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY === true });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

export function loginCommand(program: Command, signal: AbortSignal): void {
  program
    .command("login")
    .description("check and keep the service's base URL and your API key in your config folder")
    .option("--base-url <url>", "the service, e.g. http://127.0.0.1:8080")
    .option("--key <key>", "an API key (dik_…); asked for when left out (or read from standard input)")
    .action(async (_opts: unknown, cmd: Command) => {
      const options = cmd.optsWithGlobals<GlobalOptions>();
      const ctx = contextOf(options, signal);
      const saved = readSaved();
      const baseUrl = options.baseUrl || process.env["DOCINTAKE_BASE_URL"] || saved.baseUrl || "http://127.0.0.1:8080";
      const apiKey = options.key || process.env["DOCINTAKE_API_KEY"] || (await ask("API key: "));
      if (!apiKey) throw new UsageError("no API key given");
      const client = new DocIntake({ baseUrl, apiKey });
      const { total } = await client.files.list({ page: 1, page_size: 1 });
      const file = save({ baseUrl: client.baseUrl, apiKey });
      show(ctx.out, { base_url: client.baseUrl, config: file, files: total }, (d) =>
        [`logged in to ${d.base_url} (${d.files} files stored)`, `saved in ${d.config} (readable by you alone)`].join(
          "\n",
        ),
      );
    });
}
