// Original file: ../../protos/docintake/v1/files.proto

import type { FileInput as _docintake_v1_FileInput, File as _docintake_v1_File } from "../../docintake/v1/File.ts";
import type { Long } from "@grpc/proto-loader";

export interface FileListInput {
  files?: _docintake_v1_FileInput[];
  total?: number | string | Long;
}

export interface FileList {
  files: _docintake_v1_File[];
  total: number;
}
