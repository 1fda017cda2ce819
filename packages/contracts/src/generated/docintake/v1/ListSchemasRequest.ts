// Original file: ../../protos/docintake/v1/schemas.proto

import type {
  PageRequestInput as _docintake_v1_PageRequestInput,
  PageRequest as _docintake_v1_PageRequest,
} from "../../docintake/v1/PageRequest.ts";

export interface ListSchemasRequestInput {
  page?: _docintake_v1_PageRequestInput | null;
  type?: string;
}

export interface ListSchemasRequest {
  page: _docintake_v1_PageRequest | null;
  type: string;
}
