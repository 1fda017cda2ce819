// Original file: ../../protos/docintake/v1/jobs.proto

export interface CreateBatchRequestInput {
  kind?: string;
  documentIds?: string[];
  callbackUrl?: string;
  schemaId?: string;
  requestKey?: string;
  sealedSecret?: string;
}

export interface CreateBatchRequest {
  kind: string;
  documentIds: string[];
  callbackUrl: string;
  schemaId: string;
  requestKey: string;
  sealedSecret: string;
}
