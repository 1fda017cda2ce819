// Callback delivery: claims due deliveries, makes each call once per attempt and decides what follows
// (delivered, a retry after backoff, or a dead letter). The database and HTTP are behind ports.
import { assertCallbackAllowed, type CallbackPolicy, type Resolve } from "@docintake/contracts";
import { backoffMs } from "@docintake/bus";
import { inSpan, type Logger, type Metrics } from "@docintake/telemetry";
import type { tables } from "@docintake/db";
import { signatureHeader } from "./signature.ts";

export interface DeliveryPolicy extends CallbackPolicy {
  maxAttempts: number;
  initialBackoffMs: number;
  maxBackoffMs: number;
  timeoutMs: number;
}

export type Delivery = typeof tables.deliveries.$inferSelect;

/** POSTs a callback body; resolves with the receiver's status, rejects on a network error or the timeout. */
export type Send = (
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
) => Promise<{ status: number }>;

/** How an attempt that did not deliver is recorded. */
export interface FailedAttempt {
  attempts: number;
  status: number | null;
  error: string;
  /** No attempt is left: the delivery is kept as a dead letter and its outcome announced. */
  dead: boolean;
  /** When the next attempt is due, for one that is not dead. */
  retryInMs: number;
}

export interface DeliveriesRepository {
  /**
   * Claims up to `limit` due deliveries (SKIP LOCKED, so replicas share the work) and leases them for
   * `leaseSeconds`, in one transaction: if this process dies mid-call, another picks them up after it.
   */
  claimDue(limit: number, leaseSeconds: number): Promise<Delivery[]>;
  /** A user's active signing secrets, newest first. */
  activeSecrets(userId: string): Promise<string[]>;
  /** Records the delivery and announces its outcome, in one transaction. */
  delivered(d: Delivery, attempts: number, status: number | null): Promise<void>;
  /** Records a failed attempt: a retry time, or a dead letter whose outcome is announced with it. */
  failed(d: Delivery, attempt: FailedAttempt): Promise<void>;
}

/** Deliveries claimed at once. */
const BATCH = 16;

type SecretsOf = (userId: string) => Promise<string[]>;

/**
 * Delivers due callbacks: claims a few rows (replicas share the work), posts each, and records success,
 * a retry time, or a dead letter.
 */
export class Deliverer {
  private readonly repo: DeliveriesRepository;
  private readonly policy: DeliveryPolicy;
  private readonly send: Send;
  private readonly resolve: Resolve | undefined;
  private readonly readSecrets: SecretsOf;
  private readonly log: Logger;
  private readonly metrics: Metrics | undefined;
  private readonly onAnnounced: () => void;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(deps: {
    repo: DeliveriesRepository;
    policy: DeliveryPolicy;
    send: Send;
    /** How host names are resolved for the policy check; the sender must use the same. */
    resolve?: Resolve;
    /** A user's active signing secrets (default: the repository's); tests make it fail. */
    readSecrets?: SecretsOf;
    log: Logger;
    metrics?: Metrics;
    onAnnounced?: () => void;
  }) {
    this.repo = deps.repo;
    this.policy = deps.policy;
    this.send = deps.send;
    this.resolve = deps.resolve;
    this.readSecrets = deps.readSecrets ?? ((userId) => deps.repo.activeSecrets(userId));
    this.log = deps.log;
    this.metrics = deps.metrics;
    this.onAnnounced = deps.onAnnounced ?? (() => undefined);
  }

  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.log.error({ err }, "callback delivery loop failed"))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const due = await this.repo.claimDue(BATCH, leaseSeconds(this.policy.timeoutMs));
      if (due.length === 0) return;
      // Every call of the batch ends before the loop does, even when recording one of them failed: idle()
      // (and so stop()) must not return while a callback is still in flight.
      // One read of a user's signing secrets serves all of the batch's calls for that user.
      const secrets = new Map<string, Promise<string[]>>();
      const secretsOf = (userId: string) => {
        let found = secrets.get(userId);
        if (!found) secrets.set(userId, (found = this.readSecrets(userId)));
        return found;
      };
      const settled = await Promise.allSettled(due.map((d) => this.deliver(d, secretsOf)));
      const failed = settled.find((s) => s.status === "rejected");
      if (failed) throw failed.reason;
    }
  }

  private deliver(d: Delivery, secretsOf: SecretsOf): Promise<void> {
    return inSpan("notifier", "callback POST", d.trace, async (span) => {
      span.setAttribute("docintake.job_id", d.jobId);
      span.setAttribute("docintake.attempt", d.attempts + 1);
      await this.attempt(d, secretsOf);
    });
  }

  private async attempt(d: Delivery, secretsOf: SecretsOf): Promise<void> {
    const attempt = d.attempts + 1;
    let status: number | null = null;
    let error: string | null = null;
    let secrets: string[] | undefined;
    try {
      // Refuses early, with no secret read; the sender checks again the addresses it actually connects to.
      // The receiver's name server gets the call's timeout too: a lookup that hung would hold the delivery
      // past its lease, and another replica would then make the same call.
      await withTimeout(
        assertCallbackAllowed(d.url, this.policy, this.resolve),
        this.policy.timeoutMs,
        `the callback host could not be resolved within ${this.policy.timeoutMs} ms (CALLBACK_TIMEOUT_MS)`,
      );
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    // Reading the secrets fails only when our database does: that is no fault of the receiver's and costs
    // no attempt. The error ends this batch; the delivery is tried again when its lease runs out.
    if (error === null) secrets = await secretsOf(d.userId);
    if (secrets) {
      try {
        const body = JSON.stringify(d.payload);
        // Unsigned, the receiver could not trust the call: it is an error the user can see and mend.
        if (secrets.length === 0) throw new Error("the user has no webhook signing secret; create one with the CLI");
        const res = await this.send(
          d.url,
          body,
          {
            "x-docintake-event": d.event,
            "x-docintake-event-id": d.id,
            "x-docintake-signature": signatureHeader(body, secrets),
          },
          this.policy.timeoutMs,
        );
        status = res.status;
        if (res.status < 200 || res.status >= 300) error = `receiver answered ${res.status}`;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
    }
    if (error === null) {
      this.metrics?.callbacks.inc({ outcome: "delivered" });
      await this.repo.delivered(d, attempt, status);
      this.onAnnounced();
      return;
    }
    const dead = attempt >= this.policy.maxAttempts;
    this.metrics?.callbacks.inc({ outcome: dead ? "dead" : "retry" });
    if (dead) this.log.warn({ deliveryId: d.id, jobId: d.jobId, error }, "callback dead-lettered");
    const wait = backoffMs(
      {
        attempts: this.policy.maxAttempts,
        initialBackoffMs: this.policy.initialBackoffMs,
        maxBackoffMs: this.policy.maxBackoffMs,
      },
      attempt,
    );
    await this.repo.failed(d, { attempts: attempt, status, error, dead, retryInMs: wait });
    if (dead) this.onAnnounced();
  }
}

/**
 * How long a claimed delivery stays with the replica that claimed it, in seconds: the address check and
 * the call each within the timeout, and a margin for recording the outcome.
 */
function leaseSeconds(timeoutMs: number): number {
  return Math.ceil((2 * timeoutMs) / 1000) + 30;
}

/** `work`, or a rejection with `message` once `ms` have passed; the work itself is not cancelled. */
function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
