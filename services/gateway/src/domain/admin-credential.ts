/** The admin API's credential: one secret from configuration, checked without telling how much of it matched. */
import { createHash, timingSafeEqual } from "node:crypto";
import { bearerToken, unauthenticated } from "./auth.ts";

const digest = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

/**
 * Whether the Authorization header carries the admin credential. Both sides are hashed first, so the comparison
 * takes the same time whatever the presented token's length, and timingSafeEqual compares the digests.
 */
export function isAdminCredential(header: string | undefined, adminKey: string): boolean {
  const token = bearerToken(header);
  if (token === null) return false;
  return timingSafeEqual(digest(token), digest(adminKey));
}

/** Throws UNAUTHENTICATED unless the header carries the admin credential. */
export function requireAdminCredential(header: string | undefined, adminKey: string): void {
  if (!isAdminCredential(header, adminKey)) throw unauthenticated("missing or invalid admin credential");
}
