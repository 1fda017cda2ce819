// Original file: ../../protos/docintake/v1/common.proto

export interface EmptyInput {}

export interface Empty {}
