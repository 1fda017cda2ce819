// Original file: ../../protos/docintake/v1/files.proto

export interface ForgetSecretRequestInput {
  jobId?: string;
}

export interface ForgetSecretRequest {
  jobId: string;
}
