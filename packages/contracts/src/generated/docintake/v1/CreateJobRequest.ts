// Original file: ../../protos/docintake/v1/jobs.proto

export interface CreateJobRequestInput {
  route?: string;
  documentId?: string;
  callbackUrl?: string;
  schemaId?: string;
  requestKey?: string;
  sealedSecret?: string;
}

export interface CreateJobRequest {
  route: string;
  documentId: string;
  callbackUrl: string;
  schemaId: string;
  requestKey: string;
  sealedSecret: string;
}
