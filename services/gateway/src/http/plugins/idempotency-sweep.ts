/** Expired idempotency records are swept now and then; replay checks ignore them anyway. */
import fp from "fastify-plugin";
import type { Logger } from "@docintake/telemetry";
import type { IdempotencyStore } from "../../domain/idempotency.ts";

const EVERY_MS = 60 * 60_000;

export default fp<{ store: IdempotencyStore; logger: Logger }>(
  async (app, { store, logger }) => {
    const sweep = setInterval(() => {
      store.purgeExpired().catch((err: unknown) => logger.warn({ err }, "idempotency sweep failed"));
    }, EVERY_MS);
    sweep.unref();
    app.addHook("onClose", async () => clearInterval(sweep));
  },
  { name: "idempotency-sweep" },
);
