// Original file: ../../protos/docintake/v1/files.proto

import type { Long } from "@grpc/proto-loader";

export interface StagedUploadInput {
  stagingId?: string;
  filename?: string;
  format?: string;
  size?: number | string | Long;
}

export interface StagedUpload {
  stagingId: string;
  filename: string;
  format: string;
  size: number;
}
