/** The files a command is given: files as named, folders for the supported documents directly in them. */
import { readdirSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { UsageError } from "./exit-codes.ts";
import { userPath } from "./output.ts";

/** What the service takes, by name; it judges each file by its bytes all the same. */
export const DOCUMENT_EXTENSIONS = new Set([".pdf", ".jpg", ".jpeg", ".png"]);

export const isDocument = (path: string): boolean => DOCUMENT_EXTENSIONS.has(extname(path).toLowerCase());

export function expandInputs(args: readonly string[]): string[] {
  const out: string[] = [];
  for (const arg of args) {
    const path = userPath(arg);
    let stat;
    try {
      stat = statSync(path);
    } catch {
      throw new UsageError(`no such file or folder: ${arg}`);
    }
    if (stat.isDirectory()) {
      const found = readdirSync(path)
        .filter((name) => isDocument(name))
        .sort()
        .map((name) => join(path, name))
        .filter((p) => statSync(p).isFile());
      if (found.length === 0) throw new UsageError(`no PDF, JPG, JPEG or PNG file in ${arg}`);
      out.push(...found);
    } else out.push(path);
  }
  if (out.length === 0) throw new UsageError("no files given");
  return out;
}
