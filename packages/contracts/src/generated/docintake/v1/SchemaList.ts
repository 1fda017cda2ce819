// Original file: ../../protos/docintake/v1/schemas.proto

import type {
  SchemaInput as _docintake_v1_SchemaInput,
  Schema as _docintake_v1_Schema,
} from "../../docintake/v1/Schema.ts";
import type { Long } from "@grpc/proto-loader";

export interface SchemaListInput {
  schemas?: _docintake_v1_SchemaInput[];
  total?: number | string | Long;
}

export interface SchemaList {
  schemas: _docintake_v1_Schema[];
  total: number;
}
