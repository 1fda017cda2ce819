// Original file: ../../protos/docintake/v1/jobs.proto

export interface BatchCountsInput {
  pending?: number;
  processing?: number;
  completed?: number;
  failed?: number;
}

export interface BatchCounts {
  pending: number;
  processing: number;
  completed: number;
  failed: number;
}
