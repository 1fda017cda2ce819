import type * as grpc from "@grpc/grpc-js";
import type { MessageTypeDefinition } from "@grpc/proto-loader";

import type { BatchInput as _docintake_v1_BatchInput, Batch as _docintake_v1_Batch } from "./docintake/v1/Batch.ts";
import type {
  BatchCountsInput as _docintake_v1_BatchCountsInput,
  BatchCounts as _docintake_v1_BatchCounts,
} from "./docintake/v1/BatchCounts.ts";
import type {
  CreateBatchRequestInput as _docintake_v1_CreateBatchRequestInput,
  CreateBatchRequest as _docintake_v1_CreateBatchRequest,
} from "./docintake/v1/CreateBatchRequest.ts";
import type {
  CreateJobRequestInput as _docintake_v1_CreateJobRequestInput,
  CreateJobRequest as _docintake_v1_CreateJobRequest,
} from "./docintake/v1/CreateJobRequest.ts";
import type {
  GetBatchRequestInput as _docintake_v1_GetBatchRequestInput,
  GetBatchRequest as _docintake_v1_GetBatchRequest,
} from "./docintake/v1/GetBatchRequest.ts";
import type {
  GetJobRequestInput as _docintake_v1_GetJobRequestInput,
  GetJobRequest as _docintake_v1_GetJobRequest,
} from "./docintake/v1/GetJobRequest.ts";
import type { JobInput as _docintake_v1_JobInput, Job as _docintake_v1_Job } from "./docintake/v1/Job.ts";
import type {
  JobsServiceClient as _docintake_v1_JobsServiceClient,
  JobsServiceDefinition as _docintake_v1_JobsServiceDefinition,
} from "./docintake/v1/JobsService.ts";

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  docintake: {
    v1: {
      Batch: MessageTypeDefinition<_docintake_v1_BatchInput, _docintake_v1_Batch>;
      BatchCounts: MessageTypeDefinition<_docintake_v1_BatchCountsInput, _docintake_v1_BatchCounts>;
      CreateBatchRequest: MessageTypeDefinition<
        _docintake_v1_CreateBatchRequestInput,
        _docintake_v1_CreateBatchRequest
      >;
      CreateJobRequest: MessageTypeDefinition<_docintake_v1_CreateJobRequestInput, _docintake_v1_CreateJobRequest>;
      GetBatchRequest: MessageTypeDefinition<_docintake_v1_GetBatchRequestInput, _docintake_v1_GetBatchRequest>;
      GetJobRequest: MessageTypeDefinition<_docintake_v1_GetJobRequestInput, _docintake_v1_GetJobRequest>;
      Job: MessageTypeDefinition<_docintake_v1_JobInput, _docintake_v1_Job>;
      JobsService: SubtypeConstructor<typeof grpc.Client, _docintake_v1_JobsServiceClient> & {
        service: _docintake_v1_JobsServiceDefinition;
      };
    };
  };
}
