// Original file: ../../protos/docintake/v1/files.proto

export interface SecretKeptInput {
  kept?: boolean;
}

export interface SecretKept {
  kept: boolean;
}
