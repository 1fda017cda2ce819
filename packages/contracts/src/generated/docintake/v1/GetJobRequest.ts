// Original file: ../../protos/docintake/v1/jobs.proto

export interface GetJobRequestInput {
  jobId?: string;
  kind?: string;
}

export interface GetJobRequest {
  jobId: string;
  kind: string;
}
