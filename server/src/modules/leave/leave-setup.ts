import { DEFAULT_LEAVE_COLOR, type LeaveProfileRecord, type LeaveSettings } from '@contracts/leave-records';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import {
  editsLeaveProfiles,
  fullLeaveAccess,
  type LeaveStanding,
  managesLeaveSettings,
} from '@domain/leave/leave-access';
import type { Queryable } from '../../db/client';
import type { ApprovalGroup } from '../../http/policy';
import type { Actor } from '../../kernel/actors';
import { forbidden, notFound, type Outcome } from '../../kernel/outcome';
import { findProfile, findSettings } from './leave-repo';

/**
 * A vessel's leave is set up on first use: its settings (the defaults below) and the product's
 * leave types. 'Not on payroll' is view-only: shown, never changed.
 */
export const DEFAULT_LEAVE_TYPES = [
  { name: 'Leave', color: DEFAULT_LEAVE_COLOR, isOnBoard: false, effect: 1, isNil: false, isDefault: true },
  { name: 'Work day', color: '2E9E6B', isOnBoard: true, effect: 2, isNil: false, isDefault: false },
  { name: 'Travel', color: 'F2C14E', isOnBoard: false, effect: 0, isNil: false, isDefault: false },
  { name: 'Sick leave', color: 'D64550', isOnBoard: false, effect: 0, isNil: false, isDefault: false },
  { name: 'Not on payroll', color: '9CA3AF', isOnBoard: false, effect: 0, isNil: true, isDefault: false },
] as const;
const VIEW_ONLY = 'Not on payroll';

/** Idempotent: the settings row's key decides who sets the vessel up, so two first uses make one set. */
export async function ensureLeaveSetup(tx: Queryable, vesselId: number): Promise<void> {
  // Most calls find it set up: a read then takes no change number (nor the lock that orders them).
  const [done] = await tx.query('SELECT 1 FROM leave_settings WHERE vessel_id = $1', [vesselId]);
  if (done) return;
  const created = await tx.query(
    'INSERT INTO leave_settings (vessel_id) VALUES ($1) ON CONFLICT (vessel_id) DO NOTHING RETURNING vessel_id',
    [vesselId],
  );
  if (created.length === 0) return;
  const [some] = await tx.query('SELECT 1 FROM leave_types WHERE vessel_id = $1 LIMIT 1', [vesselId]);
  if (some) return;
  for (const [i, t] of DEFAULT_LEAVE_TYPES.entries())
    await tx.query(
      `INSERT INTO leave_types (vessel_id, name, color, is_on_board, effect, is_nil, sort_order, is_default, view_only)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [vesselId, t.name, t.color, t.isOnBoard, t.effect, t.isNil, i + 1, t.isDefault, t.name === VIEW_ONLY],
    );
}

export async function inLeaveGroup(db: Queryable, userId: number, vesselId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM leave_approval_members WHERE vessel_id = $1 AND user_id = $2', [
    vesselId,
    userId,
  ]);
  return rows.length > 0;
}

/** The leave approval group: full access to leave on the vessel (doc 3, section 6), whatever its level. */
export const LEAVE_GROUP: ApprovalGroup = { name: 'leave', has: inLeaveGroup };

/** Whether the actor has full access to leave on the vessel: level 5+, or the leave approval group. */
export async function fullLeaveAccessOn(db: Queryable, actor: Actor, file: { vesselId: number }) {
  const inGroup = await inLeaveGroup(db, actor.id, file.vesselId);
  return fullLeaveAccess({ level: levelOn(actor.roles, file.vesselId), inApprovalGroup: inGroup });
}

/** The vessels where the actor sees everyone's leave: level 5+, or in the leave approval group. */
export async function leaveFullVessels(db: Queryable, actor: Actor): Promise<number[]> {
  const rows = await db.query<{ vessel_id: number }>(
    'SELECT vessel_id FROM leave_approval_members WHERE user_id = $1',
    [actor.id],
  );
  const group = new Set(rows.map((r) => Number(r.vessel_id)));
  return actor.roles
    .filter((r) => reaches(r.permissionLevel, LEVEL.purser) || group.has(r.vesselId))
    .map((r) => r.vesselId);
}

/** The caller's standing over a vessel's leave, once its leave is set up. */
export interface LeaveScope {
  vesselId: number;
  standing: LeaveStanding;
  settings: LeaveSettings;
  /** Every crew member's leave and approval rights: level 5 or the approval group. */
  full: boolean;
  /** Profiles and adjustments: level 5, or the approval group when the settings allow it. */
  editsProfiles: boolean;
  /** Settings and leave types: level 5. */
  manages: boolean;
}

/** Null when the caller has no role on the vessel (so nothing is set up for an outsider's probe). */
export async function leaveScope(tx: Queryable, actor: Actor, vesselId: number): Promise<LeaveScope | null> {
  const level = levelOn(actor.roles, vesselId);
  if (level === null) return null;
  await ensureLeaveSetup(tx, vesselId);
  const settings = (await findSettings(tx, vesselId))!;
  const standing = { level, inApprovalGroup: settings.approvalGroup.includes(actor.id) };
  return {
    vesselId,
    standing,
    settings,
    full: fullLeaveAccess(standing),
    editsProfiles: editsLeaveProfiles(standing, settings.editByApprovalGroup),
    manages: managesLeaveSettings(standing),
  };
}

export interface ProfileScope {
  scope: LeaveScope;
  profile: LeaveProfileRecord;
  own: boolean;
}

/**
 * A profile the caller may see on the vessel the request names: their own, or anyone's with full
 * access. Anything else, a deleted profile or one of another vessel is not found (403 for an
 * outsider). With `lock`, writes about the profile queue up behind this transaction.
 */
export async function profileOn(
  tx: Queryable,
  actor: Actor,
  vesselId: number,
  profileId: string,
  lock = false,
): Promise<ProfileScope | Outcome> {
  const scope = await leaveScope(tx, actor, vesselId);
  if (!scope) return forbidden();
  const profile = await findProfile(tx, profileId, lock);
  const own = profile?.userId === actor.id;
  if (!profile || profile.vesselId !== vesselId || profile.deleted || !(scope.full || own)) return notFound();
  return { scope, profile, own };
}
export const isRefusal = <T extends object>(x: T | Outcome): x is Outcome => 'status' in x;
