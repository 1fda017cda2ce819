/** One Idempotency-Key of one user: the request that claimed it and, once it finished, its response. */
export interface IdempotencyRecord {
  userId: string;
  key: string;
  route: string;
  requestHash: string;
  createdAt: Date;
  /** Null while the claiming request is still running. */
  statusCode: number | null;
  response: unknown;
  /** What the services below know the request by; null on records from before it was kept. */
  requestKey: string | null;
}

export type NewClaim = Pick<IdempotencyRecord, "userId" | "key" | "route" | "requestHash" | "createdAt" | "requestKey">;

/** The gateway's Idempotency-Key records, one per (user, key). */
export interface IdempotencyRepository {
  /** Inserts the claim unless the user's key has a record already; true when this claim was inserted. */
  insertClaim(claim: NewClaim): Promise<boolean>;
  find(userId: string, key: string): Promise<IdempotencyRecord | undefined>;
  /** Deletes the record only while it is the one created at that time (another claim may have replaced it). */
  deleteCreatedAt(userId: string, key: string, createdAt: Date): Promise<void>;
  /** Stores the response on an unfinished claim; a finished record is left as it is. */
  finish(userId: string, key: string, response: { statusCode: number; body: unknown }): Promise<void>;
  /**
   * Moves an unfinished claim's time to `at`: the claiming process is alive, so the claim is not abandoned. A
   * finished record is left as it is.
   */
  renew(userId: string, key: string, at: Date): Promise<void>;
  /**
   * Takes an abandoned claim over in place (its request key kept): moves its time from `createdAt` to `at` while
   * it is unfinished and still created at that time; true when it did.
   */
  takeOver(userId: string, key: string, createdAt: Date, at: Date): Promise<boolean>;
  /** Deletes every record created before the cutoff; returns how many. */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}
