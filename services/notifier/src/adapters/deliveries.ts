import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import {
  allowedLookup,
  assertAddressAllowed,
  assertCallbackAllowed,
  type CallbackPolicy,
  type Resolve,
  type TopicPayload,
} from "@docintake/contracts";
import {
  activeWebhookSecrets,
  and,
  asc,
  eq,
  inArray,
  lte,
  sql,
  tables,
  type Database,
  type DbOrTx,
} from "@docintake/db";
import { backoffMs, enqueue } from "@docintake/bus";
import { inSpan, type Logger, type Metrics } from "@docintake/telemetry";
import { signatureHeader } from "../domain/signature.ts";

export interface DeliveryPolicy extends CallbackPolicy {
  maxAttempts: number;
  initialBackoffMs: number;
  maxBackoffMs: number;
  timeoutMs: number;
}

export type Send = (
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
) => Promise<{ status: number }>;

/**
 * POSTs with node:http/https rather than fetch, because fetch resolves the host itself: a name whose DNS answer
 * changed after the policy check (DNS rebinding) would reach an internal address. Here the socket connects only
 * to an address `allowedLookup` has just checked. Redirects are never followed (node:http does not): a 3xx is
 * the receiver's answer. The timeout covers the lookup, the connection and the wait for the answer's status.
 */
export function httpSender(policy: CallbackPolicy, resolve?: Resolve): Send {
  const lookup = allowedLookup(policy, resolve);
  return (raw, body, headers, timeoutMs) =>
    new Promise((resolveSend, reject) => {
      const url = new URL(raw);
      const host = url.hostname.replace(/^\[|\]$/g, "");
      // A socket never looks an IP literal up, so the lookup would not see it.
      if (isIP(host)) assertAddressAllowed(host, policy);
      const request = url.protocol === "https:" ? httpsRequest : httpRequest;
      const req = request(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "DocIntake-Webhooks/1",
          ...headers,
        },
        lookup,
        // A connection of its own: a pooled socket would skip the lookup, and one pool would serve every policy.
        agent: false,
      });
      const timer = setTimeout(
        () => req.destroy(new Error(`the receiver did not answer within ${timeoutMs} ms (CALLBACK_TIMEOUT_MS)`)),
        timeoutMs,
      );
      req.on("response", (res) => {
        clearTimeout(timer);
        resolveSend({ status: res.statusCode ?? 0 });
        // The answer's body means nothing to the notifier: close instead of reading it.
        req.destroy();
      });
      req.on("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
      req.end(body);
    });
}

/** Records a callback to make for a finished job; a repeated event adds nothing. */
export async function recordDelivery(
  tx: DbOrTx,
  e: TopicPayload<"job.finished">,
  trace: Record<string, string> = {},
): Promise<boolean> {
  if (!e.callbackUrl) return false;
  const event = e.status === "completed" ? "job.completed" : "job.failed";
  const payload = {
    event,
    job_id: e.jobId,
    document_id: e.documentId,
    type: e.kind,
    status: e.status,
    created_at: e.createdAt,
    updated_at: e.updatedAt,
    ...(e.status === "completed" ? { result: e.result ?? {} } : { error: e.error ?? "failed" }),
  };
  const rows = await tx
    .insert(tables.deliveries)
    .values({ id: randomUUID(), userId: e.userId, jobId: e.jobId, event, url: e.callbackUrl, payload, trace })
    .onConflictDoNothing()
    .returning({ id: tables.deliveries.id });
  return rows.length > 0;
}

type SecretsOf = (userId: string) => Promise<string[]>;

/**
 * Delivers due callbacks: claims a few rows (SKIP LOCKED, so replicas share the work), posts each,
 * and records success, a retry time, or a dead letter.
 */
export class Deliverer {
  private readonly db: Database;
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
    db: Database;
    policy: DeliveryPolicy;
    send?: Send;
    /** How host names are resolved, for the policy check and the connection alike; tests pass a stand-in. */
    resolve?: Resolve;
    /** A user's active signing secrets; tests make it fail. */
    readSecrets?: SecretsOf;
    log: Logger;
    metrics?: Metrics;
    onAnnounced?: () => void;
  }) {
    this.db = deps.db;
    this.policy = deps.policy;
    this.resolve = deps.resolve;
    this.readSecrets = deps.readSecrets ?? ((userId) => activeWebhookSecrets(deps.db, userId));
    this.send = deps.send ?? httpSender(deps.policy, deps.resolve);
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

  /** The final outcome leaves through the outbox with the state change: the job then shows it. */
  private async announce(
    tx: DbOrTx,
    d: typeof tables.deliveries.$inferSelect,
    status: "delivered" | "dead",
    attempts: number,
    lastError: string | null,
  ): Promise<void> {
    const doc = (d.payload as { document_id?: string }).document_id ?? d.jobId;
    await enqueue(
      tx,
      tables.notifierOutbox,
      "callback.outcome",
      doc,
      { userId: d.userId, jobId: d.jobId, deliveryId: d.id, status, attempts, lastError },
      d.trace,
    );
  }

  private async claim() {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(tables.deliveries)
        .where(and(eq(tables.deliveries.status, "pending"), lte(tables.deliveries.nextAttemptAt, sql`now()`)))
        .orderBy(asc(tables.deliveries.nextAttemptAt))
        .limit(16)
        .for("update", { skipLocked: true });
      // A lease, for the batch in one statement: if this process dies mid-call, another picks the
      // deliveries up after it.
      if (due.length > 0)
        await tx
          .update(tables.deliveries)
          .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds(this.policy.timeoutMs)})` })
          .where(
            inArray(
              tables.deliveries.id,
              due.map((d) => d.id),
            ),
          );
      return due;
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const due = await this.claim();
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

  private deliver(d: typeof tables.deliveries.$inferSelect, secretsOf: SecretsOf): Promise<void> {
    return inSpan("notifier", "callback POST", d.trace, async (span) => {
      span.setAttribute("docintake.job_id", d.jobId);
      span.setAttribute("docintake.attempt", d.attempts + 1);
      await this.attempt(d, secretsOf);
    });
  }

  private async attempt(d: typeof tables.deliveries.$inferSelect, secretsOf: SecretsOf): Promise<void> {
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
      await this.db.transaction(async (tx) => {
        await tx
          .update(tables.deliveries)
          .set({
            status: "delivered",
            attempts: attempt,
            lastStatusCode: status,
            lastError: null,
            deliveredAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(tables.deliveries.id, d.id));
        await this.announce(tx, d, "delivered", attempt, null);
      });
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
    await this.db.transaction(async (tx) => {
      await tx
        .update(tables.deliveries)
        .set({
          status: dead ? "dead" : "pending",
          attempts: attempt,
          lastStatusCode: status,
          lastError: error,
          nextAttemptAt: sql`now() + make_interval(secs => ${wait / 1000})`,
          updatedAt: sql`now()`,
        })
        .where(eq(tables.deliveries.id, d.id));
      if (dead) await this.announce(tx, d, "dead", attempt, error);
    });
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
