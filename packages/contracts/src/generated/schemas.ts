import type * as grpc from "@grpc/grpc-js";
import type { MessageTypeDefinition } from "@grpc/proto-loader";

import type {
  CreateSchemaRequestInput as _docintake_v1_CreateSchemaRequestInput,
  CreateSchemaRequest as _docintake_v1_CreateSchemaRequest,
} from "./docintake/v1/CreateSchemaRequest.ts";
import type { EmptyInput as _docintake_v1_EmptyInput, Empty as _docintake_v1_Empty } from "./docintake/v1/Empty.ts";
import type {
  ListSchemasRequestInput as _docintake_v1_ListSchemasRequestInput,
  ListSchemasRequest as _docintake_v1_ListSchemasRequest,
} from "./docintake/v1/ListSchemasRequest.ts";
import type {
  PageRequestInput as _docintake_v1_PageRequestInput,
  PageRequest as _docintake_v1_PageRequest,
} from "./docintake/v1/PageRequest.ts";
import type {
  SchemaInput as _docintake_v1_SchemaInput,
  Schema as _docintake_v1_Schema,
} from "./docintake/v1/Schema.ts";
import type {
  SchemaListInput as _docintake_v1_SchemaListInput,
  SchemaList as _docintake_v1_SchemaList,
} from "./docintake/v1/SchemaList.ts";
import type {
  SchemaRefInput as _docintake_v1_SchemaRefInput,
  SchemaRef as _docintake_v1_SchemaRef,
} from "./docintake/v1/SchemaRef.ts";
import type {
  SchemasServiceClient as _docintake_v1_SchemasServiceClient,
  SchemasServiceDefinition as _docintake_v1_SchemasServiceDefinition,
} from "./docintake/v1/SchemasService.ts";

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  docintake: {
    v1: {
      CreateSchemaRequest: MessageTypeDefinition<
        _docintake_v1_CreateSchemaRequestInput,
        _docintake_v1_CreateSchemaRequest
      >;
      Empty: MessageTypeDefinition<_docintake_v1_EmptyInput, _docintake_v1_Empty>;
      ListSchemasRequest: MessageTypeDefinition<
        _docintake_v1_ListSchemasRequestInput,
        _docintake_v1_ListSchemasRequest
      >;
      PageRequest: MessageTypeDefinition<_docintake_v1_PageRequestInput, _docintake_v1_PageRequest>;
      Schema: MessageTypeDefinition<_docintake_v1_SchemaInput, _docintake_v1_Schema>;
      SchemaList: MessageTypeDefinition<_docintake_v1_SchemaListInput, _docintake_v1_SchemaList>;
      SchemaRef: MessageTypeDefinition<_docintake_v1_SchemaRefInput, _docintake_v1_SchemaRef>;
      SchemasService: SubtypeConstructor<typeof grpc.Client, _docintake_v1_SchemasServiceClient> & {
        service: _docintake_v1_SchemasServiceDefinition;
      };
    };
  };
}
