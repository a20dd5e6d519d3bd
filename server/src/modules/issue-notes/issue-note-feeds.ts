import { COUNTERSIGN_KIND } from '@domain/issues/issue-notes';
import type { Audience, FeedSources, Param } from '../../kernel/sync-kit';
import { ISSUE_NOTE_SELECT, toIssueNote } from './issue-note-repo';

/**
 * A note reaches whoever sees its issue (issues/issues.ts): the crew member the issue is about,
 * and the vessel's officers (level 4+), except that an issue of a private document (or one named
 * like a contract) is seen from level 5 only, as the document is; and a month waiting for its
 * countersignature is an officers' task, never shown to the person it is about (whatever their
 * level), so its notes are not theirs either. No module: the issues page stays with every module off.
 */
const seesTheIssue = (a: Audience, p: Param) => {
  const actor = p(a.actorId);
  return `((x.vessel_id = ANY(${p(a.payrollOn)})
    OR (x.vessel_id = ANY(${p(a.allOn)}) AND NOT EXISTS (
      SELECT 1 FROM crew_documents d WHERE d.is_private AND x.issue_key = 'document-' || d.id::text))
    OR (x.vessel_id = ANY(${p(a.everyVessel)}) AND x.user_id = ${actor}))
    AND NOT (x.user_id = ${actor} AND x.issue_key LIKE ${p(`${COUNTERSIGN_KIND}-%`)}))`;
};

export const issueNoteFeeds = {
  issueNotes: { module: null, select: ISSUE_NOTE_SELECT, visible: seesTheIssue, map: toIssueNote },
} satisfies FeedSources;
