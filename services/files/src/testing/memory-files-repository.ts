/** The files repository in memory, for the domain's unit tests: the same contract as the drizzle adapter. */
import type { DocumentTypeName, TopicPayload } from "@docintake/contracts";
import { MemoryUnitOfWork } from "@docintake/testing";
import type {
  FilesRepository,
  FilesTopic,
  FilesTransaction,
  StagedFile,
  StoredFile,
} from "../domain/files-repository.ts";

export interface OutboxEvent {
  topic: FilesTopic;
  key: string;
  payload: TopicPayload<FilesTopic>;
  headers: Record<string, string>;
}

/** A stored file with the columns only other services read, so tests can see them too. */
export type MemoryFile = StoredFile & { typeConfidence: number | null; ocrUsed: "yes" | "no" | null };

interface State {
  files: Map<string, MemoryFile>;
  staging: Map<string, StagedFile>;
  outbox: OutboxEvent[];
}

export class MemoryFilesRepository extends MemoryUnitOfWork<State, FilesTransaction> implements FilesRepository {
  constructor() {
    super({ files: new Map(), staging: new Map(), outbox: [] }, (s) => ({
      files: new Map([...s.files].map(([k, v]) => [k, { ...v }])),
      staging: new Map(s.staging),
      outbox: [...s.outbox],
    }));
  }

  get files(): MemoryFile[] {
    return [...this.state.files.values()];
  }
  get stagedFiles(): StagedFile[] {
    return [...this.state.staging.values()];
  }
  get outbox(): OutboxEvent[] {
    return this.state.outbox;
  }

  async find(userId: string, id: string): Promise<StoredFile | undefined> {
    const f = this.state.files.get(id);
    if (!f || f.userId !== userId) return undefined;
    const { typeConfidence: _confidence, ocrUsed: _ocr, ...stored } = f;
    return stored;
  }

  async typesOf(userId: string, ids: string[]): Promise<Record<string, DocumentTypeName>> {
    const out: Record<string, DocumentTypeName> = {};
    for (const id of ids) {
      const f = this.state.files.get(id);
      if (f && f.userId === userId) out[id] = f.type;
    }
    return out;
  }

  async list(userId: string, q: { page: number; pageSize: number; type?: string; status?: string }) {
    const all = this.files
      .filter(
        (f) =>
          f.userId === userId &&
          (q.status ? f.status === q.status : f.status !== "deleted") &&
          (!q.type || f.type === q.type),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
    const start = (q.page - 1) * q.pageSize;
    return { files: all.slice(start, start + q.pageSize), total: all.length };
  }

  async stage(file: Omit<StagedFile, "createdAt">): Promise<void> {
    this.state.staging.set(file.id, { ...file, createdAt: this.now() });
  }

  async staged(userId: string, stagingIds: string[]): Promise<StagedFile[]> {
    return stagingIds.flatMap((id) => {
      const s = this.state.staging.get(id);
      return s && s.userId === userId ? [s] : [];
    });
  }

  async stagedBefore(cutoff: Date): Promise<StagedFile[]> {
    return this.stagedFiles.filter((s) => s.createdAt < cutoff);
  }

  async unstage(stagingIds: string[]): Promise<void> {
    for (const id of stagingIds) this.state.staging.delete(id);
  }

  protected override openTransaction(): FilesTransaction {
    return {
      find: (userId, id) => this.find(userId, id),
      insert: async (file) => {
        this.failIfInjected("insert");
        this.state.files.set(file.id, {
          ...file,
          layoutKey: null,
          processedData: null,
          createdAt: this.now(),
          completedAt: null,
          typeConfidence: null,
          ocrUsed: null,
        });
        return (await this.find(file.userId, file.id))!;
      },
      unstage: async (stagingIds) => {
        this.failIfInjected("unstage");
        await this.unstage(stagingIds);
      },
      tombstone: async (id) => {
        this.failIfInjected("tombstone");
        const f = this.state.files.get(id);
        if (f) Object.assign(f, { status: "deleted", processedData: null, blobKey: null, layoutKey: null });
      },
      changeLive: async (userId, id, change) => {
        this.failIfInjected("changeLive");
        const f = this.state.files.get(id);
        if (!f || f.userId !== userId || f.status === "deleted") return;
        // Like an SQL update built from the change: absent (undefined) fields are left as they are.
        for (const [column, value] of Object.entries(change)) {
          if (value !== undefined) Object.assign(f, { [column]: column === "completedAt" ? this.now() : value });
        }
      },
      enqueue: async (topic, key, payload, headers) => {
        this.failIfInjected("enqueue");
        this.state.outbox.push({ topic, key, payload, headers } as OutboxEvent);
      },
    };
  }
}
