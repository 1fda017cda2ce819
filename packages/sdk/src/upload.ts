/**
 * What `upload` accepts (paths, buffers, Blobs, Node and web streams) as named Blobs, and the multipart body made
 * of them with a count of the bytes sent. Files on disk are read as they are sent (fs.openAsBlob); a stream is
 * read into memory first, since a multipart part needs its length, and at most the API's file size is taken.
 */
import { openAsBlob } from "node:fs";
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { Readable } from "node:stream";
import { LIMITS } from "@docintake/contracts";

type Bytes = Uint8Array | Blob | NodeJS.ReadableStream | ReadableStream<Uint8Array>;

/** A path, bytes, a Blob (a File keeps its name) or a stream; `{name, data}` names bytes and streams. */
export type UploadInput = string | Bytes | { name: string; data: Bytes; type?: string };

export interface NamedBlob {
  name: string;
  blob: Blob;
}

async function streamToBlob(stream: NodeJS.ReadableStream | ReadableStream<Uint8Array>): Promise<Blob> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const source = stream instanceof ReadableStream ? Readable.fromWeb(stream as never) : (stream as Readable);
  for await (const chunk of source) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Uint8Array);
    size += bytes.byteLength;
    // One byte over is enough for the service to refuse it, naming the file.
    if (size > LIMITS.fileBytes + 1) {
      if ("destroy" in source) source.destroy();
      chunks.push(bytes.subarray(0, bytes.byteLength - (size - LIMITS.fileBytes - 1)));
      break;
    }
    chunks.push(bytes);
  }
  return new Blob(chunks as Uint8Array<ArrayBuffer>[]);
}

async function toBlob(data: Bytes, type?: string): Promise<Blob> {
  if (data instanceof Blob) return data;
  if (data instanceof Uint8Array) return new Blob([data as Uint8Array<ArrayBuffer>], type ? { type } : {});
  return streamToBlob(data);
}

/** Each input as a named Blob, in order; `file-N` names what has no name of its own. */
export async function namedBlobs(inputs: readonly UploadInput[]): Promise<NamedBlob[]> {
  return Promise.all(
    inputs.map(async (input, i) => {
      if (typeof input === "string") {
        if (!(await stat(input)).isFile()) throw new Error(`${input} is not a file`);
        return { name: basename(input), blob: await openAsBlob(input) };
      }
      if (typeof input === "object" && "data" in input && "name" in input)
        return { name: input.name, blob: await toBlob(input.data, input.type) };
      const name = input instanceof File ? input.name : `file-${i + 1}`;
      return { name, blob: await toBlob(input as Bytes) };
    }),
  );
}

export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
}

/**
 * The multipart/form-data body of the files (parts named `files`), as a stream that reports the bytes taken from
 * it; `totalBytes` counts the files' bytes and the parts' headers.
 */
export function multipartBody(
  files: readonly NamedBlob[],
  onProgress?: (p: UploadProgress) => void,
): { body: ReadableStream<Uint8Array>; contentType: string; totalBytes: number } {
  const form = new FormData();
  for (const f of files) form.append("files", f.blob, f.name);
  const encoded = new Response(form);
  const contentType = encoded.headers.get("content-type")!;
  const totalBytes = files.reduce((n, f) => n + f.blob.size + 200 + Buffer.byteLength(f.name), 0);
  let sentBytes = 0;
  const counted = encoded.body!.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        sentBytes += chunk.byteLength;
        onProgress?.({ sentBytes: Math.min(sentBytes, totalBytes), totalBytes });
        controller.enqueue(chunk);
      },
      flush() {
        onProgress?.({ sentBytes: totalBytes, totalBytes });
      },
    }),
  );
  return { body: counted, contentType, totalBytes };
}

/** Groups of at most the API's files per request. */
export function chunks<T>(items: readonly T[], size = LIMITS.filesPerUpload): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
