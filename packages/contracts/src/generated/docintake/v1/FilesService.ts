// Original file: ../../protos/docintake/v1/files.proto

import type * as grpc from "@grpc/grpc-js";
import type { MethodDefinition } from "@grpc/proto-loader";
import type {
  AwaitTypesRequestInput as _docintake_v1_AwaitTypesRequestInput,
  AwaitTypesRequest as _docintake_v1_AwaitTypesRequest,
} from "../../docintake/v1/AwaitTypesRequest.ts";
import type {
  CommitRequestInput as _docintake_v1_CommitRequestInput,
  CommitRequest as _docintake_v1_CommitRequest,
} from "../../docintake/v1/CommitRequest.ts";
import type {
  DownloadChunkInput as _docintake_v1_DownloadChunkInput,
  DownloadChunk as _docintake_v1_DownloadChunk,
} from "../../docintake/v1/DownloadChunk.ts";
import type { EmptyInput as _docintake_v1_EmptyInput, Empty as _docintake_v1_Empty } from "../../docintake/v1/Empty.ts";
import type { FileInput as _docintake_v1_FileInput, File as _docintake_v1_File } from "../../docintake/v1/File.ts";
import type {
  FileListInput as _docintake_v1_FileListInput,
  FileList as _docintake_v1_FileList,
} from "../../docintake/v1/FileList.ts";
import type {
  FileRefInput as _docintake_v1_FileRefInput,
  FileRef as _docintake_v1_FileRef,
} from "../../docintake/v1/FileRef.ts";
import type {
  FileTypesInput as _docintake_v1_FileTypesInput,
  FileTypes as _docintake_v1_FileTypes,
} from "../../docintake/v1/FileTypes.ts";
import type {
  ForgetSecretRequestInput as _docintake_v1_ForgetSecretRequestInput,
  ForgetSecretRequest as _docintake_v1_ForgetSecretRequest,
} from "../../docintake/v1/ForgetSecretRequest.ts";
import type {
  KeepSecretRequestInput as _docintake_v1_KeepSecretRequestInput,
  KeepSecretRequest as _docintake_v1_KeepSecretRequest,
} from "../../docintake/v1/KeepSecretRequest.ts";
import type {
  ListFilesRequestInput as _docintake_v1_ListFilesRequestInput,
  ListFilesRequest as _docintake_v1_ListFilesRequest,
} from "../../docintake/v1/ListFilesRequest.ts";
import type {
  SecretKeptInput as _docintake_v1_SecretKeptInput,
  SecretKept as _docintake_v1_SecretKept,
} from "../../docintake/v1/SecretKept.ts";
import type {
  StageChunkInput as _docintake_v1_StageChunkInput,
  StageChunk as _docintake_v1_StageChunk,
} from "../../docintake/v1/StageChunk.ts";
import type {
  StagedUploadInput as _docintake_v1_StagedUploadInput,
  StagedUpload as _docintake_v1_StagedUpload,
} from "../../docintake/v1/StagedUpload.ts";

export interface FilesServiceClient extends grpc.Client {
  AwaitTypes(
    argument: _docintake_v1_AwaitTypesRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_FileTypes>,
  ): grpc.ClientUnaryCall;
  AwaitTypes(
    argument: _docintake_v1_AwaitTypesRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_FileTypes>,
  ): grpc.ClientUnaryCall;
  AwaitTypes(
    argument: _docintake_v1_AwaitTypesRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_FileTypes>,
  ): grpc.ClientUnaryCall;
  AwaitTypes(
    argument: _docintake_v1_AwaitTypesRequestInput,
    callback: grpc.requestCallback<_docintake_v1_FileTypes>,
  ): grpc.ClientUnaryCall;
  awaitTypes(
    argument: _docintake_v1_AwaitTypesRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_FileTypes>,
  ): grpc.ClientUnaryCall;
  awaitTypes(
    argument: _docintake_v1_AwaitTypesRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_FileTypes>,
  ): grpc.ClientUnaryCall;
  awaitTypes(
    argument: _docintake_v1_AwaitTypesRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_FileTypes>,
  ): grpc.ClientUnaryCall;
  awaitTypes(
    argument: _docintake_v1_AwaitTypesRequestInput,
    callback: grpc.requestCallback<_docintake_v1_FileTypes>,
  ): grpc.ClientUnaryCall;

  Commit(
    argument: _docintake_v1_CommitRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  Commit(
    argument: _docintake_v1_CommitRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  Commit(
    argument: _docintake_v1_CommitRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  Commit(
    argument: _docintake_v1_CommitRequestInput,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  commit(
    argument: _docintake_v1_CommitRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  commit(
    argument: _docintake_v1_CommitRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  commit(
    argument: _docintake_v1_CommitRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  commit(
    argument: _docintake_v1_CommitRequestInput,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;

  Discard(
    argument: _docintake_v1_CommitRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  Discard(
    argument: _docintake_v1_CommitRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  Discard(
    argument: _docintake_v1_CommitRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  Discard(
    argument: _docintake_v1_CommitRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  discard(
    argument: _docintake_v1_CommitRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  discard(
    argument: _docintake_v1_CommitRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  discard(
    argument: _docintake_v1_CommitRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  discard(
    argument: _docintake_v1_CommitRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;

  Download(
    argument: _docintake_v1_FileRefInput,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_docintake_v1_DownloadChunk>;
  Download(
    argument: _docintake_v1_FileRefInput,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_docintake_v1_DownloadChunk>;
  download(
    argument: _docintake_v1_FileRefInput,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_docintake_v1_DownloadChunk>;
  download(
    argument: _docintake_v1_FileRefInput,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_docintake_v1_DownloadChunk>;

  ForgetSecret(
    argument: _docintake_v1_ForgetSecretRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  ForgetSecret(
    argument: _docintake_v1_ForgetSecretRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  ForgetSecret(
    argument: _docintake_v1_ForgetSecretRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  ForgetSecret(
    argument: _docintake_v1_ForgetSecretRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  forgetSecret(
    argument: _docintake_v1_ForgetSecretRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  forgetSecret(
    argument: _docintake_v1_ForgetSecretRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  forgetSecret(
    argument: _docintake_v1_ForgetSecretRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  forgetSecret(
    argument: _docintake_v1_ForgetSecretRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;

  Get(
    argument: _docintake_v1_FileRefInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_File>,
  ): grpc.ClientUnaryCall;
  Get(
    argument: _docintake_v1_FileRefInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_File>,
  ): grpc.ClientUnaryCall;
  Get(
    argument: _docintake_v1_FileRefInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_File>,
  ): grpc.ClientUnaryCall;
  Get(argument: _docintake_v1_FileRefInput, callback: grpc.requestCallback<_docintake_v1_File>): grpc.ClientUnaryCall;
  get(
    argument: _docintake_v1_FileRefInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_File>,
  ): grpc.ClientUnaryCall;
  get(
    argument: _docintake_v1_FileRefInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_File>,
  ): grpc.ClientUnaryCall;
  get(
    argument: _docintake_v1_FileRefInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_File>,
  ): grpc.ClientUnaryCall;
  get(argument: _docintake_v1_FileRefInput, callback: grpc.requestCallback<_docintake_v1_File>): grpc.ClientUnaryCall;

  KeepSecret(
    argument: _docintake_v1_KeepSecretRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_SecretKept>,
  ): grpc.ClientUnaryCall;
  KeepSecret(
    argument: _docintake_v1_KeepSecretRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_SecretKept>,
  ): grpc.ClientUnaryCall;
  KeepSecret(
    argument: _docintake_v1_KeepSecretRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_SecretKept>,
  ): grpc.ClientUnaryCall;
  KeepSecret(
    argument: _docintake_v1_KeepSecretRequestInput,
    callback: grpc.requestCallback<_docintake_v1_SecretKept>,
  ): grpc.ClientUnaryCall;
  keepSecret(
    argument: _docintake_v1_KeepSecretRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_SecretKept>,
  ): grpc.ClientUnaryCall;
  keepSecret(
    argument: _docintake_v1_KeepSecretRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_SecretKept>,
  ): grpc.ClientUnaryCall;
  keepSecret(
    argument: _docintake_v1_KeepSecretRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_SecretKept>,
  ): grpc.ClientUnaryCall;
  keepSecret(
    argument: _docintake_v1_KeepSecretRequestInput,
    callback: grpc.requestCallback<_docintake_v1_SecretKept>,
  ): grpc.ClientUnaryCall;

  List(
    argument: _docintake_v1_ListFilesRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  List(
    argument: _docintake_v1_ListFilesRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  List(
    argument: _docintake_v1_ListFilesRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  List(
    argument: _docintake_v1_ListFilesRequestInput,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  list(
    argument: _docintake_v1_ListFilesRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  list(
    argument: _docintake_v1_ListFilesRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  list(
    argument: _docintake_v1_ListFilesRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;
  list(
    argument: _docintake_v1_ListFilesRequestInput,
    callback: grpc.requestCallback<_docintake_v1_FileList>,
  ): grpc.ClientUnaryCall;

  Remove(
    argument: _docintake_v1_FileRefInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  Remove(
    argument: _docintake_v1_FileRefInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  Remove(
    argument: _docintake_v1_FileRefInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  Remove(
    argument: _docintake_v1_FileRefInput,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  remove(
    argument: _docintake_v1_FileRefInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  remove(
    argument: _docintake_v1_FileRefInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  remove(
    argument: _docintake_v1_FileRefInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  remove(
    argument: _docintake_v1_FileRefInput,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;

  Stage(
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_StagedUpload>,
  ): grpc.ClientWritableStream<_docintake_v1_StageChunkInput>;
  Stage(
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_StagedUpload>,
  ): grpc.ClientWritableStream<_docintake_v1_StageChunkInput>;
  Stage(
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_StagedUpload>,
  ): grpc.ClientWritableStream<_docintake_v1_StageChunkInput>;
  Stage(
    callback: grpc.requestCallback<_docintake_v1_StagedUpload>,
  ): grpc.ClientWritableStream<_docintake_v1_StageChunkInput>;
  stage(
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_StagedUpload>,
  ): grpc.ClientWritableStream<_docintake_v1_StageChunkInput>;
  stage(
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_StagedUpload>,
  ): grpc.ClientWritableStream<_docintake_v1_StageChunkInput>;
  stage(
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_StagedUpload>,
  ): grpc.ClientWritableStream<_docintake_v1_StageChunkInput>;
  stage(
    callback: grpc.requestCallback<_docintake_v1_StagedUpload>,
  ): grpc.ClientWritableStream<_docintake_v1_StageChunkInput>;
}

export interface FilesServiceHandlers extends grpc.UntypedServiceImplementation {
  AwaitTypes: grpc.handleUnaryCall<_docintake_v1_AwaitTypesRequest, _docintake_v1_FileTypesInput>;

  Commit: grpc.handleUnaryCall<_docintake_v1_CommitRequest, _docintake_v1_FileListInput>;

  Discard: grpc.handleUnaryCall<_docintake_v1_CommitRequest, _docintake_v1_EmptyInput>;

  Download: grpc.handleServerStreamingCall<_docintake_v1_FileRef, _docintake_v1_DownloadChunkInput>;

  ForgetSecret: grpc.handleUnaryCall<_docintake_v1_ForgetSecretRequest, _docintake_v1_EmptyInput>;

  Get: grpc.handleUnaryCall<_docintake_v1_FileRef, _docintake_v1_FileInput>;

  KeepSecret: grpc.handleUnaryCall<_docintake_v1_KeepSecretRequest, _docintake_v1_SecretKeptInput>;

  List: grpc.handleUnaryCall<_docintake_v1_ListFilesRequest, _docintake_v1_FileListInput>;

  Remove: grpc.handleUnaryCall<_docintake_v1_FileRef, _docintake_v1_EmptyInput>;

  Stage: grpc.handleClientStreamingCall<_docintake_v1_StageChunk, _docintake_v1_StagedUploadInput>;
}

export interface FilesServiceDefinition extends grpc.ServiceDefinition {
  AwaitTypes: MethodDefinition<
    _docintake_v1_AwaitTypesRequestInput,
    _docintake_v1_FileTypesInput,
    _docintake_v1_AwaitTypesRequest,
    _docintake_v1_FileTypes
  >;
  Commit: MethodDefinition<
    _docintake_v1_CommitRequestInput,
    _docintake_v1_FileListInput,
    _docintake_v1_CommitRequest,
    _docintake_v1_FileList
  >;
  Discard: MethodDefinition<
    _docintake_v1_CommitRequestInput,
    _docintake_v1_EmptyInput,
    _docintake_v1_CommitRequest,
    _docintake_v1_Empty
  >;
  Download: MethodDefinition<
    _docintake_v1_FileRefInput,
    _docintake_v1_DownloadChunkInput,
    _docintake_v1_FileRef,
    _docintake_v1_DownloadChunk
  >;
  ForgetSecret: MethodDefinition<
    _docintake_v1_ForgetSecretRequestInput,
    _docintake_v1_EmptyInput,
    _docintake_v1_ForgetSecretRequest,
    _docintake_v1_Empty
  >;
  Get: MethodDefinition<_docintake_v1_FileRefInput, _docintake_v1_FileInput, _docintake_v1_FileRef, _docintake_v1_File>;
  KeepSecret: MethodDefinition<
    _docintake_v1_KeepSecretRequestInput,
    _docintake_v1_SecretKeptInput,
    _docintake_v1_KeepSecretRequest,
    _docintake_v1_SecretKept
  >;
  List: MethodDefinition<
    _docintake_v1_ListFilesRequestInput,
    _docintake_v1_FileListInput,
    _docintake_v1_ListFilesRequest,
    _docintake_v1_FileList
  >;
  Remove: MethodDefinition<
    _docintake_v1_FileRefInput,
    _docintake_v1_EmptyInput,
    _docintake_v1_FileRef,
    _docintake_v1_Empty
  >;
  Stage: MethodDefinition<
    _docintake_v1_StageChunkInput,
    _docintake_v1_StagedUploadInput,
    _docintake_v1_StageChunk,
    _docintake_v1_StagedUpload
  >;
}
