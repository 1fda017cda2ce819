/** The jobs repository in memory, for the domain's unit tests: the same contract as the drizzle adapter. */
import type { JobKind, TopicPayload } from "@docintake/contracts";
import { MemoryUnitOfWork } from "@docintake/testing";
import type { JobsRepository, JobsTopic, JobsTransaction, StoredBatch, StoredJob } from "../domain/jobs-repository.ts";

export interface OutboxEvent {
  topic: JobsTopic;
  key: string;
  payload: TopicPayload<JobsTopic>;
  headers: Record<string, string>;
}

interface State {
  jobs: Map<string, StoredJob>;
  batches: Map<string, StoredBatch>;
  outbox: OutboxEvent[];
}

export class MemoryJobsRepository extends MemoryUnitOfWork<State, JobsTransaction> implements JobsRepository {
  constructor() {
    super({ jobs: new Map(), batches: new Map(), outbox: [] }, (s) => ({
      jobs: new Map([...s.jobs].map(([k, v]) => [k, { ...v }])),
      batches: new Map(s.batches),
      outbox: [...s.outbox],
    }));
  }

  get jobs(): StoredJob[] {
    return [...this.state.jobs.values()];
  }
  get batches(): StoredBatch[] {
    return [...this.state.batches.values()];
  }
  get outbox(): OutboxEvent[] {
    return this.state.outbox;
  }

  async find(userId: string, jobId: string): Promise<StoredJob | undefined> {
    const j = this.state.jobs.get(jobId);
    return j && j.userId === userId ? { ...j } : undefined;
  }

  async findBatch(userId: string, batchId: string, kind: JobKind): Promise<StoredBatch | undefined> {
    const b = this.state.batches.get(batchId);
    return b && b.userId === userId && b.kind === kind ? { ...b } : undefined;
  }

  async jobsOfBatch(batchId: string): Promise<StoredJob[]> {
    return this.jobs
      .filter((j) => j.batchId === batchId)
      .sort((a, b) => (a.batchPosition ?? 0) - (b.batchPosition ?? 0) || (a.id < b.id ? -1 : 1))
      .map((j) => ({ ...j }));
  }

  protected override openTransaction(): JobsTransaction {
    return {
      insertJob: async (job) => {
        this.failIfInjected("insertJob");
        const now = this.now();
        const stored: StoredJob = {
          ...job,
          progress: 0,
          result: null,
          extraction: null,
          error: null,
          errorCode: null,
          purgedAt: null,
          callbackStatus: null,
          callbackAttempts: null,
          callbackError: null,
          createdAt: now,
          updatedAt: now,
        };
        this.state.jobs.set(job.id, stored);
        return { ...stored };
      },
      insertBatch: async (batch) => {
        this.failIfInjected("insertBatch");
        const stored = { ...batch, createdAt: this.now() };
        this.state.batches.set(batch.id, stored);
        return { ...stored };
      },
      transition: async (jobId, t) => {
        this.failIfInjected("transition");
        const j = this.state.jobs.get(jobId);
        if (!j || !t.from.includes(j.status) || (t.unlessPurged && j.purgedAt)) return undefined;
        const { from: _from, unlessPurged: _unlessPurged, to, progress, ...rest } = t;
        // Like an SQL update built from the transition: absent (undefined) fields are left as they are.
        for (const [column, value] of Object.entries(rest))
          if (value !== undefined) Object.assign(j, { [column]: value });
        j.status = to;
        if (typeof progress === "number") j.progress = progress;
        else if (progress) j.progress = Math.max(j.progress, progress.atLeast);
        j.updatedAt = this.now();
        return { ...j };
      },
      recordCallbackOutcome: async (userId, jobId, outcome) => {
        this.failIfInjected("recordCallbackOutcome");
        const j = this.state.jobs.get(jobId);
        if (!j || j.userId !== userId) return;
        Object.assign(j, {
          callbackStatus: outcome.status,
          callbackAttempts: outcome.attempts,
          callbackError: outcome.lastError,
        });
      },
      purgeDocument: async (userId, documentId) => {
        this.failIfInjected("purgeDocument");
        for (const j of this.state.jobs.values()) {
          if (j.userId !== userId || j.documentId !== documentId) continue;
          Object.assign(j, { purgedAt: this.now(), result: null, extraction: null, updatedAt: this.now() });
        }
      },
      enqueue: async (topic, key, payload, headers) => {
        this.failIfInjected("enqueue");
        this.state.outbox.push({ topic, key, payload, headers } as OutboxEvent);
      },
    };
  }
}
