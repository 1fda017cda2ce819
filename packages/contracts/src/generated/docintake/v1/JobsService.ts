// Original file: ../../protos/docintake/v1/jobs.proto

import type * as grpc from "@grpc/grpc-js";
import type { MethodDefinition } from "@grpc/proto-loader";
import type { BatchInput as _docintake_v1_BatchInput, Batch as _docintake_v1_Batch } from "../../docintake/v1/Batch.ts";
import type {
  CreateBatchRequestInput as _docintake_v1_CreateBatchRequestInput,
  CreateBatchRequest as _docintake_v1_CreateBatchRequest,
} from "../../docintake/v1/CreateBatchRequest.ts";
import type {
  CreateJobRequestInput as _docintake_v1_CreateJobRequestInput,
  CreateJobRequest as _docintake_v1_CreateJobRequest,
} from "../../docintake/v1/CreateJobRequest.ts";
import type {
  GetBatchRequestInput as _docintake_v1_GetBatchRequestInput,
  GetBatchRequest as _docintake_v1_GetBatchRequest,
} from "../../docintake/v1/GetBatchRequest.ts";
import type {
  GetJobRequestInput as _docintake_v1_GetJobRequestInput,
  GetJobRequest as _docintake_v1_GetJobRequest,
} from "../../docintake/v1/GetJobRequest.ts";
import type { JobInput as _docintake_v1_JobInput, Job as _docintake_v1_Job } from "../../docintake/v1/Job.ts";

export interface JobsServiceClient extends grpc.Client {
  Create(
    argument: _docintake_v1_CreateJobRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  Create(
    argument: _docintake_v1_CreateJobRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  Create(
    argument: _docintake_v1_CreateJobRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  Create(
    argument: _docintake_v1_CreateJobRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  create(
    argument: _docintake_v1_CreateJobRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  create(
    argument: _docintake_v1_CreateJobRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  create(
    argument: _docintake_v1_CreateJobRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  create(
    argument: _docintake_v1_CreateJobRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;

  CreateBatch(
    argument: _docintake_v1_CreateBatchRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  CreateBatch(
    argument: _docintake_v1_CreateBatchRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  CreateBatch(
    argument: _docintake_v1_CreateBatchRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  CreateBatch(
    argument: _docintake_v1_CreateBatchRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  createBatch(
    argument: _docintake_v1_CreateBatchRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  createBatch(
    argument: _docintake_v1_CreateBatchRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  createBatch(
    argument: _docintake_v1_CreateBatchRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  createBatch(
    argument: _docintake_v1_CreateBatchRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;

  Get(
    argument: _docintake_v1_GetJobRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  Get(
    argument: _docintake_v1_GetJobRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  Get(
    argument: _docintake_v1_GetJobRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  Get(
    argument: _docintake_v1_GetJobRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  get(
    argument: _docintake_v1_GetJobRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  get(
    argument: _docintake_v1_GetJobRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  get(
    argument: _docintake_v1_GetJobRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;
  get(
    argument: _docintake_v1_GetJobRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Job>,
  ): grpc.ClientUnaryCall;

  GetBatch(
    argument: _docintake_v1_GetBatchRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  GetBatch(
    argument: _docintake_v1_GetBatchRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  GetBatch(
    argument: _docintake_v1_GetBatchRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  GetBatch(
    argument: _docintake_v1_GetBatchRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  getBatch(
    argument: _docintake_v1_GetBatchRequestInput,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  getBatch(
    argument: _docintake_v1_GetBatchRequestInput,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  getBatch(
    argument: _docintake_v1_GetBatchRequestInput,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
  getBatch(
    argument: _docintake_v1_GetBatchRequestInput,
    callback: grpc.requestCallback<_docintake_v1_Batch>,
  ): grpc.ClientUnaryCall;
}

export interface JobsServiceHandlers extends grpc.UntypedServiceImplementation {
  Create: grpc.handleUnaryCall<_docintake_v1_CreateJobRequest, _docintake_v1_JobInput>;

  CreateBatch: grpc.handleUnaryCall<_docintake_v1_CreateBatchRequest, _docintake_v1_BatchInput>;

  Get: grpc.handleUnaryCall<_docintake_v1_GetJobRequest, _docintake_v1_JobInput>;

  GetBatch: grpc.handleUnaryCall<_docintake_v1_GetBatchRequest, _docintake_v1_BatchInput>;
}

export interface JobsServiceDefinition extends grpc.ServiceDefinition {
  Create: MethodDefinition<
    _docintake_v1_CreateJobRequestInput,
    _docintake_v1_JobInput,
    _docintake_v1_CreateJobRequest,
    _docintake_v1_Job
  >;
  CreateBatch: MethodDefinition<
    _docintake_v1_CreateBatchRequestInput,
    _docintake_v1_BatchInput,
    _docintake_v1_CreateBatchRequest,
    _docintake_v1_Batch
  >;
  Get: MethodDefinition<
    _docintake_v1_GetJobRequestInput,
    _docintake_v1_JobInput,
    _docintake_v1_GetJobRequest,
    _docintake_v1_Job
  >;
  GetBatch: MethodDefinition<
    _docintake_v1_GetBatchRequestInput,
    _docintake_v1_BatchInput,
    _docintake_v1_GetBatchRequest,
    _docintake_v1_Batch
  >;
}
