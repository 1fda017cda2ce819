// Callback delivery: claims due deliveries, makes each call once per attempt and decides what follows
// (delivered, a retry after backoff, or a dead letter). The database, DNS and HTTP are behind ports.
import { isIP } from "node:net";
import { assertAddressAllowed, parseCallbackUrl, type CallbackPolicy, type TopicPayload } from "@docintake/contracts";
import { backoffMs } from "@docintake/bus";
import { inSpan, type Logger, type Metrics } from "@docintake/telemetry";
import { signatureHeader } from "./signature.ts";

export interface DeliveryPolicy extends CallbackPolicy {
  maxAttempts: number;
  initialBackoffMs: number;
  maxBackoffMs: number;
  timeoutMs: number;
}

/** A callback to make, as a claim hands it over: what an attempt needs, and what it is recorded against. */
export interface Delivery {
  id: string;
  userId: string;
  jobId: string;
  /** The X-DocIntake-Event header: job.completed or job.failed. */
  event: string;
  url: string;
  /** The callback's body, the same on every attempt. */
  payload: Record<string, unknown>;
  /** Trace context of the job that caused the callback. */
  trace: Record<string, string>;
  /** Attempts made before this claim. */
  attempts: number;
}

/**
 * POSTs a callback body; resolves with the receiver's status, rejects on a refused address, a network
 * error or the timeout (which covers resolving the host).
 */
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
  /**
   * Records the delivery and announces its outcome, in one transaction; false, recording nothing, when
   * the row is no longer as it was claimed (another replica took it over after the lease ran out).
   */
  delivered(d: Delivery, attempts: number, status: number | null): Promise<boolean>;
  /** Records a failed attempt: a retry time, or a dead letter whose outcome is announced with it; false as above. */
  failed(d: Delivery, attempt: FailedAttempt): Promise<boolean>;
}

/** Where finished jobs become deliveries. */
export interface FinishedJobsInbox {
  /**
   * Records the callback a finished job asks for, with the event in `consumer`'s inbox, in one transaction:
   * nothing for an event seen before, for a job that already has its delivery, or for one without a callback
   * URL. True when a delivery was added.
   */
  record(
    consumer: string,
    eventId: string,
    e: TopicPayload<"job.finished">,
    trace: Record<string, string>,
  ): Promise<boolean>;
}

/** The callback's body, as the API documents it, for a finished job. */
export function callbackPayload(e: TopicPayload<"job.finished">): {
  event: "job.completed" | "job.failed";
  body: Record<string, unknown>;
} {
  const event = e.status === "completed" ? "job.completed" : "job.failed";
  return {
    event,
    body: {
      event,
      job_id: e.jobId,
      document_id: e.documentId,
      type: e.kind,
      status: e.status,
      created_at: e.createdAt,
      updated_at: e.updatedAt,
      ...(e.status === "completed"
        ? { result: e.result ?? {} }
        : { error: e.error ?? "failed", ...(e.errorCode ? { error_code: e.errorCode } : {}) }),
    },
  };
}

/** Deliveries claimed at once. */
const BATCH = 16;

type SecretsOf = (userId: string) => Promise<string[]>;

/** A reason kept with a delivery and shown in the job: bounded, and free of what a text column refuses. */
const MAX_ERROR = 500;
const recordable = (message: string) => message.replace(/\0/g, "").slice(0, MAX_ERROR);

/**
 * Delivers due callbacks: claims a few rows (replicas share the work), posts each, and records success,
 * a retry time, or a dead letter.
 */
export class Deliverer {
  private readonly repo: DeliveriesRepository;
  private readonly policy: DeliveryPolicy;
  private readonly send: Send;
  private readonly log: Logger;
  private readonly metrics: Metrics | undefined;
  private readonly onAnnounced: () => void;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(deps: {
    repo: DeliveriesRepository;
    policy: DeliveryPolicy;
    send: Send;
    log: Logger;
    metrics?: Metrics;
    onAnnounced?: () => void;
  }) {
    this.repo = deps.repo;
    this.policy = deps.policy;
    this.send = deps.send;
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
        if (!found) secrets.set(userId, (found = this.repo.activeSecrets(userId)));
        return found;
      };
      const settled = await Promise.allSettled(due.map((d) => this.deliver(d, secretsOf)));
      const failed = settled.flatMap((s, k) => (s.status === "rejected" ? [{ d: due[k]!, err: s.reason }] : []));
      for (const { d, err } of failed.slice(1))
        this.log.error({ err, deliveryId: d.id }, "callback attempt could not be recorded");
      if (failed[0]) throw failed[0].err;
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
    // Refuses a malformed URL or a refused literal address early, with no secret read. A host name is
    // judged by the sender, on the very addresses it connects to, within the call's timeout.
    try {
      const host = parseCallbackUrl(d.url).hostname.replace(/^\[|\]$/g, "");
      if (isIP(host)) assertAddressAllowed(host, this.policy);
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
      if (!(await this.repo.delivered(d, attempt, status))) return this.overtaken(d);
      this.metrics?.callbacks.inc({ outcome: "delivered" });
      this.onAnnounced();
      return;
    }
    error = recordable(error);
    const dead = attempt >= this.policy.maxAttempts;
    const wait = backoffMs(
      {
        attempts: this.policy.maxAttempts,
        initialBackoffMs: this.policy.initialBackoffMs,
        maxBackoffMs: this.policy.maxBackoffMs,
      },
      attempt,
    );
    if (!(await this.repo.failed(d, { attempts: attempt, status, error, dead, retryInMs: wait })))
      return this.overtaken(d);
    this.metrics?.callbacks.inc({ outcome: dead ? "dead" : "retry" });
    if (dead) {
      this.log.warn({ deliveryId: d.id, jobId: d.jobId, error }, "callback dead-lettered");
      this.onAnnounced();
    }
  }

  /** This replica's attempt outlasted its lease and another took the delivery over: its outcome stands. */
  private overtaken(d: Delivery): void {
    this.log.warn(
      { deliveryId: d.id, jobId: d.jobId },
      "callback attempt outlasted its lease; another replica's stands",
    );
  }
}

/**
 * How long a claimed delivery stays with the replica that claimed it, in seconds: the call within its
 * timeout, and a margin for reading secrets and recording the outcome.
 */
function leaseSeconds(timeoutMs: number): number {
  return Math.ceil(timeoutMs / 1000) + 30;
}
