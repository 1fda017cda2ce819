/** What the admin routes share: where identities are kept, and whom to tell when keys change. */
import type { IdentityRepository } from "../../domain/identity-repository.ts";

export interface AdminDeps {
  identity: IdentityRepository;
  /** Called after a key is revoked: this process's gateway forgets its cached key lookups at once. */
  keysChanged: () => void;
}

export const tags = ["admin"];
export const security = [{ adminAuth: [] }];
