import { DEFAULT_RETRY, type Bus, type Delivery } from "@docintake/bus";
import type { Job } from "@docintake/contracts";
import type { JobsDomain } from "../domain/jobs.ts";
import type { JobsRepository } from "../domain/jobs-repository.ts";

const GROUP = "jobs";

export function registerJobsConsumers(bus: Bus, repo: JobsRepository, domain: JobsDomain): void {
  const inbox = (consumer: string, id: string, fn: Parameters<JobsRepository["once"]>[2]) =>
    repo.once(`${GROUP}:${consumer}`, id, fn);
  bus.consume({
    group: GROUP,
    topic: "parse.progress",
    retry: DEFAULT_RETRY,
    deadLetter: true,
    concurrency: 4,
    handle: async (d) => void (await inbox(d.topic, d.id, (tx) => domain.applyProgress(tx, d.payload))),
  });
  for (const [topic, outcome] of [
    ["parse.completed", "completed"],
    ["parse.failed", "failed"],
  ] as const) {
    bus.consume({
      group: GROUP,
      topic,
      retry: DEFAULT_RETRY,
      deadLetter: true,
      concurrency: 4,
      // A result the store refuses (every retry used) fails its job; the event still goes to the dead letters.
      ...(outcome === "completed" && {
        onGiveUp: async (d: Delivery<"parse.completed">) => {
          let job: Job | null = null;
          await inbox(d.topic, d.id, async (tx) => {
            job = await domain.applyUnstoredResult(tx, d.payload);
          });
          domain.afterOutcome(job);
        },
      }),
      handle: async (d) => {
        let job: Job | null = null;
        await inbox(d.topic, d.id, async (tx) => {
          job = await domain.applyOutcome(tx, d.payload, outcome);
        });
        domain.afterOutcome(job);
      },
    });
  }
  bus.consume({
    group: GROUP,
    topic: "callback.outcome",
    retry: DEFAULT_RETRY,
    deadLetter: true,
    concurrency: 4,
    handle: async (d) => void (await inbox(d.topic, d.id, (tx) => domain.applyCallbackOutcome(tx, d.payload))),
  });
  bus.consume({
    group: GROUP,
    topic: "file.deleted",
    retry: DEFAULT_RETRY,
    deadLetter: true,
    concurrency: 4,
    handle: async (d) => void (await inbox(d.topic, d.id, (tx) => domain.applyFileDeleted(tx, d.payload))),
  });
}
