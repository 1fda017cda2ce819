// Original file: ../../protos/docintake/v1/schemas.proto

export interface SchemaRefInput {
  id?: string;
}

export interface SchemaRef {
  id: string;
}
