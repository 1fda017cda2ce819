import type * as grpc from "@grpc/grpc-js";
import type { MessageTypeDefinition } from "@grpc/proto-loader";

import type {
  AwaitTypesRequestInput as _docintake_v1_AwaitTypesRequestInput,
  AwaitTypesRequest as _docintake_v1_AwaitTypesRequest,
} from "./docintake/v1/AwaitTypesRequest.ts";
import type {
  CommitRequestInput as _docintake_v1_CommitRequestInput,
  CommitRequest as _docintake_v1_CommitRequest,
} from "./docintake/v1/CommitRequest.ts";
import type {
  DownloadChunkInput as _docintake_v1_DownloadChunkInput,
  DownloadChunk as _docintake_v1_DownloadChunk,
} from "./docintake/v1/DownloadChunk.ts";
import type { EmptyInput as _docintake_v1_EmptyInput, Empty as _docintake_v1_Empty } from "./docintake/v1/Empty.ts";
import type { FileInput as _docintake_v1_FileInput, File as _docintake_v1_File } from "./docintake/v1/File.ts";
import type {
  FileListInput as _docintake_v1_FileListInput,
  FileList as _docintake_v1_FileList,
} from "./docintake/v1/FileList.ts";
import type {
  FileRefInput as _docintake_v1_FileRefInput,
  FileRef as _docintake_v1_FileRef,
} from "./docintake/v1/FileRef.ts";
import type {
  FileTypesInput as _docintake_v1_FileTypesInput,
  FileTypes as _docintake_v1_FileTypes,
} from "./docintake/v1/FileTypes.ts";
import type {
  FilesServiceClient as _docintake_v1_FilesServiceClient,
  FilesServiceDefinition as _docintake_v1_FilesServiceDefinition,
} from "./docintake/v1/FilesService.ts";
import type {
  ForgetSecretRequestInput as _docintake_v1_ForgetSecretRequestInput,
  ForgetSecretRequest as _docintake_v1_ForgetSecretRequest,
} from "./docintake/v1/ForgetSecretRequest.ts";
import type {
  KeepSecretRequestInput as _docintake_v1_KeepSecretRequestInput,
  KeepSecretRequest as _docintake_v1_KeepSecretRequest,
} from "./docintake/v1/KeepSecretRequest.ts";
import type {
  ListFilesRequestInput as _docintake_v1_ListFilesRequestInput,
  ListFilesRequest as _docintake_v1_ListFilesRequest,
} from "./docintake/v1/ListFilesRequest.ts";
import type {
  PageRequestInput as _docintake_v1_PageRequestInput,
  PageRequest as _docintake_v1_PageRequest,
} from "./docintake/v1/PageRequest.ts";
import type {
  SecretKeptInput as _docintake_v1_SecretKeptInput,
  SecretKept as _docintake_v1_SecretKept,
} from "./docintake/v1/SecretKept.ts";
import type {
  StageChunkInput as _docintake_v1_StageChunkInput,
  StageChunk as _docintake_v1_StageChunk,
} from "./docintake/v1/StageChunk.ts";
import type {
  StagedUploadInput as _docintake_v1_StagedUploadInput,
  StagedUpload as _docintake_v1_StagedUpload,
} from "./docintake/v1/StagedUpload.ts";

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  docintake: {
    v1: {
      AwaitTypesRequest: MessageTypeDefinition<_docintake_v1_AwaitTypesRequestInput, _docintake_v1_AwaitTypesRequest>;
      CommitRequest: MessageTypeDefinition<_docintake_v1_CommitRequestInput, _docintake_v1_CommitRequest>;
      DownloadChunk: MessageTypeDefinition<_docintake_v1_DownloadChunkInput, _docintake_v1_DownloadChunk>;
      Empty: MessageTypeDefinition<_docintake_v1_EmptyInput, _docintake_v1_Empty>;
      File: MessageTypeDefinition<_docintake_v1_FileInput, _docintake_v1_File>;
      FileList: MessageTypeDefinition<_docintake_v1_FileListInput, _docintake_v1_FileList>;
      FileRef: MessageTypeDefinition<_docintake_v1_FileRefInput, _docintake_v1_FileRef>;
      FileTypes: MessageTypeDefinition<_docintake_v1_FileTypesInput, _docintake_v1_FileTypes>;
      FilesService: SubtypeConstructor<typeof grpc.Client, _docintake_v1_FilesServiceClient> & {
        service: _docintake_v1_FilesServiceDefinition;
      };
      ForgetSecretRequest: MessageTypeDefinition<
        _docintake_v1_ForgetSecretRequestInput,
        _docintake_v1_ForgetSecretRequest
      >;
      KeepSecretRequest: MessageTypeDefinition<_docintake_v1_KeepSecretRequestInput, _docintake_v1_KeepSecretRequest>;
      ListFilesRequest: MessageTypeDefinition<_docintake_v1_ListFilesRequestInput, _docintake_v1_ListFilesRequest>;
      PageRequest: MessageTypeDefinition<_docintake_v1_PageRequestInput, _docintake_v1_PageRequest>;
      SecretKept: MessageTypeDefinition<_docintake_v1_SecretKeptInput, _docintake_v1_SecretKept>;
      StageChunk: MessageTypeDefinition<_docintake_v1_StageChunkInput, _docintake_v1_StageChunk>;
      StagedUpload: MessageTypeDefinition<_docintake_v1_StagedUploadInput, _docintake_v1_StagedUpload>;
    };
  };
}
