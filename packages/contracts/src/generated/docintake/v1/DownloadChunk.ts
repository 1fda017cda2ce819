// Original file: ../../protos/docintake/v1/files.proto

import type { FileInput as _docintake_v1_FileInput, File as _docintake_v1_File } from "../../docintake/v1/File.ts";

export interface DownloadChunkInput {
  file?: _docintake_v1_FileInput | null;
  data?: Buffer | Uint8Array | string;
  part?: "file" | "data";
}

export interface DownloadChunk {
  file?: _docintake_v1_File | null;
  data?: Buffer;
  part?: "file" | "data";
}
