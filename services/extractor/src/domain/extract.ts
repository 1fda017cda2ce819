import type { TopicPayload } from "@docintake/contracts";
import {
  DocumentError,
  extractInvoice,
  extractStatement,
  LayoutThreadCrash,
  type ExtractionOutput,
  type Layout,
  type LayoutReader,
} from "@docintake/extraction";

export interface ExtractDeps {
  loadDocument: (blobKey: string) => Promise<Uint8Array>;
  /** The layout the detector kept, if any. */
  loadLayout: (fileId: string, userId: string) => Promise<Layout | null>;
  /** The passwords to open an encrypted PDF with (kept for the job, sealed); none when nothing was kept. */
  loadPasswords?: (userId: string, secretKey: string | null | undefined) => Promise<string[]>;
  layouts: LayoutReader;
  progress: (percent: number) => Promise<void>;
  /**
   * How long a job may run before it is reported as started (`processing`). Most digital documents are
   * done well within it, and then the completion alone says all: one event and one write fewer per job.
   */
  reportStartAfterMs?: number;
}

/** Runs the extraction a job asks for and shapes its result as the API returns it. */
export async function runExtraction(
  e: TopicPayload<"parse.requested">,
  deps: ExtractDeps,
): Promise<{ result: Record<string, unknown>; extraction: Record<string, unknown> }> {
  let reported: Promise<void> | undefined;
  const start = setTimeout(() => {
    // A lost start report is mended by the outcome that follows. Caught here and not at the end: a rejection
    // left without a handler while the extraction runs is unhandled, and that ends the process.
    reported = deps.progress(0).catch(() => undefined);
  }, deps.reportStartAfterMs ?? 250);
  try {
    return await extract(e, deps);
  } finally {
    clearTimeout(start);
    // The start must not arrive after the outcome; the jobs service ignores it if it does, but in order is cheaper.
    await reported;
  }
}

async function extract(
  e: TopicPayload<"parse.requested">,
  deps: ExtractDeps,
): Promise<{ result: Record<string, unknown>; extraction: Record<string, unknown> }> {
  let layout = await deps.loadLayout(e.fileId, e.userId);
  if (!layout) {
    const bytes = await deps.loadDocument(e.blobKey);
    const passwords = (await deps.loadPasswords?.(e.userId, e.secretKey)) ?? [];
    let last = 0;
    layout = await deps.layouts
      .read(bytes, {
        transferBytes: true,
        passwords,
        onPage: (done, total) => {
          // Reading pages is most of the work: it maps to 0–90 %.
          const pct = Math.floor((done / Math.max(1, total)) * 90);
          if (pct >= last + 10 && e.kind === "bank_statement") {
            last = pct;
            void deps.progress(pct);
          }
        },
      })
      .catch((err: unknown) => {
        // A layout thread crash that reaches here (the pool retries what a crashed thread had in flight)
        // is not this document's fault: the job is retried rather than failed.
        throw err instanceof DocumentError || err instanceof LayoutThreadCrash ? err : new ExtractionCrash(err);
      });
  }
  const opts = e.customFields.length > 0 ? { customFields: e.customFields } : {};
  let out: ExtractionOutput;
  try {
    switch (e.kind) {
      case "invoice":
        out = extractInvoice(layout, opts);
        break;
      case "bank_statement":
        out = extractStatement(layout, opts);
        break;
    }
  } catch (err) {
    throw new ExtractionCrash(err);
  }
  const result: Record<string, unknown> = { ...out.result };
  if (out.custom_fields) result["custom_fields"] = out.custom_fields;
  return { result, extraction: out.extraction as unknown as Record<string, unknown> };
}

/** A failure inside the extraction library itself, as opposed to reaching the blob store or the bus. */
export class ExtractionCrash extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "ExtractionCrash";
  }
}
