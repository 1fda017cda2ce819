/** `docintake files ls|get|download|rm`. */
import type { Command } from "commander";
import { contextOf, type GlobalOptions } from "../context.ts";
import { bytes, show, table } from "../output.ts";
import { saveResponse } from "../save.ts";

interface ListFlags extends GlobalOptions {
  page?: string;
  pageSize?: string;
  type?: string;
  status?: string;
}

export function filesCommand(program: Command, signal: AbortSignal): void {
  const files = program.command("files").description("stored files");
  files
    .command("ls")
    .description("list your files, newest first")
    .option("--page <n>", "page, from 1", "1")
    .option("--page-size <n>", "files a page, up to 100", "20")
    .option("--type <type>", "invoice, bank_statement, other or unknown")
    .option("--status <status>", "pending, processing, completed, failed or deleted")
    .action(async (_opts: unknown, cmd: Command) => {
      const f = cmd.optsWithGlobals<ListFlags>();
      const ctx = contextOf(f, signal);
      const list = await ctx.client().files.list({
        page: Number(f.page),
        page_size: Number(f.pageSize),
        ...(f.type ? { type: f.type as never } : {}),
        ...(f.status ? { status: f.status as never } : {}),
      });
      show(ctx.out, list, (l) =>
        [
          table(
            l.files.map((x) => ({ ...x, size: bytes(x.size) })),
            ["id", "filename", "type", "status", "size", "created_at"],
          ),
          `page ${l.page} of ${Math.max(1, Math.ceil(l.total / l.page_size))} (${l.total} files)`,
        ].join("\n"),
      );
    });
  files
    .command("get")
    .description("one file's record, with its last result (processed_data)")
    .argument("<file_id>")
    .action(async (id: string, _opts: unknown, cmd: Command) => {
      const ctx = contextOf(cmd.optsWithGlobals<GlobalOptions>(), signal);
      show(ctx.out, await ctx.client().files.get(id), (r) => JSON.stringify(r, null, 2));
    });
  files
    .command("download")
    .description("save a file's original bytes (under its own name unless -o is given)")
    .argument("<file_id>")
    .option("-o, --output <path>", "where to write it; - for standard output")
    .action(async (id: string, _opts: unknown, cmd: Command) => {
      const o = cmd.optsWithGlobals<GlobalOptions & { output?: string }>();
      const ctx = contextOf(o, signal);
      const res = await ctx.client().files.download(id);
      await saveResponse(ctx.out, res, { output: o.output, fallback: id, record: { file_id: id } });
    });
  files
    .command("rm")
    .description("delete files for good (their results too)")
    .argument("<file_ids...>")
    .action(async (ids: string[], _opts: unknown, cmd: Command) => {
      const ctx = contextOf(cmd.optsWithGlobals<GlobalOptions>(), signal);
      const removed = [];
      for (const id of ids) removed.push(await ctx.client().files.remove(id));
      show(ctx.out, removed, (r) => r.map((x) => `deleted ${x.file_id}`).join("\n"));
    });
}
