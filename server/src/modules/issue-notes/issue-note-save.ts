import type { IssueNoteRef, IssueNoteSaved } from '@contracts/issue-notes';
import { MSG } from '@contracts/messages';
import { STALE_WHAT } from '@contracts/refusal-text';
import { levelOn } from '@domain/access/permissions';
import { addsIssueNotes, changesIssueNote } from '@domain/issues/issue-notes';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { auditedTombstone, auditWrite } from '../../kernel/audit';
import { takeChangeLock } from '../../kernel/change-numbers';
import { everOnVessel } from '../../kernel/crew-status';
import { applied, fieldRefused, forbidden, notFound, staleEdit } from '../../kernel/outcome';
import type { BasedEdit, WriteUseCase } from '../../kernel/use-case';
import { findIssueNote, insertIssueNote, markIssueNoteDeleted, updateIssueNote } from './issue-note-repo';

/**
 * Save a note ('issueNote/save'): the id is the device's, so an unknown id is a new note, written
 * by an officer (level 4+) about a crew member of the vessel. An edit changes the text only
 * (another crew member or issue sent with it is refused) and is its author's or a purser's
 * (level 5+); one based on an older copy than the server's is a conflict carrying the server's
 * copy, and changes nothing.
 */
export const saveIssueNote: WriteUseCase<IssueNoteSaved, BasedEdit> = async (tx, actor, body, ctx) => {
  // The change-number lock before the note's row lock: the order every write keeps.
  await takeChangeLock(tx);
  const level = levelOn(actor.roles, body.yachtId);
  if (!addsIssueNotes(level)) return forbidden();
  const existing = await findIssueNote(tx, body.noteId, true);
  // Another vessel's note is not found: an id tells nothing about other vessels.
  if (existing && (existing.vesselId !== body.yachtId || existing.deleted)) return notFound();
  if (!existing) {
    if (!(await everOnVessel(tx, body.yachtId, body.userId))) return notFound();
    const version = await insertIssueNote(tx, body, actor.id, ctx.now);
    await audit(tx, actor, ctx.now, 'issueNote.create', body, null);
    return applied(version);
  }
  if (!changesIssueNote(level, actor.id, existing)) return forbidden();
  const stale = staleEdit(existing.version, ctx.baseVersion, STALE_WHAT.note, { issueNotes: [existing] });
  if (stale) return stale;
  // A note stays on the crew member and issue it was written under: another one sent with an
  // edit was taken and ignored (the text changed, the note did not move). Refused by name.
  const moved = (['userId', 'issueKey'] as const).find((k) => existing[k] !== body[k]);
  if (moved) return fieldRefused(moved, MSG.readOnlyField);
  // The text as it is (a replayed save, a Save pressed twice): nothing written (kernel/unchanged.ts).
  if (existing.text === body.text) return applied(existing.version);
  const version = await updateIssueNote(tx, existing.id, body.text, ctx.now);
  await audit(tx, actor, ctx.now, 'issueNote.update', body, { text: existing.text });
  return applied(version);
};

/** Delete a note ('issueNote/delete'): its author's or a purser's; a tombstone. */
export const deleteIssueNote: WriteUseCase<IssueNoteRef, BasedEdit> = async (tx, actor, body, ctx) => {
  await takeChangeLock(tx);
  const level = levelOn(actor.roles, body.yachtId);
  if (!addsIssueNotes(level)) return forbidden();
  const existing = await findIssueNote(tx, body.noteId, true);
  if (!existing || existing.vesselId !== body.yachtId || existing.deleted) return notFound();
  if (!changesIssueNote(level, actor.id, existing)) return forbidden();
  const stale = staleEdit(existing.version, ctx.baseVersion, STALE_WHAT.note, { issueNotes: [existing] });
  if (stale) return stale;
  const version = await markIssueNoteDeleted(tx, existing.id);
  const entry = { vesselId: body.yachtId, action: 'issueNote.delete', entity: 'issueNote', key: existing.id };
  return auditedTombstone(tx, actor, ctx.now, entry, version);
};

const audit = (
  tx: Queryable,
  actor: Actor,
  now: Date,
  action: string,
  body: IssueNoteSaved,
  before: unknown,
) =>
  auditWrite(tx, actor, now, {
    vesselId: body.yachtId,
    action,
    entity: 'issueNote',
    key: body.noteId,
    before,
    after: { userId: body.userId, issueKey: body.issueKey, text: body.text },
  });
