/** Writing a downloaded file: under the name the service gives it (Content-Disposition), or where the user says. */
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { bytes, note, show, userPath, type Output } from "./output.ts";

/** The file name of a Content-Disposition header (RFC 6266: filename* first). */
export function dispositionName(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]!);
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}

/**
 * Saves a response's body to `output` (`-` for standard output), else under its Content-Disposition name, else
 * `fallback`; `record` is what --json prints besides the path.
 */
export async function saveResponse(
  out: Output,
  res: Response,
  opts: { output: string | undefined; fallback: string; record: Record<string, unknown> },
): Promise<void> {
  const name = opts.output ?? dispositionName(res.headers.get("content-disposition")) ?? opts.fallback;
  const body = Readable.fromWeb(res.body as never);
  if (name === "-") return pipeline(body, process.stdout);
  const path = userPath(name);
  const counted = { n: 0 };
  body.on("data", (chunk: Buffer) => (counted.n += chunk.length));
  await pipeline(body, createWriteStream(path));
  note(out, `saved ${path} (${bytes(counted.n)})`);
  if (out.json) show(out, { ...opts.record, path }, () => "");
}
