import { BlobNotFoundError, type BlobStore } from "@docintake/blob";
import { blobKeys } from "@docintake/contracts";
import type { Layout } from "@docintake/extraction";

/**
 * Layouts the detector keeps beside a document so that extraction does not read it again: one place
 * for where they live and how they are written, for the detector that keeps them and the extractor
 * that finds them.
 */
export interface KeptLayouts {
  /** Keeps the layout; answers the blob key it is under. */
  keep(userId: string, fileId: string, layout: Layout): Promise<string>;
  /** The kept layout, or null when none was kept (or the document was deleted). */
  find(userId: string, fileId: string): Promise<Layout | null>;
}

export function keptLayouts(blobs: BlobStore): KeptLayouts {
  return {
    async keep(userId, fileId, layout) {
      const key = blobKeys.layout(userId, fileId);
      await blobs.put(key, Buffer.from(JSON.stringify(layout)), "application/json");
      return key;
    },
    async find(userId, fileId) {
      try {
        return JSON.parse(
          Buffer.from(await blobs.getBytes(blobKeys.layout(userId, fileId))).toString("utf8"),
        ) as Layout;
      } catch (err) {
        if (err instanceof BlobNotFoundError) return null;
        throw err;
      }
    },
  };
}
