import type { RecordMap } from '@contracts/sync';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { applyBased } from '../../kernel/op-apply';
import type { OpHandlers } from '../../kernel/sync-kit';
import { findIssueNote } from './issue-note-repo';
import { deleteIssueNote, saveIssueNote } from './issue-note-save';

/** The server's copy of a note, for a caller who sees it (the feed's rule). */
async function noteCopy(tx: Queryable, actor: Actor, yachtId: number, id: string): Promise<RecordMap> {
  const note = await findIssueNote(tx, id);
  if (!note || note.vesselId !== yachtId) return {};
  const sees = reaches(levelOn(actor.roles, yachtId), LEVEL.officer) || note.userId === actor.id;
  return sees ? { issueNotes: [note] } : {};
}

/** Notes queued offline; a refusal or conflict brings back the server's copy. */
export const issueNoteOps = {
  'issueNote/save': {
    apply: applyBased(saveIssueNote),
    current: (tx, b, { actor }) => noteCopy(tx, actor, b.yachtId, b.noteId),
  },
  'issueNote/delete': {
    apply: applyBased(deleteIssueNote),
    current: (tx, b, { actor }) => noteCopy(tx, actor, b.yachtId, b.noteId),
  },
} satisfies OpHandlers;
