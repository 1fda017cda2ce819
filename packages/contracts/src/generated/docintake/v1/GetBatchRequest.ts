// Original file: ../../protos/docintake/v1/jobs.proto

export interface GetBatchRequestInput {
  batchId?: string;
  kind?: string;
}

export interface GetBatchRequest {
  batchId: string;
  kind: string;
}
