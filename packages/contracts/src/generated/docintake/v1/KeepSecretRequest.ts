// Original file: ../../protos/docintake/v1/files.proto

export interface KeepSecretRequestInput {
  documentId?: string;
  jobId?: string;
  sealedSecret?: string;
}

export interface KeepSecretRequest {
  documentId: string;
  jobId: string;
  sealedSecret: string;
}
