import { MSG } from '@contracts/messages';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import type { CommentSave, PresetSave } from '@contracts/rest-hours';
import { canEditRestDaysOf, LEVEL, levelOn, reaches } from '@domain/access/permissions';
import { monthOf } from '@domain/calendar/iso-date';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { nextVersion } from '../../kernel/change-numbers';
import { fieldRefused, forbidden, notFound, type Outcome, refused } from '../../kernel/outcome';
import { findMonth } from './rest-repo';
import { crewOfVessel } from './save-rest-days';
import { readVesselSettings } from './vessel-settings';

/**
 * What the REST calls of comments and presets answer for a countersigned month (400; 409 for the
 * edit of a comment's text). A missing record is the spec's 404 with its text (notFound), as the
 * edit of a comment's text answered it: the removal answered 400 with the 404's text.
 */
const countersigned = (httpStatus: 400 | 409) => refused(MSG.monthCountersigned, httpStatus);

/**
 * A comment on a day: by the crew member or an officer, never on a countersigned month. A
 * comment is its author's words: saving an existing id changes it only for the one who posted
 * it (the crew member must not rewrite the officer's note about their day, nor may another officer).
 */
export const saveComment = (tx: Queryable, actor: Actor, body: CommentSave, now: Date) =>
  writeComment(tx, actor, body, now, 400);

async function writeComment(
  tx: Queryable,
  actor: Actor,
  body: CommentSave,
  now: Date,
  countersignedStatus: 400 | 409,
): Promise<Outcome> {
  if (!canEditRestDaysOf(actor.id, levelOn(actor.roles, body.yachtId), body.userId)) return forbidden();
  // A day of someone never on board is no record, as for a day save: a comment on it was stored
  // on the vessel and shown to no one (issue s47atk).
  if (!(await crewOfVessel(tx, body.userId, body.yachtId))) return notFound();
  const [existing] = await tx.query<{
    user_id: number;
    vessel_id: number;
    day: string;
    text: string;
    posted_by: number;
  }>('SELECT user_id, vessel_id, day::text AS day, text, posted_by FROM rest_comments WHERE id = $1', [
    body.commentId,
  ]);
  if (
    existing &&
    (existing.posted_by !== actor.id ||
      existing.user_id !== body.userId ||
      existing.vessel_id !== body.yachtId)
  )
    return forbidden();
  // A comment is about its day: saved again naming another, the day was kept and the text
  // changed, so a note on a countersigned month could be rewritten through a date outside it.
  if (existing && existing.day !== body.date)
    return fieldRefused(
      'date',
      'A comment stays on the day it was written on: write a new one for another day.',
    );
  // The stored day's month, as removing checks it (the named day is the same one by now).
  const month = await findMonth(tx, body.userId, body.yachtId, monthOf(existing?.day ?? body.date));
  if (month?.counterSignedBy) return countersigned(countersignedStatus);
  const version = await nextVersion(tx);
  await tx.query(
    `INSERT INTO rest_comments (id, user_id, vessel_id, day, kind, text, posted_by, posted_at, version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (id) DO UPDATE SET text = EXCLUDED.text, kind = EXCLUDED.kind, version = EXCLUDED.version, deleted = false`,
    [
      body.commentId,
      body.userId,
      body.yachtId,
      body.date,
      body.kind,
      body.text,
      actor.id,
      now.toISOString(),
      version,
    ],
  );
  await appendAudit(tx, now, {
    actorId: actor.id,
    vesselId: body.yachtId,
    action: 'save',
    entity: 'rest_comment',
    entityKey: body.commentId,
    before: existing ? { text: existing.text } : null,
    after: { text: body.text, kind: body.kind, date: body.date },
  });
  return { status: 'applied', version };
}

/** Edits a comment's text (POST /hor/comment/{yacht}/{id}): its author only, as saving does. */
export async function editCommentText(
  tx: Queryable,
  actor: Actor,
  id: string,
  yachtId: number,
  text: string,
  now: Date,
): Promise<Outcome> {
  const [row] = await tx.query<{
    user_id: number;
    day: string;
    kind: 'comment' | 'noncompliance';
    posted_by: number;
  }>(
    'SELECT user_id, day::text AS day, kind, posted_by FROM rest_comments WHERE id = $1 AND vessel_id = $2 AND NOT deleted',
    [id, yachtId],
  );
  if (!row) return notFound();
  if (row.posted_by !== actor.id) return refused(REFUSAL_TEXT.commentNotYours, 403);
  const comment = { commentId: id, yachtId, userId: row.user_id, date: row.day, kind: row.kind, text };
  return writeComment(tx, actor, comment, now, 409);
}

/**
 * Removing a comment: its author, or an officer (level 4+) of the vessel, who keeps the record
 * in order. The crew member whose day it is cannot remove an officer's note about it.
 */
export async function deleteComment(
  tx: Queryable,
  actor: Actor,
  id: string,
  yachtId: number,
  now: Date,
): Promise<Outcome> {
  const [row] = await tx.query<{ user_id: number; vessel_id: number; day: string; posted_by: number }>(
    'SELECT user_id, vessel_id, day::text AS day, posted_by FROM rest_comments WHERE id = $1',
    [id],
  );
  if (!row || row.vessel_id !== yachtId) return notFound();
  const level = levelOn(actor.roles, yachtId);
  if (level === null || (row.posted_by !== actor.id && !reaches(level, LEVEL.officer))) return forbidden();
  const month = await findMonth(tx, row.user_id, yachtId, monthOf(row.day));
  if (month?.counterSignedBy) return countersigned(400);
  const version = await nextVersion(tx);
  await tx.query('UPDATE rest_comments SET deleted = true, version = $2 WHERE id = $1', [id, version]);
  await appendAudit(tx, now, {
    actorId: actor.id,
    vesselId: yachtId,
    action: 'delete',
    entity: 'rest_comment',
    entityKey: id,
    before: row,
    after: null,
  });
  return { status: 'applied', version };
}

/** Presets are personal: a user keeps their own, one of which may be the default. */
export async function savePreset(tx: Queryable, actor: Actor, body: PresetSave): Promise<Outcome> {
  if (levelOn(actor.roles, body.yachtId) === null) return forbidden();
  const [existing] = await tx.query<{
    user_id: number;
    vessel_id: number;
    name: string;
    work: string;
    is_default: boolean;
    deleted: boolean;
    version: string;
  }>(
    'SELECT user_id, vessel_id, name, work, is_default, deleted, version FROM rest_presets WHERE id = $1 FOR UPDATE',
    [body.presetId],
  );
  if (existing && existing.user_id !== actor.id) return forbidden();
  // A preset stays on its vessel: a save naming another would answer 200 and not move it.
  if (existing && existing.vessel_id !== body.yachtId)
    return fieldRefused('yachtId', 'A preset stays on the vessel it was made on.');
  // As a day save: neutral cells only where the vessel has neutral periods on (the preset would
  // fill days the save then refuses).
  if (
    body.binary.includes('n') &&
    !(await readVesselSettings(tx, body.yachtId)).settings.neutralPeriodsEnabled
  )
    return fieldRefused('binary', MSG.neutralOff);
  // Saved as it is (Save pressed again, a replay): nothing written, no change for every device.
  // (The row is read FOR UPDATE: a change still uncommitted is waited for, not taken as stored.)
  const same =
    existing &&
    !existing.deleted &&
    existing.name === body.name &&
    existing.work === body.binary &&
    existing.is_default === body.isDefault;
  if (same) return { status: 'applied', version: Number(existing.version) };
  const version = await nextVersion(tx);
  if (body.isDefault) {
    await tx.query(
      'UPDATE rest_presets SET is_default = false, version = $3 WHERE user_id = $1 AND vessel_id = $2 AND is_default',
      [actor.id, body.yachtId, version],
    );
  }
  await tx.query(
    `INSERT INTO rest_presets (id, user_id, vessel_id, name, work, is_default, version) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, work = EXCLUDED.work, is_default = EXCLUDED.is_default,
       version = EXCLUDED.version, deleted = false`,
    [body.presetId, actor.id, body.yachtId, body.name, body.binary, body.isDefault, version],
  );
  return { status: 'applied', version };
}

/** Removes the caller's preset; `yachtId` (the queued operation's) must be the preset's vessel. */
export async function deletePreset(
  tx: Queryable,
  actor: Actor,
  id: string,
  yachtId?: number,
): Promise<Outcome> {
  const [row] = await tx.query<{ user_id: number; vessel_id: number }>(
    'SELECT user_id, vessel_id FROM rest_presets WHERE id = $1',
    [id],
  );
  if (!row) return notFound();
  if (row.user_id !== actor.id) return forbidden();
  // Named with another vessel (whose module gate it passed), it was removed from its own unseen.
  if (yachtId !== undefined && Number(row.vessel_id) !== yachtId)
    return fieldRefused('yachtId', 'A preset stays on the vessel it was made on.');
  const version = await nextVersion(tx);
  await tx.query('UPDATE rest_presets SET deleted = true, is_default = false, version = $2 WHERE id = $1', [
    id,
    version,
  ]);
  return { status: 'applied', version };
}
