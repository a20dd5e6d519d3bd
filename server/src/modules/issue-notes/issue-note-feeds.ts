import type { Audience, FeedSources, Param } from '../../kernel/sync-kit';
import { ISSUE_NOTE_SELECT, toIssueNote } from './issue-note-repo';

/**
 * A note reaches whoever sees its issue (issues/issues.ts): the vessel's officers (level 4+) and
 * the crew member the issue is about. No module: the issues page stays with every module off.
 */
const seesTheIssue = (a: Audience, p: Param) =>
  `(x.vessel_id = ANY(${p(a.allOn)}) OR (x.vessel_id = ANY(${p(a.everyVessel)}) AND x.user_id = ${p(a.actorId)}))`;

export const issueNoteFeeds = {
  issueNotes: { module: null, select: ISSUE_NOTE_SELECT, visible: seesTheIssue, map: toIssueNote },
} satisfies FeedSources;
