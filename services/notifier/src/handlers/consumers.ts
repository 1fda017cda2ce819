import { DEFAULT_RETRY, type Bus } from "@docintake/bus";
import { traceHeaders } from "@docintake/telemetry";
import type { Deliverer, FinishedJobsInbox } from "../domain/deliverer.ts";

const GROUP = "notifier";

/** The notifier follows finished jobs: each one that names a callback URL becomes a delivery. */
export function registerNotifierConsumers(bus: Bus, inbox: FinishedJobsInbox, deliverer: Deliverer): void {
  bus.consume({
    group: GROUP,
    topic: "job.finished",
    retry: DEFAULT_RETRY,
    deadLetter: true,
    concurrency: 4,
    handle: async (d) => {
      // A new delivery is attempted now rather than at the next poll.
      if (await inbox.record(`${GROUP}:${d.topic}`, d.id, d.payload, traceHeaders())) void deliverer.kick();
    },
  });
}
