// Original file: ../../protos/docintake/v1/jobs.proto

import type {
  BatchCountsInput as _docintake_v1_BatchCountsInput,
  BatchCounts as _docintake_v1_BatchCounts,
} from "../../docintake/v1/BatchCounts.ts";

export interface BatchInput {
  id?: string;
  kind?: string;
  status?: string;
  jobIds?: string[];
  counts?: _docintake_v1_BatchCountsInput | null;
  createdAt?: string;
  updatedAt?: string;
}

export interface Batch {
  id: string;
  kind: string;
  status: string;
  jobIds: string[];
  counts: _docintake_v1_BatchCounts | null;
  createdAt: string;
  updatedAt: string;
}
