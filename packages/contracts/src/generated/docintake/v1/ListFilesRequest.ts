// Original file: ../../protos/docintake/v1/files.proto

import type {
  PageRequestInput as _docintake_v1_PageRequestInput,
  PageRequest as _docintake_v1_PageRequest,
} from "../../docintake/v1/PageRequest.ts";

export interface ListFilesRequestInput {
  page?: _docintake_v1_PageRequestInput | null;
  type?: string;
  status?: string;
}

export interface ListFilesRequest {
  page: _docintake_v1_PageRequest | null;
  type: string;
  status: string;
}
