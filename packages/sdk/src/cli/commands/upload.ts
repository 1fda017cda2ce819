/** `docintake upload FILES|DIRS`: one bar over the bytes sent, then each file's id and detected type. */
import { basename } from "node:path";
import type { Command } from "commander";
import { contextOf, type GlobalOptions } from "../context.ts";
import { expandInputs } from "../inputs.ts";
import { bytes, note, show, table } from "../output.ts";
import { bytesBar } from "../progress.ts";

export function uploadCommand(program: Command, signal: AbortSignal): void {
  program
    .command("upload")
    .description("upload files (PDF, JPG, JPEG, PNG; a folder's such files), then show their detected types")
    .argument("<paths...>", "files or folders")
    .option("--idempotency-key <key>", "replays the first answer when the same upload is sent again")
    .action(async (paths: string[], _opts: unknown, cmd: Command) => {
      const options = cmd.optsWithGlobals<GlobalOptions & { idempotencyKey?: string }>();
      const ctx = contextOf(options, signal);
      const files = expandInputs(paths);
      const client = ctx.client();
      let bar: ReturnType<typeof bytesBar> | undefined;
      const uploaded = await client.upload(files, {
        signal,
        ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
        onProgress: (p) => {
          bar ??= bytesBar(ctx.out, p.totalBytes, `uploading ${files.length} file${files.length === 1 ? "" : "s"}`);
          bar.update(p.sentBytes);
        },
      });
      bar?.stop();
      note(ctx.out, "");
      const rows = uploaded.map((u, i) => ({
        file: basename(files[i]!),
        doc_id: u.doc_id,
        type: u.type,
        format: u.validation.format,
        pages: u.validation.page_count,
        size: bytes(u.validation.file_size),
      }));
      show(
        ctx.out,
        uploaded.map((u, i) => ({ file: basename(files[i]!), ...u })),
        () => table(rows, ["file", "doc_id", "type", "format", "pages", "size"]),
      );
    });
}
