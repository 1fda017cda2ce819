import { BlobNotFoundError, type BlobStore } from "@docintake/blob";
import { candidatePasswords, openSecret } from "@docintake/contracts";

/**
 * The sealed passwords kept beside a document for its detection or a job (written by the files service):
 * opened only in memory, just before the document is read, and deleted once the work they were kept for ends.
 */
export interface KeptSecrets {
  /** The passwords to try (the one given, then the hints' rules); none when nothing was kept. */
  passwords(userId: string, key: string | null | undefined): Promise<string[]>;
  /** Deletes a kept secret; a failure is told to `onError`, never thrown (the work has ended either way). */
  forget(key: string | null | undefined, onError: (err: unknown) => void): Promise<void>;
}

export function keptSecrets(blobs: BlobStore, secretKey: Buffer): KeptSecrets {
  return {
    async passwords(userId, key) {
      if (!key) return [];
      try {
        const sealed = Buffer.from(await blobs.getBytes(key)).toString("utf8");
        return candidatePasswords(openSecret(sealed, secretKey, userId));
      } catch (err) {
        // Already forgotten (the work ended on another delivery): reading without it says what is missing.
        if (err instanceof BlobNotFoundError) return [];
        throw err;
      }
    },
    async forget(key, onError) {
      if (!key) return;
      await blobs.delete(key).catch(onError);
    },
  };
}
