// Original file: ../../protos/docintake/v1/jobs.proto

export interface JobInput {
  id?: string;
  userId?: string;
  documentId?: string;
  batchId?: string;
  kind?: string;
  status?: string;
  fileId?: string;
  progress?: number;
  resultJson?: string;
  extractionJson?: string;
  error?: string;
  callbackUrl?: string;
  schemaId?: string;
  createdAt?: string;
  updatedAt?: string;
  callbackStatus?: string;
  callbackAttempts?: number;
  callbackError?: string;
  errorCode?: string;
}

export interface Job {
  id: string;
  userId: string;
  documentId: string;
  batchId: string;
  kind: string;
  status: string;
  fileId: string;
  progress: number;
  resultJson: string;
  extractionJson: string;
  error: string;
  callbackUrl: string;
  schemaId: string;
  createdAt: string;
  updatedAt: string;
  callbackStatus: string;
  callbackAttempts: number;
  callbackError: string;
  errorCode: string;
}
