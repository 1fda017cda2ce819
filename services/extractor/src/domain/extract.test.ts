import { describe, expect, it } from "@jest/globals";
import type { Layout, OcrEngine } from "@docintake/extraction";
import { runExtraction } from "./extract.ts";

const request = {
  userId: "u",
  jobId: "job_1",
  fileId: "f",
  blobKey: "users/u/files/f",
  kind: "invoice" as const,
  customFields: [],
};
const layout: Layout = { format: "PDF", pageCount: 1, pages: [], ocrUsed: false };
const noOcr = {} as OcrEngine;

describe("runExtraction", () => {
  it("does not report a start for a job that ends quickly", async () => {
    const progress: number[] = [];
    await runExtraction(request, {
      loadDocument: () => Promise.reject(new Error("not needed: the layout is kept")),
      loadLayout: () => Promise.resolve(layout),
      ocr: noOcr,
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
      ocr: noOcr,
      progress: async (p) => void events.push(`progress ${p}`),
      reportStartAfterMs: 10,
    });
    events.push("done");
    expect(events).toEqual(["progress 0", "done"]);
    expect(out.result).toBeDefined();
  });
});
