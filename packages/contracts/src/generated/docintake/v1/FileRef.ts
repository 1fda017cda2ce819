// Original file: ../../protos/docintake/v1/files.proto

export interface FileRefInput {
  id?: string;
}

export interface FileRef {
  id: string;
}
