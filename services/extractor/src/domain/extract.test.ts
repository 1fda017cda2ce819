import { describe, expect, it } from "@jest/globals";
import { LayoutThreadCrash, type Layout, type LayoutReader } from "@docintake/extraction";
import { ExtractionCrash, runExtraction } from "./extract.ts";

const request = {
  userId: "u",
  jobId: "job_1",
  fileId: "f",
  blobKey: "users/u/files/f",
  kind: "invoice" as const,
  customFields: [],
};
const layout: Layout = { format: "PDF", pageCount: 1, pages: [], ocrUsed: false };
const noReading = {} as LayoutReader;

describe("runExtraction", () => {
  it("does not report a start for a job that ends quickly", async () => {
    const progress: number[] = [];
    await runExtraction(request, {
      loadDocument: () => Promise.reject(new Error("not needed: the layout is kept")),
      loadLayout: () => Promise.resolve(layout),
      layouts: noReading,
      progress: async (p) => void progress.push(p),
      reportStartAfterMs: 1000,
    });
    expect(progress).toEqual([]);
  });

  it("reports the start of a job that takes longer, before it ends", async () => {
    const events: string[] = [];
    const out = await runExtraction(request, {
      loadDocument: () => Promise.reject(new Error("not needed: the layout is kept")),
      loadLayout: () => new Promise((r) => setTimeout(() => r(layout), 60)),
      layouts: noReading,
      progress: async (p) => void events.push(`progress ${p}`),
      reportStartAfterMs: 10,
    });
    events.push("done");
    expect(events).toEqual(["progress 0", "done"]);
    expect(out.result).toBeDefined();
  });

  it("handles a failed start report at once, not when the extraction ends", async () => {
    // Jest catches unhandled rejections itself, so the test looks for the handler: under Node, a rejection
    // without one while the extraction runs ends the process.
    let handled = false;
    let handledWhileRunning: boolean | undefined;
    const out = await runExtraction(request, {
      loadDocument: () => Promise.reject(new Error("not needed: the layout is kept")),
      loadLayout: () =>
        new Promise((r) =>
          setTimeout(() => {
            handledWhileRunning = handled;
            r(layout);
          }, 60),
        ),
      layouts: noReading,
      progress: () => {
        const failed = Promise.reject(new Error("bus down"));
        const then = failed.then.bind(failed);
        failed.then = ((...args: Parameters<typeof then>) => {
          handled = true;
          return then(...args);
        }) as typeof failed.then;
        return failed;
      },
      reportStartAfterMs: 10,
    });
    expect(handledWhileRunning).toBe(true);
    expect(out.result).toBeDefined();
  });

  it("leaves a stopped layout thread to the retries, and a fault in reading to the job's failure", async () => {
    const deps = (err: Error) => ({
      loadDocument: async () => new Uint8Array([1]),
      loadLayout: async () => null,
      layouts: { threads: 1, read: () => Promise.reject(err), terminate: async () => undefined },
      progress: async () => undefined,
    });
    const crash = new LayoutThreadCrash("exit code 1");
    await expect(runExtraction(request, deps(crash))).rejects.toBe(crash);
    await expect(runExtraction(request, deps(new Error("pdfjs broke")))).rejects.toBeInstanceOf(ExtractionCrash);
  });
});
