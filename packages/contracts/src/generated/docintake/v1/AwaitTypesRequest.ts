// Original file: ../../protos/docintake/v1/files.proto

export interface AwaitTypesRequestInput {
  ids?: string[];
  waitMs?: number;
}

export interface AwaitTypesRequest {
  ids: string[];
  waitMs: number;
}
