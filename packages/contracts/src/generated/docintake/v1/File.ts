// Original file: ../../protos/docintake/v1/files.proto

import type { Long } from "@grpc/proto-loader";

export interface FileInput {
  id?: string;
  userId?: string;
  filename?: string;
  fileId?: string;
  type?: string;
  status?: string;
  size?: number | string | Long;
  format?: string;
  mime?: string;
  pageCount?: number;
  createdAt?: string;
  completedAt?: string;
  processedDataJson?: string;
  typeReason?: string;
}

export interface File {
  id: string;
  userId: string;
  filename: string;
  fileId: string;
  type: string;
  status: string;
  size: number;
  format: string;
  mime: string;
  pageCount: number;
  createdAt: string;
  completedAt: string;
  processedDataJson: string;
  typeReason: string;
}
