import { LEVEL, reaches } from '../access/permissions';
import { outranksOrEquals } from '../access/user-admin';

/**
 * Who may see and change a vessel's crew records (doc 2, section 6). The device hides what these
 * refuse; the server refuses it again. `actor` is the caller's level on the vessel (null: none),
 * `target` the crew member's, `own` whether the record is the caller's.
 */

/** The crew list and every profile: level 4 and above (below, one's own profile only). */
export const seesCrewList = (actor: number | null) => reaches(actor, LEVEL.officer);

/** Bank details, next of kin and salary: the crew member, and from level 5 (payroll). */
export const seesPrivate = (actor: number | null, own: boolean) => own || reaches(actor, LEVEL.purser);

/** Personal details, next of kin and bank details: the crew member, or level 5 over them. */
export const editsPersonal = (actor: number | null, target: number, own: boolean) =>
  own || (reaches(actor, LEVEL.purser) && outranksOrEquals(actor, target));

/** Position details, on board, order: level 4 over the crew member. */
export const editsPosition = (actor: number | null, target: number) =>
  reaches(actor, LEVEL.officer) && outranksOrEquals(actor, target);

/**
 * Salary and leave days: level 5 over someone below them, or a fleet manager (8) over anyone
 * else; no one sets their own pay.
 */
export const editsPay = (actor: number | null, target: number, own = false) =>
  !own && reaches(actor, LEVEL.purser) && (reaches(actor, LEVEL.fleetManager) || (actor ?? 0) > target);

/** Status changes: level 5 over the crew member; a fleet manager (8) anyone (doc 2, section 6). */
export const changesStatus = (actor: number | null, target: number) =>
  reaches(actor, LEVEL.fleetManager) || (reaches(actor, LEVEL.purser) && outranksOrEquals(actor, target));

/** Departments and positions, and vessel details: level 4 (doc 2, section 6). */
export const editsVesselSetup = (actor: number | null) => reaches(actor, LEVEL.officer);
