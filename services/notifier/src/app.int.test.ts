// Integration: job.finished events through the notifier (inbox, deliveries, retries, dead letters, outbox) to a
// stand-in receiver, on real PostgreSQL (DATABASE_URL) or, without it, PGlite, with the in-process bus.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { InProcessBus } from "@docintake/bus";
import type { Resolve, TopicPayload } from "@docintake/contracts";
import { and, eq, inArray, tables, type DatabaseHandle } from "@docintake/db";
import { createLogger } from "@docintake/telemetry";
import { openTestDatabase, testDatabaseKind } from "@docintake/testing";
import { recordDelivery } from "./adapters/deliveries-repo.ts";
import type { DeliveriesRepository, DeliveryPolicy, Send } from "./domain/deliverer.ts";
import { buildNotifier, type Notifier } from "./app.ts";
import { verifySignature } from "./domain/signature.ts";

type JobFinished = TopicPayload<"job.finished">;
type Outcome = TopicPayload<"callback.outcome">;
type DeliveryRow = typeof tables.deliveries.$inferSelect;

interface Call {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** What a stand-in receiver does with one call: answer with a status, throw (a network error), or hold it. */
type Answer = number | Error | Promise<{ status: number }>;

const POLICY: DeliveryPolicy = {
  allowLoopback: false,
  allowPrivate: false,
  maxAttempts: 3,
  initialBackoffMs: 40,
  maxBackoffMs: 1000,
  timeoutMs: 2000,
};

/**
 * A documentation address (TEST-NET-3): public to the SSRF guard and never routable, and unique per call, so
 * that on a shared database each test tells its own calls from any other delivery the notifier picks up.
 */
const hookUrl = () => `https://203.0.113.7/hooks/${randomUUID()}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wakes the waiters whenever a handler or the receiver did something: tests wait for events, not for time. */
class Changes {
  private waiters: (() => void)[] = [];
  notify(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
  async until<T>(probe: () => T | undefined): Promise<T> {
    for (;;) {
      const found = probe();
      if (found !== undefined) return found;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }
}

describe(`notifier on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  const jobIds: string[] = [];
  const log = createLogger({ service: "notifier-test", level: "silent" });

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    // A failed test can leave a delivery pending; on a shared PostgreSQL a later notifier would take it up.
    if (jobIds.length > 0)
      await handle.db
        .delete(tables.deliveries)
        .where(and(inArray(tables.deliveries.jobId, jobIds), eq(tables.deliveries.status, "pending")));
    await handle.close();
  });

  async function userWithSecrets(
    secrets: { secret: string; expiresAt?: Date }[] = [{ secret: `whsec_${randomBytes(24).toString("hex")}` }],
  ): Promise<string> {
    const userId = randomUUID();
    await handle.db.insert(tables.users).values({ id: userId, name: "notifier test" });
    if (secrets.length > 0)
      await handle.db
        .insert(tables.webhookSecrets)
        .values(secrets.map((s) => ({ id: randomUUID(), userId, secret: s.secret, expiresAt: s.expiresAt ?? null })));
    return userId;
  }

  async function secretOf(userId: string): Promise<string> {
    const [row] = await handle.db.select().from(tables.webhookSecrets).where(eq(tables.webhookSecrets.userId, userId));
    return row!.secret;
  }

  function finished(userId: string, over: Partial<JobFinished> = {}): JobFinished {
    const e: JobFinished = {
      userId,
      jobId: `job_${randomUUID()}`,
      documentId: randomUUID(),
      kind: "invoice",
      status: "completed",
      callbackUrl: hookUrl(),
      createdAt: "2026-03-01T10:00:00.000Z",
      updatedAt: "2026-03-01T10:00:04.250Z",
      result: { invoice_details: { invoice_number: "INV-0042", grand_total: "1180.00" } },
      error: null,
      ...over,
    };
    jobIds.push(e.jobId);
    return e;
  }

  const deliveriesOf = (jobId: string): Promise<DeliveryRow[]> =>
    handle.db.select().from(tables.deliveries).where(eq(tables.deliveries.jobId, jobId));

  async function deliveryOf(jobId: string): Promise<DeliveryRow> {
    const rows = await deliveriesOf(jobId);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  /** A notifier on the shared database, its own in-process bus and a stand-in receiver (or the real HTTP one). */
  async function startNotifier(
    opts: {
      policy?: Partial<DeliveryPolicy>;
      answers?: Record<string, Answer[]>;
      realHttp?: true;
      resolve?: Resolve;
      wrapRepo?: (repo: DeliveriesRepository) => DeliveriesRepository;
      pollMs?: number;
    } = {},
  ) {
    const changes = new Changes();
    const handled = new Map<string, number>();
    const calls: Call[] = [];
    const outcomes: Outcome[] = [];
    const handlerErrors: unknown[] = [];
    const bus = new InProcessBus({
      hooks: {
        onError: (err) => void handlerErrors.push(err),
        around: async (_spec, delivery, fn) => {
          try {
            return await fn();
          } finally {
            handled.set(delivery.id, (handled.get(delivery.id) ?? 0) + 1);
            changes.notify();
          }
        },
      },
    });
    bus.consume({
      group: "notifier-test",
      topic: "callback.outcome",
      retry: { attempts: 1, initialBackoffMs: 1, maxBackoffMs: 1 },
      deadLetter: true,
      handle: async (d) => void outcomes.push(d.payload),
    });
    // Unplanned calls succeed: they may be deliveries other tests left on a shared database.
    const send: Send = async (url, body, headers, timeoutMs) => {
      calls.push({ url, body, headers, timeoutMs });
      changes.notify();
      const answer = opts.answers?.[url]?.shift() ?? 200;
      if (answer instanceof Error) throw answer;
      if (typeof answer === "number") return { status: answer };
      return answer;
    };
    const notifier: Notifier = buildNotifier({
      db: handle.db,
      bus,
      log,
      policy: { ...POLICY, ...opts.policy },
      ...(opts.pollMs === undefined ? {} : { pollMs: opts.pollMs }),
      ...(opts.realHttp ? {} : { send }),
      ...(opts.resolve ? { resolve: opts.resolve } : {}),
      ...(opts.wrapRepo ? { wrapRepo: opts.wrapRepo } : {}),
    });
    await bus.start();
    return {
      bus,
      notifier,
      changes,
      calls,
      outcomes,
      callsTo: (url: string) => calls.filter((c) => c.url === url),
      /** Publishes the event (under a given id to repeat one) and returns once the notifier has handled it. */
      async publish(e: JobFinished, eventId: string = randomUUID()): Promise<void> {
        const before = handled.get(eventId) ?? 0;
        await bus.publish([{ id: eventId, topic: "job.finished", key: e.documentId, payload: e }]);
        await changes.until(() => ((handled.get(eventId) ?? 0) > before ? true : undefined));
      },
      /** Publishes, then waits until every delivery it made due has been attempted. */
      async deliver(e: JobFinished, eventId?: string): Promise<void> {
        await this.publish(e, eventId);
        await notifier.deliverer.idle();
      },
      outcomeOf: (jobId: string): Promise<Outcome> => changes.until(() => outcomes.find((o) => o.jobId === jobId)),
      /** Stops the notifier, then the bus: outcomes announced while stopping still reach the bus. */
      async stop(): Promise<void> {
        await notifier.stop();
        await bus.stop();
        expect(handlerErrors).toEqual([]);
        expect(bus.deadLetters).toEqual([]);
      },
    };
  }

  /**
   * Makes every attempt that comes due until the delivery is delivered or dead, kicking the deliverer once its
   * next attempt time has passed; returns the row as it was after each kick.
   */
  async function settle(n: Notifier, jobId: string): Promise<DeliveryRow[]> {
    const seen: DeliveryRow[] = [];
    for (let kicks = 0; kicks < 50; kicks++) {
      const row = await deliveryOf(jobId);
      seen.push(row);
      if (row.status !== "pending") return seen;
      await sleep(Math.max(0, row.nextAttemptAt.getTime() - Date.now()) + 5);
      await n.deliverer.kick();
    }
    throw new Error(`the delivery of ${jobId} was still pending after 50 kicks`);
  }

  it("POSTs a completed job once, with the documented payload, signed with the user's secret, and announces it", async () => {
    const h = await startNotifier();
    const userId = await userWithSecrets();
    const e = finished(userId);
    await h.deliver(e);

    const calls = h.callsTo(e.callbackUrl!);
    expect(calls).toHaveLength(1);
    const [call] = calls as [Call];
    const row = await deliveryOf(e.jobId);
    expect(JSON.parse(call.body)).toEqual({
      event: "job.completed",
      job_id: e.jobId,
      document_id: e.documentId,
      type: "invoice",
      status: "completed",
      created_at: e.createdAt,
      updated_at: e.updatedAt,
      result: e.result,
    });
    expect(call.headers).toEqual({
      "x-docintake-event": "job.completed",
      "x-docintake-event-id": row.id,
      "x-docintake-signature": expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/),
    });
    expect(verifySignature(call.body, call.headers["x-docintake-signature"]!, await secretOf(userId))).toBe(true);
    expect(verifySignature(call.body, call.headers["x-docintake-signature"]!, "another secret")).toBe(false);
    expect(call.timeoutMs).toBe(POLICY.timeoutMs);
    expect(row).toMatchObject({
      userId,
      event: "job.completed",
      url: e.callbackUrl,
      status: "delivered",
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
    });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(await h.outcomeOf(e.jobId)).toEqual({
      userId,
      jobId: e.jobId,
      deliveryId: row.id,
      status: "delivered",
      attempts: 1,
      lastError: null,
    });
    await h.stop();
  });

  it("calls back once for a job however often its end is announced", async () => {
    const h = await startNotifier();
    const e = finished(await userWithSecrets());
    const eventId = randomUUID();
    await h.deliver(e, eventId);
    await h.deliver(e, eventId);
    // Another event for the same job, even naming another receiver, adds no second callback.
    await h.deliver({ ...e, callbackUrl: hookUrl(), updatedAt: "2026-03-01T10:00:05.000Z" });

    expect(h.calls.filter((c) => JSON.parse(c.body).job_id === e.jobId)).toHaveLength(1);
    expect(h.callsTo(e.callbackUrl!)).toHaveLength(1);
    expect((await deliveryOf(e.jobId)).status).toBe("delivered");
    await h.outcomeOf(e.jobId);
    await h.stop();
    expect(h.outcomes.filter((o) => o.jobId === e.jobId)).toHaveLength(1);
  });

  it("reports a failed job as job.failed with its error and no result", async () => {
    const h = await startNotifier();
    const e = finished(await userWithSecrets(), {
      kind: "bank_statement",
      status: "failed",
      result: null,
      error: "the document has no readable text",
    });
    await h.deliver(e);

    const [call] = h.callsTo(e.callbackUrl!) as [Call];
    expect(JSON.parse(call.body)).toEqual({
      event: "job.failed",
      job_id: e.jobId,
      document_id: e.documentId,
      type: "bank_statement",
      status: "failed",
      created_at: e.createdAt,
      updated_at: e.updatedAt,
      error: "the document has no readable text",
    });
    expect(call.headers["x-docintake-event"]).toBe("job.failed");
    expect(await deliveryOf(e.jobId)).toMatchObject({ event: "job.failed", status: "delivered" });
    await h.stop();
  });

  it("retries a failing receiver with growing backoff, then keeps the callback as a dead letter", async () => {
    const url = hookUrl();
    const h = await startNotifier({
      answers: { [url]: [500, new TypeError("connect ECONNREFUSED 203.0.113.7:443"), 503] },
    });
    const userId = await userWithSecrets();
    const e = finished(userId, { callbackUrl: url });
    await h.deliver(e);
    const seen = await settle(h.notifier, e.jobId);

    const calls = h.callsTo(url);
    expect(calls).toHaveLength(POLICY.maxAttempts);
    // The same event id and body on every attempt: the receiver can deduplicate.
    expect(new Set(calls.map((c) => c.headers["x-docintake-event-id"])).size).toBe(1);
    expect(new Set(calls.map((c) => c.body)).size).toBe(1);
    const expectedAfter: Record<number, Pick<DeliveryRow, "lastError" | "lastStatusCode">> = {
      1: { lastError: "receiver answered 500", lastStatusCode: 500 },
      2: { lastError: "connect ECONNREFUSED 203.0.113.7:443", lastStatusCode: null },
    };
    const retrying = seen.filter((r) => r.status === "pending");
    expect(retrying.length).toBeGreaterThan(0);
    for (const r of retrying) {
      expect(r).toMatchObject(expectedAfter[r.attempts]!);
      // Both times come from one now(): their distance is the backoff chosen, full jitter over the upper half.
      const base = Math.min(POLICY.maxBackoffMs, POLICY.initialBackoffMs * 2 ** (r.attempts - 1));
      const wait = r.nextAttemptAt.getTime() - r.updatedAt.getTime();
      expect(wait).toBeGreaterThanOrEqual(base / 2 - 1);
      expect(wait).toBeLessThanOrEqual(base + 1);
    }

    const dead = seen.at(-1)!;
    expect(dead).toMatchObject({
      status: "dead",
      attempts: POLICY.maxAttempts,
      lastError: "receiver answered 503",
      lastStatusCode: 503,
      deliveredAt: null,
    });
    expect(await h.outcomeOf(e.jobId)).toEqual({
      userId,
      jobId: e.jobId,
      deliveryId: dead.id,
      status: "dead",
      attempts: POLICY.maxAttempts,
      lastError: "receiver answered 503",
    });

    // A dead letter is not taken up again, however long one waits.
    await sleep(Math.max(0, dead.nextAttemptAt.getTime() - Date.now()) + 5);
    await h.notifier.deliverer.kick();
    expect(h.callsTo(url)).toHaveLength(POLICY.maxAttempts);
    expect(await deliveryOf(e.jobId)).toEqual(dead);
    await h.stop();
    expect(h.outcomes.filter((o) => o.jobId === e.jobId)).toHaveLength(1);
  });

  it("retries from its poll loop once started, and delivers on a later attempt", async () => {
    const url = hookUrl();
    const h = await startNotifier({ answers: { [url]: [500] }, pollMs: 10 });
    h.notifier.start();
    const e = finished(await userWithSecrets(), { callbackUrl: url });
    await h.publish(e);

    const outcome = await h.outcomeOf(e.jobId);
    await h.stop();
    const row = await deliveryOf(e.jobId);
    expect(outcome).toMatchObject({ status: "delivered", attempts: 2, lastError: null, deliveryId: row.id });
    expect(row).toMatchObject({ status: "delivered", attempts: 2, lastStatusCode: 200, lastError: null });
    expect(h.callsTo(url).map((c) => c.headers["x-docintake-event-id"])).toEqual([row.id, row.id]);
  });

  it("refuses to call without a webhook secret to sign with, and says why", async () => {
    const h = await startNotifier({ policy: { maxAttempts: 2 } });
    const userId = await userWithSecrets([]);
    const e = finished(userId);
    await h.deliver(e);
    const dead = (await settle(h.notifier, e.jobId)).at(-1)!;

    expect(h.callsTo(e.callbackUrl!)).toHaveLength(0);
    const noSecret = "the user has no webhook signing secret; create one with the CLI";
    expect(dead).toMatchObject({ status: "dead", attempts: 2, lastError: noSecret, lastStatusCode: null });
    expect(await h.outcomeOf(e.jobId)).toMatchObject({ status: "dead", lastError: noSecret });
    await h.stop();
  });

  it("spends no attempt when reading the signing secrets fails, and leaves the delivery leased for a later try", async () => {
    const h = await startNotifier({
      wrapRepo: (repo) => ({
        ...repo,
        activeSecrets: () => Promise.reject(new Error("connection to the database lost")),
      }),
    });
    const userId = await userWithSecrets();
    const e = finished(userId);
    const before = Date.now();
    await h.deliver(e);

    expect(h.callsTo(e.callbackUrl!)).toHaveLength(0);
    const row = await deliveryOf(e.jobId);
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    // Leased for the call's timeout and a margin: 2 s + 30 s.
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 31_000);
    await h.stop();
  });

  it("gives a receiver whose name server never answers the call's timeout, and counts it as the receiver's failure", async () => {
    const timeoutMs = 200;
    const h = await startNotifier({
      realHttp: true,
      policy: { maxAttempts: 1, timeoutMs },
      resolve: () => new Promise<string[]>(() => undefined),
    });
    const userId = await userWithSecrets();
    const e = finished(userId, { callbackUrl: `https://slow-dns.receiver.test/${randomUUID()}` });
    await h.deliver(e);

    expect(await deliveryOf(e.jobId)).toMatchObject({
      status: "dead",
      attempts: 1,
      lastError: `the receiver did not answer within ${timeoutMs} ms (CALLBACK_TIMEOUT_MS)`,
    });
    await h.stop();
  });

  it("records nothing over another replica's outcome when its attempt outlasted the lease", async () => {
    // The other replica delivered while this one's write was still to come: the row is no longer as claimed.
    const url = hookUrl();
    const e = finished(await userWithSecrets(), { callbackUrl: url });
    const overtake = () =>
      handle.db
        .update(tables.deliveries)
        .set({ status: "delivered", attempts: 1 })
        .where(eq(tables.deliveries.jobId, e.jobId));
    const h = await startNotifier({
      wrapRepo: (repo) => ({
        ...repo,
        failed: async (d, a) => {
          await overtake();
          return repo.failed(d, a);
        },
      }),
      answers: { [url]: [503] },
    });
    await h.deliver(e);

    expect(await deliveryOf(e.jobId)).toMatchObject({ status: "delivered", attempts: 1, lastError: null });
    expect(h.outcomes.filter((o) => o.jobId === e.jobId)).toEqual([]);
    await h.stop();
  });

  it("refuses loopback, private and metadata addresses the policy does not allow, and records why", async () => {
    const strict = await startNotifier({ policy: { maxAttempts: 1 } });
    const userId = await userWithSecrets();
    const loopback = finished(userId, { callbackUrl: `http://127.0.0.1:9/${randomUUID()}` });
    const privateNet = finished(userId, { callbackUrl: `http://10.20.30.40/${randomUUID()}` });
    await strict.deliver(loopback);
    await strict.deliver(privateNet);
    await strict.stop();
    // Link-local (cloud metadata) stays refused whatever the configuration allows.
    const lax = await startNotifier({ policy: { maxAttempts: 1, allowLoopback: true, allowPrivate: true } });
    const metadata = finished(userId, { callbackUrl: `http://169.254.169.254/latest/meta-data/${randomUUID()}` });
    await lax.deliver(metadata);
    await lax.stop();

    for (const [e, why] of [
      [loopback, /loopback address, which is not allowed/],
      [privateNet, /private address, which is not allowed/],
      [metadata, /forbidden address, which is not allowed/],
    ] as const) {
      expect([...strict.callsTo(e.callbackUrl!), ...lax.callsTo(e.callbackUrl!)]).toHaveLength(0);
      const row = await deliveryOf(e.jobId);
      expect(row).toMatchObject({ status: "dead", attempts: 1, lastStatusCode: null });
      expect(row.lastError).toMatch(why);
    }
  });

  it("signs with the current and the previous secret during a rotation, not with an expired one", async () => {
    const h = await startNotifier();
    const hour = 3600_000;
    const userId = await userWithSecrets([
      { secret: "whsec_expired", expiresAt: new Date(Date.now() - hour) },
      { secret: "whsec_previous", expiresAt: new Date(Date.now() + hour) },
      { secret: "whsec_current" },
    ]);
    const e = finished(userId);
    await h.deliver(e);
    await h.stop();

    const [call] = h.callsTo(e.callbackUrl!) as [Call];
    const signature = call.headers["x-docintake-signature"]!;
    expect(signature.match(/v1=/g)).toHaveLength(2);
    expect(verifySignature(call.body, signature, "whsec_current")).toBe(true);
    expect(verifySignature(call.body, signature, "whsec_previous")).toBe(true);
    expect(verifySignature(call.body, signature, "whsec_expired")).toBe(false);
  });

  it("records nothing for a job without a callback URL", async () => {
    const h = await startNotifier();
    const e = finished(await userWithSecrets(), { callbackUrl: null });
    await h.deliver(e);
    await h.stop();

    expect(await deliveriesOf(e.jobId)).toEqual([]);
    expect(h.calls.filter((c) => JSON.parse(c.body).job_id === e.jobId)).toEqual([]);
    expect(h.outcomes.filter((o) => o.jobId === e.jobId)).toEqual([]);
  });

  it("shares many due callbacks between two replicas, each callback POSTed once", async () => {
    const userId = await userWithSecrets();
    const jobs = Array.from({ length: 24 }, () => finished(userId));
    // Every third receiver fails once, so retries come due while both replicas poll.
    const answers = Object.fromEntries(jobs.map((e, i) => [e.callbackUrl!, i % 3 === 0 ? [500] : []]));
    const replicas = [
      await startNotifier({ answers, pollMs: 5, policy: { initialBackoffMs: 10 } }),
      await startNotifier({ answers, pollMs: 5, policy: { initialBackoffMs: 10 } }),
    ] as const;
    for (const r of replicas) r.notifier.start();
    // As a Kafka consumer group would, the events are split between the replicas.
    await Promise.all(jobs.map((e, i) => replicas[i % 2]!.publish(e)));

    const outcomeOf = (jobId: string) => Promise.race(replicas.map((r) => r.outcomeOf(jobId))) as Promise<Outcome>;
    const outcomes = await Promise.all(jobs.map((e) => outcomeOf(e.jobId)));
    for (const r of replicas) await r.stop();

    expect(outcomes.map((o) => [o.status, o.attempts])).toEqual(jobs.map((_, i) => ["delivered", i % 3 === 0 ? 2 : 1]));
    for (const [i, e] of jobs.entries()) {
      const calls = replicas.flatMap((r) => r.callsTo(e.callbackUrl!));
      expect(calls).toHaveLength(i % 3 === 0 ? 2 : 1);
      expect(await deliveryOf(e.jobId)).toMatchObject({ status: "delivered", attempts: calls.length });
    }
    const announced = replicas.flatMap((r) => r.outcomes).filter((o) => jobs.some((e) => e.jobId === o.jobId));
    expect(announced).toHaveLength(jobs.length);
  });

  it("waits on stop() for a callback in flight, and records its outcome", async () => {
    const url = hookUrl();
    let answer!: (res: { status: number }) => void;
    const held = new Promise<{ status: number }>((resolve) => (answer = resolve));
    const h = await startNotifier({ answers: { [url]: [held] }, pollMs: 10 });
    h.notifier.start();
    const e = finished(await userWithSecrets(), { callbackUrl: url });
    await h.publish(e);
    await h.changes.until(() => (h.callsTo(url).length > 0 ? true : undefined));

    let stopped = false;
    const stopping = h.notifier.stop().then(() => void (stopped = true));
    // Whatever the scheduling, stop() cannot end while the receiver holds the call.
    await sleep(50);
    expect(stopped).toBe(false);
    expect((await deliveryOf(e.jobId)).status).toBe("pending");

    answer({ status: 204 });
    await stopping;
    expect(await deliveryOf(e.jobId)).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 204 });
    expect(await h.outcomeOf(e.jobId)).toMatchObject({ status: "delivered", attempts: 1 });
    await h.stop();
    expect(h.callsTo(url)).toHaveLength(1);
  });

  it("waits on stop() for every callback in flight, even after recording another one's result failed", async () => {
    const userId = await userWithSecrets();
    const broken = finished(userId);
    const held = finished(userId);
    let answer!: (res: { status: number }) => void;
    const h = await startNotifier({
      answers: {
        [broken.callbackUrl!]: [new Error("receiver reset")],
        [held.callbackUrl!]: [new Promise((resolve) => (answer = resolve))],
      },
      // Recording the broken one's failure fails, as with a lost connection.
      wrapRepo: (repo) => ({
        ...repo,
        failed: (d, a) =>
          d.jobId === broken.jobId ? Promise.reject(new Error("connection to the database lost")) : repo.failed(d, a),
      }),
    });
    // Both due before the deliverer looks, so that one claim takes them together.
    await handle.db.transaction(async (tx) => {
      await recordDelivery(tx, broken);
      await recordDelivery(tx, held);
    });
    void h.notifier.deliverer.kick();
    await h.changes.until(() =>
      h.callsTo(broken.callbackUrl!).length > 0 && h.callsTo(held.callbackUrl!).length > 0 ? true : undefined,
    );

    let stopped = false;
    const stopping = h.notifier.stop().then(() => void (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);

    answer({ status: 200 });
    await stopping;
    expect(await deliveryOf(held.jobId)).toMatchObject({ status: "delivered", attempts: 1 });
    // Still leased: another attempt comes once the lease runs out.
    expect(await deliveryOf(broken.jobId)).toMatchObject({ status: "pending", attempts: 0 });
    await h.stop();
  });

  interface Received {
    method: string;
    path: string;
    headers: IncomingHttpHeaders;
    body: string;
  }

  /** A real HTTP receiver on a loopback address; `answer` returns false to hold the call unanswered. */
  async function withReceiver(
    host: "127.0.0.1" | "::1",
    answer: (req: Received, res: ServerResponse) => void,
    use: (port: number, received: Received[]) => Promise<void>,
  ): Promise<void> {
    const received: Received[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const r = {
          method: req.method ?? "",
          path: req.url ?? "",
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(r);
        answer(r, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
    try {
      await use((server.address() as AddressInfo).port, received);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  /** What a receiver must see of one signed callback. */
  async function expectSignedPost(r: Received, e: JobFinished): Promise<void> {
    const row = await deliveryOf(e.jobId);
    expect(r.method).toBe("POST");
    expect(r.headers["content-type"]).toBe("application/json");
    expect(r.headers["user-agent"]).toBe("DocIntake-Webhooks/1");
    expect(r.headers["content-length"]).toBe(String(Buffer.byteLength(r.body)));
    expect(r.headers["x-docintake-event"]).toBe("job.completed");
    expect(r.headers["x-docintake-event-id"]).toBe(row.id);
    expect(verifySignature(r.body, String(r.headers["x-docintake-signature"]), await secretOf(e.userId))).toBe(true);
    expect(JSON.parse(r.body)).toMatchObject({ event: "job.completed", job_id: e.jobId, result: e.result });
  }

  it("POSTs the signed callback with the real HTTP client to a loopback receiver the policy allows", async () => {
    await withReceiver(
      "127.0.0.1",
      (_req, res) => res.writeHead(204).end(),
      async (port, received) => {
        const h = await startNotifier({ realHttp: true, policy: { allowLoopback: true, maxAttempts: 1 } });
        const e = finished(await userWithSecrets(), { callbackUrl: `http://127.0.0.1:${port}/hook?x=1` });
        await h.deliver(e);
        await h.stop();

        expect(received.map((r) => r.path)).toEqual(["/hook?x=1"]);
        await expectSignedPost(received[0]!, e);
        expect(await deliveryOf(e.jobId)).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 204 });
      },
    );
  });

  it("connects over IPv6, to a literal and to a name resolving to it, when loopback is allowed", async () => {
    await withReceiver(
      "::1",
      (_req, res) => res.writeHead(200).end("ignored"),
      async (port, received) => {
        const resolve: Resolve = async (host) => (host === "receiver.test" ? ["::1"] : []);
        const h = await startNotifier({ realHttp: true, resolve, policy: { allowLoopback: true, maxAttempts: 1 } });
        const userId = await userWithSecrets();
        const literal = finished(userId, { callbackUrl: `http://[::1]:${port}/literal` });
        const named = finished(userId, { callbackUrl: `http://receiver.test:${port}/named` });
        await h.deliver(literal);
        await h.deliver(named);
        await h.stop();

        expect(received.map((r) => r.path)).toEqual(["/literal", "/named"]);
        expect(received[1]!.headers.host).toBe(`receiver.test:${port}`);
        await expectSignedPost(received[1]!, named);
        for (const e of [literal, named])
          expect(await deliveryOf(e.jobId)).toMatchObject({ status: "delivered", lastStatusCode: 200 });
      },
    );
  });

  it("checks the very DNS answer it connects to, once: a name answering loopback gets no connection", async () => {
    await withReceiver(
      "127.0.0.1",
      (_req, res) => res.writeHead(200).end(),
      async (port, received) => {
        const asked: string[] = [];
        // No check before the call resolves the name: an answer checked there could change (DNS rebinding).
        const resolve: Resolve = async (host) => {
          asked.push(host);
          return ["127.0.0.1"];
        };
        const h = await startNotifier({ realHttp: true, resolve, policy: { maxAttempts: 1 } });
        const e = finished(await userWithSecrets(), { callbackUrl: `http://rebind.test:${port}/hook` });
        await h.deliver(e);
        await h.stop();

        expect(asked).toEqual(["rebind.test"]);
        expect(received).toEqual([]);
        const row = await deliveryOf(e.jobId);
        expect(row).toMatchObject({ status: "dead", attempts: 1, lastStatusCode: null });
        expect(row.lastError).toMatch(/loopback address, which is not allowed/);
      },
    );
  });

  it("does not follow a receiver's redirect (the real HTTP client, on a local server)", async () => {
    await withReceiver(
      "127.0.0.1",
      (req, res) => {
        if (req.path === "/landed") res.writeHead(200).end();
        else res.writeHead(302, { location: "/landed" }).end();
      },
      async (port, received) => {
        const h = await startNotifier({ realHttp: true, policy: { allowLoopback: true, maxAttempts: 1 } });
        const e = finished(await userWithSecrets(), { callbackUrl: `http://127.0.0.1:${port}/hook` });
        await h.deliver(e);
        await h.stop();

        expect(received.map((r) => r.path)).toEqual(["/hook"]);
        await expectSignedPost(received[0]!, e);
        expect(await deliveryOf(e.jobId)).toMatchObject({
          status: "dead",
          attempts: 1,
          lastStatusCode: 302,
          lastError: "receiver answered 302",
        });
      },
    );
  });

  it("gives up on a receiver that never answers after the timeout, and says so", async () => {
    await withReceiver(
      "127.0.0.1",
      () => undefined,
      async (port, received) => {
        const timeoutMs = 300;
        const h = await startNotifier({ realHttp: true, policy: { allowLoopback: true, maxAttempts: 1, timeoutMs } });
        const e = finished(await userWithSecrets(), { callbackUrl: `http://127.0.0.1:${port}/hook` });
        const started = Date.now();
        await h.deliver(e);
        await h.stop();

        expect(Date.now() - started).toBeGreaterThanOrEqual(timeoutMs);
        expect(received).toHaveLength(1);
        expect(await deliveryOf(e.jobId)).toMatchObject({
          status: "dead",
          attempts: 1,
          lastStatusCode: null,
          lastError: `the receiver did not answer within ${timeoutMs} ms (CALLBACK_TIMEOUT_MS)`,
        });
      },
    );
  });
});
