import { LEVEL, reaches } from '../access/permissions';
import { outranksOrEquals } from '../access/user-admin';

/**
 * Who may do what with crew documents (doc 2, section 6). `actor` is the caller's level on the
 * vessel (null: none), `target` the crew member's, `own` whether the documents are the caller's.
 * A document is `restricted` when private or named like a contract: level 5 and its owner only.
 */

/** Seeing a document: its owner; level 4 the unrestricted ones; level 5 all. */
export const seesDocument = (actor: number | null, own: boolean, restricted: boolean) =>
  own || reaches(actor, LEVEL.purser) || (!restricted && reaches(actor, LEVEL.officer));

/** Adding one: the crew member while current crew, or level 4 over them (the wizard's step). */
export const addsDocument = (actor: number | null, target: number, own: boolean, current: boolean) =>
  (own && current) || (reaches(actor, LEVEL.officer) && outranksOrEquals(actor, target));

/** Saving details and expiry: level 5 over the owner; the owner while it is not yet verified. */
export const editsDocument = (actor: number | null, target: number, own: boolean, verified: boolean) =>
  (own && !verified) || (reaches(actor, LEVEL.purser) && outranksOrEquals(actor, target));

/** canVerifyDocument: Verified and Highest CoC, level 5 over someone else (no one verifies their own). */
export const verifiesDocument = (actor: number | null, target: number, own: boolean) =>
  !own && reaches(actor, LEVEL.purser) && outranksOrEquals(actor, target);

/** Deleting: level 5 over the owner; the owner while current crew. */
export const deletesDocument = (actor: number | null, target: number, own: boolean, current: boolean) =>
  (own && current) || (reaches(actor, LEVEL.purser) && outranksOrEquals(actor, target));

/** The deleted documents' history, its restore, and 'Download All Documents': level 5. */
export const managesDocuments = (actor: number | null) => reaches(actor, LEVEL.purser);
