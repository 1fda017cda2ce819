// Original file: ../../protos/docintake/v1/common.proto

export interface PageRequestInput {
  page?: number;
  pageSize?: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}
