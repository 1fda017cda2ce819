// Original file: ../../protos/docintake/v1/schemas.proto

export interface SchemaInput {
  id?: string;
  userId?: string;
  name?: string;
  type?: string;
  description?: string;
  hasDescription?: boolean;
  definitionJson?: string;
  version?: number;
  isActive?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export interface Schema {
  id: string;
  userId: string;
  name: string;
  type: string;
  description: string;
  hasDescription: boolean;
  definitionJson: string;
  version: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
