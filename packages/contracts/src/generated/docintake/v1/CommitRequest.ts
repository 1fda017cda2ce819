// Original file: ../../protos/docintake/v1/files.proto

export interface CommitRequestInput {
  stagingIds?: string[];
  sealedSecret?: string;
}

export interface CommitRequest {
  stagingIds: string[];
  sealedSecret: string;
}
