import type { leaveTypesSaveSchema } from '@contracts/leave';
import type { LeaveType } from '@contracts/leave-records';
import { LEAVE_TYPES_NOT_UNCHANGED } from '@contracts/leave-spec';
import { LEAVE_TYPE_TEXT } from '@contracts/leave-text';
import { MSG } from '@contracts/messages';
import { type EarlierTypeRule, withEarlier } from '@domain/leave/dated-rules';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, fieldRefused, forbidden, type Outcome } from '../../kernel/outcome';
import { auditLeave } from './leave-history';
import { mathsRefusal } from './leave-maths';
import { profilesBooking, vesselTypes } from './leave-repo';
import { leaveScope } from './leave-setup';

type TypesSave = z.infer<typeof leaveTypesSaveSchema>;
type Incoming = TypesSave['types'][number];

export const TYPE_TEXT = {
  ...LEAVE_TYPE_TEXT,
  /** updateLeaveTypes' leaveTypesChanged false, with a list that is not the saved one. */
  notUnchanged: LEAVE_TYPES_NOT_UNCHANGED,
} as const;

const same = (t: LeaveType, i: Incoming) =>
  t.name === i.name &&
  t.color.toUpperCase() === i.color.toUpperCase() &&
  t.isOnBoard === i.isOnBoard &&
  t.effect === i.effect &&
  t.isNil === i.isNil &&
  t.isDefault === i.isDefault;

/** Whether the list is the saved one: the same types, as they are, in the same order. */
const unchanged = (current: LeaveType[], types: Incoming[]) =>
  types.length === current.length &&
  types.every((t, i) => {
    const known = current.find((c) => c.id === t.id);
    return known !== undefined && same(known, t) && known.order === i + 1;
  });

/**
 * A type's history after the save: a new effect, nil mark or on-board flag counts from today on,
 * the days booked before keep the rule they had (their balances, and the crew on board of the days
 * gone by).
 */
const rulesAfter = (known: LeaveType, t: Incoming, today: string): EarlierTypeRule[] =>
  known.effect === t.effect && known.isNil === t.isNil && known.isOnBoard === t.isOnBoard
    ? [...(known.rulesBefore ?? [])]
    : withEarlier(known.rulesBefore, {
        until: today,
        effect: known.effect,
        isNil: known.isNil,
        isOnBoard: known.isOnBoard,
      });

/** Why the list cannot be saved as it is, or null. */
function listError(current: LeaveType[], types: Incoming[]): Outcome | null {
  const byId = new Map(current.map((t) => [t.id, t]));
  const ids = types.flatMap((t) => (t.id ? [t.id] : []));
  if (new Set(ids).size !== ids.length) return fieldRefused('types', TYPE_TEXT.twice);
  for (const [i, t] of types.entries()) {
    if (!t.id) continue;
    const known = byId.get(t.id);
    if (!known) return fieldRefused(`types.${i}.id`, MSG.invalidId);
    if (known.viewOnly && !same(known, t)) return fieldRefused(`types.${i}`, TYPE_TEXT.viewOnly);
  }
  if (current.some((t) => t.viewOnly && !ids.includes(t.id)))
    return fieldRefused('types', TYPE_TEXT.viewOnly);
  if (types.filter((t) => t.isDefault).length !== 1) return fieldRefused('types', TYPE_TEXT.oneDefault);
  return null;
}

/**
 * updateLeaveTypes (level 5): the whole list, in its order. A type left out becomes a
 * tombstone, unless a request books it (its days would lose their meaning); 'Not on payroll'
 * stays as it is; exactly one type is the default.
 */
export async function updateLeaveTypes(
  tx: Queryable,
  actor: Actor,
  vesselId: number,
  body: TypesSave,
  now: Date,
  /**
   * The spec's leaveTypesChanged. False says the list is the saved one: a list that would change
   * anything is refused, never saved against the caller's word (nor the flag taken and ignored).
   */
  claimsChanged?: boolean,
): Promise<Outcome> {
  // Before the list is read: a request saved at once (it books types) or another list comes first
  // or after, whole, so no removed type is booked and one default stays.
  await takeChangeLock(tx);
  const scope = await leaveScope(tx, actor, vesselId);
  if (!scope?.manages) return forbidden();
  const current = (await vesselTypes(tx, vesselId)).filter((t) => !t.deleted);
  const error = listError(current, body.types);
  if (error) return error;
  const kept = new Set(body.types.map((t) => t.id));
  const gone = current.filter((t) => !kept.has(t.id));
  if (claimsChanged === false && !unchanged(current, body.types))
    return fieldRefused('leaveTypesChanged', TYPE_TEXT.notUnchanged);
  for (const t of gone) {
    const [used] = await tx.query(
      `SELECT 1 FROM leave_requests q WHERE q.vessel_id = $1 AND NOT q.deleted
          AND EXISTS (SELECT 1 FROM jsonb_array_elements(q.days) d WHERE (d->>'leaveTypeId')::int = $2) LIMIT 1`,
      [vesselId, t.id],
    );
    if (used) return fieldRefused('types', TYPE_TEXT.inUse(t.name));
  }
  let version = 0;
  const track = (rows: { version: number | string }[]) => {
    for (const r of rows) version = Math.max(version, Number(r.version));
  };
  for (const t of gone)
    track(
      await tx.query<{ version: number }>(
        'UPDATE leave_types SET deleted = true, is_default = false, version = next_change() WHERE id = $1 RETURNING version',
        [t.id],
      ),
    );
  const byId = new Map(current.map((t) => [t.id, t]));
  const today = now.toISOString().slice(0, 10);
  for (const [i, t] of body.types.entries()) {
    const known = t.id ? byId.get(t.id) : undefined;
    const values = [t.name, t.color.toUpperCase(), t.isOnBoard, t.effect, t.isNil, i + 1, t.isDefault];
    if (!known) {
      track(
        await tx.query<{ version: number }>(
          `INSERT INTO leave_types (vessel_id, name, color, is_on_board, effect, is_nil, sort_order, is_default)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING version`,
          [vesselId, ...values],
        ),
      );
    } else if (!same(known, t) || known.order !== i + 1) {
      track(
        await tx.query<{ version: number }>(
          `UPDATE leave_types SET name = $2, color = $3, is_on_board = $4, effect = $5, is_nil = $6, sort_order = $7,
              is_default = $8, rules_before = $9::jsonb, version = next_change() WHERE id = $1 RETURNING version`,
          [known.id, ...values, JSON.stringify(rulesAfter(known, t, today))],
        ),
      );
    } else version = Math.max(version, known.version);
  }
  // A type that counts differently now (its effect, or nil) changes the balances of the profiles
  // that book it: none of them may end up with a rollover above its balance.
  const recounted = body.types.filter((t) => {
    const was = t.id ? byId.get(t.id) : undefined;
    return was && (was.effect !== t.effect || was.isNil !== t.isNil);
  });
  for (const profile of await profilesBooking(
    tx,
    vesselId,
    recounted.map((t) => t.id!),
  )) {
    const refusal = await mathsRefusal(tx, profile, today);
    if (refusal) return { ...refusal, errorList: [{ property: 'types', message: refusal.message }] };
  }
  await auditLeave(tx, actor, now, {
    vesselId,
    action: 'leave.types',
    entity: 'leave-types',
    key: String(vesselId),
    before: current.map(({ version: _, ...t }) => t),
    after: body.types,
  });
  return applied(version);
}
