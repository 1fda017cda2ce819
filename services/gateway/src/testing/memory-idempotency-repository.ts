/** The idempotency repository in memory, for the domain's unit tests: the same contract as the drizzle adapter. */
import type { IdempotencyRecord, IdempotencyRepository, NewClaim } from "../domain/idempotency-repository.ts";

export class MemoryIdempotencyRepository implements IdempotencyRepository {
  private readonly records = new Map<string, IdempotencyRecord>();

  private static id(userId: string, key: string): string {
    return `${userId.toLowerCase()}\u0000${key}`;
  }

  get all(): IdempotencyRecord[] {
    return [...this.records.values()].map((r) => ({ ...r }));
  }

  async insertClaim(claim: NewClaim): Promise<boolean> {
    const id = MemoryIdempotencyRepository.id(claim.userId, claim.key);
    if (this.records.has(id)) return false;
    this.records.set(id, { ...claim, statusCode: null, response: null });
    return true;
  }

  async find(userId: string, key: string): Promise<IdempotencyRecord | undefined> {
    const r = this.records.get(MemoryIdempotencyRepository.id(userId, key));
    return r && { ...r };
  }

  async deleteCreatedAt(userId: string, key: string, createdAt: Date): Promise<void> {
    const id = MemoryIdempotencyRepository.id(userId, key);
    if (this.records.get(id)?.createdAt.getTime() === createdAt.getTime()) this.records.delete(id);
  }

  async finish(userId: string, key: string, response: { statusCode: number; body: unknown }): Promise<void> {
    const r = this.records.get(MemoryIdempotencyRepository.id(userId, key));
    if (!r || r.statusCode !== null) return;
    // Kept as JSON text would be, as the jsonb column keeps it.
    const body = response.body === undefined ? null : (JSON.parse(JSON.stringify(response.body)) as unknown);
    Object.assign(r, { statusCode: response.statusCode, response: body });
  }

  async renew(userId: string, key: string, at: Date): Promise<void> {
    const r = this.records.get(MemoryIdempotencyRepository.id(userId, key));
    if (r && r.statusCode === null) r.createdAt = at;
  }

  async takeOver(userId: string, key: string, createdAt: Date, at: Date): Promise<boolean> {
    const r = this.records.get(MemoryIdempotencyRepository.id(userId, key));
    if (!r || r.statusCode !== null || r.createdAt.getTime() !== createdAt.getTime()) return false;
    r.createdAt = at;
    return true;
  }

  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    let n = 0;
    for (const [id, r] of this.records) {
      if (r.createdAt < cutoff) {
        this.records.delete(id);
        n++;
      }
    }
    return n;
  }
}
