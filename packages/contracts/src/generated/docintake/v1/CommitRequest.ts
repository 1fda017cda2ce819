// Original file: ../../protos/docintake/v1/files.proto

export interface CommitRequestInput {
  stagingIds?: string[];
}

export interface CommitRequest {
  stagingIds: string[];
}
