import { blobKeys, type TopicPayload } from "@docintake/contracts";
import type { BlobStore } from "@docintake/blob";
import { detectType, readLayout, type OcrEngine } from "@docintake/extraction";

/**
 * Decides a new document's type from a quick reading (the upload waits for it), and keeps the layout
 * beside the document when that reading is complete (text-layer PDFs) so extraction reuses it.
 * Scans and photos are read in full by the extractor when a job asks for them.
 */
export async function detectDocument(
  e: TopicPayload<"file.uploaded">,
  deps: { blobs: BlobStore; ocr: OcrEngine; onOcrPages?: (n: number) => void },
): Promise<TopicPayload<"file.detected">> {
  const bytes = await deps.blobs.getBytes(e.blobKey);
  try {
    const layout = await readLayout(bytes, { ocr: deps.ocr, quick: true });
    const ocrPages = layout.pages.filter((p) => p.ocr).length;
    if (ocrPages > 0) deps.onOcrPages?.(ocrPages);
    const { type, confidence } = detectType(layout);
    let layoutKey: string | null = null;
    if (!layout.partial) {
      layoutKey = blobKeys.layout(e.userId, e.fileId);
      await deps.blobs.put(layoutKey, Buffer.from(JSON.stringify(layout)), "application/json");
    }
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
  } catch (err) {
    // The upload validated the document, so this is rare; the record must still leave "unknown".
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
}
