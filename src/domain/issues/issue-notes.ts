import { LEVEL, reaches } from '../access/permissions';

/**
 * Notes on a vessel's issues: who may write them and what issue a note belongs to, the same on
 * the device (which buttons show) and on the server (what it accepts).
 */

/** The longest note: a line or two ("Renewal ordered, surveyor on 12 Dec"), not a report. */
export const ISSUE_NOTE_MAX = 500;

/**
 * The issue a note belongs to, for one crew member. A document keeps its notes from 'expiring'
 * to 'expired' (the renewal ordered is still the news); a month keeps its own per kind, since
 * signing and countersigning are different people's tasks.
 */
type NotedIssue =
  | { kind: string; month: string }
  | { kind: string; documentId: string }
  | { kind: string; requirementTypeId: number };

export const noteSubject = (issue: NotedIssue): string =>
  'month' in issue
    ? `${issue.kind}-${issue.month}`
    : 'documentId' in issue
      ? `document-${issue.documentId}`
      : `requirement-${issue.requirementTypeId}`;

/** The kind of a month waiting for its countersignature: an officers' task, not its owner's. */
export const COUNTERSIGN_KIND = 'countersign';

/**
 * The shapes noteSubject makes, and only those: a month's (unsigned or countersign, YYYY-MM), a
 * document's (its id) or a requirement's (its type id). A note under any other key would hang
 * under no issue anyone sees, so it is refused rather than stored.
 */
export const NOTE_SUBJECT =
  /^(?:(?:unsigned|countersign)-\d{4}-(?:0[1-9]|1[0-2])|document-[0-9A-Za-z-]{1,40}|requirement-[1-9]\d{0,9})$/;

/** Officers (level 4+), who see every crew member's issues, add notes to them. */
export const addsIssueNotes = (level: number | null) => reaches(level, LEVEL.officer);

/** A note is changed or removed by its author, or by a purser or above (level 5+). */
export const changesIssueNote = (level: number | null, actorId: number, note: { authorId: number }) =>
  addsIssueNotes(level) && (note.authorId === actorId || reaches(level, LEVEL.purser));
