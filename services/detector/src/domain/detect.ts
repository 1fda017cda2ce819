import type { TopicPayload } from "@docintake/contracts";
import type { BlobStore } from "@docintake/blob";
import { detectType, LayoutThreadCrash, type Layout, type LayoutReader } from "@docintake/extraction";
import type { KeptLayouts } from "@docintake/worker/kept-layouts";
import type { KeptSecrets } from "@docintake/worker/kept-secrets";

/**
 * Decides a new document's type from a quick reading (the upload waits for it), and keeps the layout
 * beside the document when that reading is complete (text-layer PDFs) so extraction reuses it.
 * Scans and photos are read in full by the extractor when a job asks for them.
 */
export async function detectDocument(
  e: TopicPayload<"file.uploaded">,
  deps: {
    blobs: BlobStore;
    layouts: LayoutReader;
    kept: KeptLayouts;
    secrets: KeptSecrets;
    onOcrPages?: (n: number) => void;
  },
): Promise<TopicPayload<"file.detected">> {
  const bytes = await deps.blobs.getBytes(e.blobKey);
  // The upload's password, for an encrypted PDF: in memory for this reading only.
  const passwords = await deps.secrets.passwords(e.userId, e.secretKey);
  let layout: Layout;
  try {
    layout = await deps.layouts.read(bytes, { quick: true, transferBytes: true, passwords });
  } catch (err) {
    // The layout pool retries what a crashed thread had in flight and blames only the document that
    // stops a thread alone, with a DocumentError; a crash that still reaches here is not this document's: try again.
    if (err instanceof LayoutThreadCrash) throw err;
    // The upload validated the document, so this is rare; the record must still leave "unknown".
    return undetected(e, err);
  }
  const ocrPages = layout.pages.filter((p) => p.ocr).length;
  if (ocrPages > 0) deps.onOcrPages?.(ocrPages);
  const { type, confidence } = detectType(layout);
  // Not the document's failure but the blob store's: the message is tried again, rather than the document
  // typed `other` and a layout the store may have kept after all left without its record.
  const layoutKey = layout.partial ? null : await deps.kept.keep(e.userId, e.fileId, layout);
  return {
    userId: e.userId,
    fileId: e.fileId,
    type,
    confidence,
    pageCount: layout.pageCount,
    ocrUsed: layout.ocrUsed,
    layoutKey,
    error: null,
  };
}

/** The answer for a document that could not be read: it is "other", with the reason. */
export function undetected(e: TopicPayload<"file.uploaded">, err: unknown): TopicPayload<"file.detected"> {
  return {
    userId: e.userId,
    fileId: e.fileId,
    type: "other",
    confidence: 0,
    pageCount: 0,
    ocrUsed: false,
    layoutKey: null,
    error: err instanceof Error ? err.message : String(err),
  };
}
