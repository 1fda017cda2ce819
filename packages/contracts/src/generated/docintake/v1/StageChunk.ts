// Original file: ../../protos/docintake/v1/files.proto

export interface StageChunkInput {
  filename?: string;
  data?: Buffer | Uint8Array | string;
  part?: "filename" | "data";
}

export interface StageChunk {
  filename?: string;
  data?: Buffer;
  part?: "filename" | "data";
}
