// Original file: ../../protos/docintake/v1/schemas.proto

import type * as grpc from "@grpc/grpc-js";
import type { MethodDefinition } from "@grpc/proto-loader";
import type {
  CreateSchemaRequestInput as _docintake_v1_CreateSchemaRequestInput,
  CreateSchemaRequest as _docintake_v1_CreateSchemaRequest,
} from "../../docintake/v1/CreateSchemaRequest.ts";
import type { EmptyInput as _docintake_v1_EmptyInput, Empty as _docintake_v1_Empty } from "../../docintake/v1/Empty.ts";
import type {
  ListSchemasRequestInput as _docintake_v1_ListSchemasRequestInput,
  ListSchemasRequest as _docintake_v1_ListSchemasRequest,
} from "../../docintake/v1/ListSchemasRequest.ts";
import type {
  SchemaInput as _docintake_v1_SchemaInput,
  Schema as _docintake_v1_Schema,
} from "../../docintake/v1/Schema.ts";
import type {
  SchemaListInput as _docintake_v1_SchemaListInput,
  SchemaList as _docintake_v1_SchemaList,
} from "../../docintake/v1/SchemaList.ts";
import type {
  SchemaRefInput as _docintake_v1_SchemaRefInput,
  SchemaRef as _docintake_v1_SchemaRef,
} from "../../docintake/v1/SchemaRef.ts";

export interface SchemasServiceClient extends grpc.Client {
  Create(
    argument: _docintake_v1_CreateSchemaRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  Create(
    argument: _docintake_v1_CreateSchemaRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  Create(
    argument: _docintake_v1_CreateSchemaRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  Create(
    argument: _docintake_v1_CreateSchemaRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  create(
    argument: _docintake_v1_CreateSchemaRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  create(
    argument: _docintake_v1_CreateSchemaRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  create(
    argument: _docintake_v1_CreateSchemaRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  create(
    argument: _docintake_v1_CreateSchemaRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;

  Get(
    argument: _docintake_v1_SchemaRefInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  Get(
    argument: _docintake_v1_SchemaRefInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  Get(
    argument: _docintake_v1_SchemaRefInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  Get(
    argument: _docintake_v1_SchemaRefInput,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  get(
    argument: _docintake_v1_SchemaRefInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  get(
    argument: _docintake_v1_SchemaRefInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  get(
    argument: _docintake_v1_SchemaRefInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;
  get(
    argument: _docintake_v1_SchemaRefInput,
    callback: grpc.requestCallback<_docintake_v1_Schema>,
  ): grpc.ClientUnaryCall;

  List(
    argument: _docintake_v1_ListSchemasRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_SchemaList>,
  ): grpc.ClientUnaryCall;
  List(
    argument: _docintake_v1_ListSchemasRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_SchemaList>,
  ): grpc.ClientUnaryCall;
  List(
    argument: _docintake_v1_ListSchemasRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_SchemaList>,
  ): grpc.ClientUnaryCall;
  List(
    argument: _docintake_v1_ListSchemasRequestInput,
    callback: grpc.requestCallback<_docintake_v1_SchemaList>,
  ): grpc.ClientUnaryCall;
  list(
    argument: _docintake_v1_ListSchemasRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_SchemaList>,
  ): grpc.ClientUnaryCall;
  list(
    argument: _docintake_v1_ListSchemasRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_SchemaList>,
  ): grpc.ClientUnaryCall;
  list(
    argument: _docintake_v1_ListSchemasRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_SchemaList>,
  ): grpc.ClientUnaryCall;
  list(
    argument: _docintake_v1_ListSchemasRequestInput,
    callback: grpc.requestCallback<_docintake_v1_SchemaList>,
  ): grpc.ClientUnaryCall;

  Remove(
    argument: _docintake_v1_SchemaRefInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  Remove(
    argument: _docintake_v1_SchemaRefInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  Remove(
    argument: _docintake_v1_SchemaRefInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  Remove(
    argument: _docintake_v1_SchemaRefInput,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  remove(
    argument: _docintake_v1_SchemaRefInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  remove(
    argument: _docintake_v1_SchemaRefInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  remove(
    argument: _docintake_v1_SchemaRefInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
  remove(
    argument: _docintake_v1_SchemaRefInput,
    callback: grpc.requestCallback<_docintake_v1_Empty>,
  ): grpc.ClientUnaryCall;
}

export interface SchemasServiceHandlers extends grpc.UntypedServiceImplementation {
  Create: grpc.handleUnaryCall<_docintake_v1_CreateSchemaRequest, _docintake_v1_SchemaInput>;

  Get: grpc.handleUnaryCall<_docintake_v1_SchemaRef, _docintake_v1_SchemaInput>;

  List: grpc.handleUnaryCall<_docintake_v1_ListSchemasRequest, _docintake_v1_SchemaListInput>;

  Remove: grpc.handleUnaryCall<_docintake_v1_SchemaRef, _docintake_v1_EmptyInput>;
}

export interface SchemasServiceDefinition extends grpc.ServiceDefinition {
  Create: MethodDefinition<
    _docintake_v1_CreateSchemaRequestInput,
    _docintake_v1_SchemaInput,
    _docintake_v1_CreateSchemaRequest,
    _docintake_v1_Schema
  >;
  Get: MethodDefinition<
    _docintake_v1_SchemaRefInput,
    _docintake_v1_SchemaInput,
    _docintake_v1_SchemaRef,
    _docintake_v1_Schema
  >;
  List: MethodDefinition<
    _docintake_v1_ListSchemasRequestInput,
    _docintake_v1_SchemaListInput,
    _docintake_v1_ListSchemasRequest,
    _docintake_v1_SchemaList
  >;
  Remove: MethodDefinition<
    _docintake_v1_SchemaRefInput,
    _docintake_v1_EmptyInput,
    _docintake_v1_SchemaRef,
    _docintake_v1_Empty
  >;
}
