// Original file: ../../protos/docintake/v1/files.proto

export interface FileTypesInput {
  types?: { [key: string]: string };
}

export interface FileTypes {
  types: { [key: string]: string };
}
