/** The jobs repository in memory, for the domain's unit tests: the same contract as the drizzle adapter. */
import type { JobKind, TopicPayload } from "@docintake/contracts";
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
  inbox: Set<string>;
}

export class MemoryJobsRepository implements JobsRepository {
  private state: State = { jobs: new Map(), batches: new Map(), outbox: [], inbox: new Set() };
  /** Transactions run one after another, as row locks would order the ones that matter here. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Makes the named transactional write throw, to check that the rest of its transaction rolls back. */
  failOn: keyof JobsTransaction | undefined;
  /** The database's clock; tests move it to see updatedAt change. */
  now = () => new Date();

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

  transaction<T>(work: (tx: JobsTransaction) => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const before = this.snapshot();
      try {
        return await work(this.inTransaction());
      } catch (err) {
        this.state = before;
        throw err;
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  async once(consumer: string, eventId: string, work: (tx: JobsTransaction) => Promise<void>): Promise<boolean> {
    return this.transaction(async (tx) => {
      const key = `${consumer}\u0000${eventId}`;
      if (this.state.inbox.has(key)) return false;
      this.state.inbox.add(key);
      await work(tx);
      return true;
    });
  }

  private snapshot(): State {
    const s = this.state;
    return {
      jobs: new Map([...s.jobs].map(([k, v]) => [k, { ...v }])),
      batches: new Map(s.batches),
      outbox: [...s.outbox],
      inbox: new Set(s.inbox),
    };
  }

  private inTransaction(): JobsTransaction {
    const check = (op: keyof JobsTransaction) => {
      if (this.failOn === op) throw new Error(`injected failure in ${op}`);
    };
    return {
      insertJob: async (job) => {
        check("insertJob");
        const now = this.now();
        const stored: StoredJob = {
          ...job,
          progress: 0,
          result: null,
          extraction: null,
          error: null,
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
        check("insertBatch");
        const stored = { ...batch, createdAt: this.now() };
        this.state.batches.set(batch.id, stored);
        return { ...stored };
      },
      transition: async (jobId, t) => {
        check("transition");
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
        check("recordCallbackOutcome");
        const j = this.state.jobs.get(jobId);
        if (!j || j.userId !== userId) return;
        Object.assign(j, {
          callbackStatus: outcome.status,
          callbackAttempts: outcome.attempts,
          callbackError: outcome.lastError,
        });
      },
      purgeDocument: async (userId, documentId) => {
        check("purgeDocument");
        for (const j of this.state.jobs.values()) {
          if (j.userId !== userId || j.documentId !== documentId) continue;
          Object.assign(j, { purgedAt: this.now(), result: null, extraction: null, updatedAt: this.now() });
        }
      },
      enqueue: async (topic, key, payload, headers) => {
        check("enqueue");
        this.state.outbox.push({ topic, key, payload, headers } as OutboxEvent);
      },
    };
  }
}
