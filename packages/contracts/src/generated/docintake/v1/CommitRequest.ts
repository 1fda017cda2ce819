// Original file: ../../protos/docintake/v1/files.proto

export interface CommitRequestInput {
  stagingIds?: string[];
  requestKey?: string;
  sealedSecret?: string;
}

export interface CommitRequest {
  stagingIds: string[];
  requestKey: string;
  sealedSecret: string;
}
