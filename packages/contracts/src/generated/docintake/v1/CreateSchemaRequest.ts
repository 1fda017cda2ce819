// Original file: ../../protos/docintake/v1/schemas.proto

export interface CreateSchemaRequestInput {
  name?: string;
  type?: string;
  description?: string;
  hasDescription?: boolean;
  definitionJson?: string;
}

export interface CreateSchemaRequest {
  name: string;
  type: string;
  description: string;
  hasDescription: boolean;
  definitionJson: string;
}
