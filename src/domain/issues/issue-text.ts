import { msg } from '../../i18n/msg';
import { relativeDays, showFullDate, showMonth } from '../dates/format';
import type { CrewIssue, VesselIssue } from './issue-types';

/** Puts a span ('in 30 days') in the reader's language: a screen's t(); English as it is. */
type Say = (text: string) => string;
const asIs: Say = (text) => text;

/**
 * An issue's title and the page that settles it: one wording for the page, the export and
 * notices. On a screen (`today` given) an expiry also says how far it is (`say` puts that in
 * the reader's language); on paper and in a notice it would go stale, so it is left out.
 */
export function issueTitle(issue: CrewIssue, today?: string, say: Say = asIs): string {
  switch (issue.kind) {
    case 'documentExpired':
      return msg('{name} expired on {date}', { name: issue.name, date: shownDate(issue.date, today, say) });
    case 'documentExpiring':
      return msg('{name} expires on {date}', { name: issue.name, date: shownDate(issue.date, today, say) });
    case 'requirementMissing':
      return msg('{name} missing', { name: issue.name });
  }
  const month = showMonth(issue.month);
  return issue.kind === 'unsigned'
    ? msg('Hours of rest for {month} not signed off', { month })
    : msg('Hours of rest for {month} to countersign', { month });
}

/** A vessel certificate issue's title, in the documents' words. */
export function vesselIssueTitle(issue: VesselIssue, today?: string, say: Say = asIs): string {
  if (issue.kind === 'certificateMissing' || issue.date === null)
    return msg('{name} missing', { name: issue.name });
  return issue.kind === 'certificateExpired'
    ? msg('{name} expired on {date}', { name: issue.name, date: shownDate(issue.date, today, say) })
    : msg('{name} expires on {date}', { name: issue.name, date: shownDate(issue.date, today, say) });
}

/**
 * How urgent an issue looks: expired or missing is out of order now ('bad'); expiring soon and
 * months to sign or countersign are to do ('warn'), so an expired certificate stands out.
 */
export function issueSeverity(issue: CrewIssue | VesselIssue): 'bad' | 'warn' {
  switch (issue.kind) {
    case 'documentExpired':
    case 'certificateExpired':
    case 'requirementMissing':
    case 'certificateMissing':
      return 'bad';
    default:
      return 'warn';
  }
}

/** An expiry takes a four-digit year (the date module's rule), and on a screen its distance. */
const shownDate = (iso: string, today: string | undefined, say: Say) =>
  today ? `${showFullDate(iso)} · ${say(relativeDays(iso, today))}` : showFullDate(iso);

/**
 * Where an issue is settled: the calendar on its month for hours of rest, the crew member's
 * documents for a document or a missing requirement.
 */
export const issueLink = (codename: string, issue: CrewIssue) =>
  'month' in issue
    ? `/fleet/${codename}/hours-of-rest/calendar?month=${issue.month}`
    : `/fleet/${codename}/crew/${issue.crewId}/doc`;

/** A key unique within one crew member's issues. */
export const issueKey = (issue: CrewIssue) =>
  'month' in issue
    ? `${issue.kind}-${issue.month}`
    : `${issue.kind}-${'documentId' in issue ? issue.documentId : issue.requirementTypeId}`;

/** The date column of the export: the month, or the document's expiry. */
export const issueDate = (issue: CrewIssue) =>
  'month' in issue ? showMonth(issue.month) : 'date' in issue ? shownDate(issue.date, undefined, asIs) : '';

/**
 * The notice a crew member is sent about their open issues (Notify), as the officer's dialog
 * starts it: in the officer's language (`say`, a screen's t()), theirs to edit before it goes.
 */
export function issueNotice(issues: readonly CrewIssue[], say: Say = asIs): { header: string; text: string } {
  return {
    header: say(
      issues.length === 1 ? msg('An open issue') : msg('{count} open issues', { count: issues.length }),
    ),
    text: [say(msg('Please see to:')), ...issues.map((i) => `- ${say(issueTitle(i))}`)].join('\n'),
  };
}

/** Crew whose name holds the search (case aside), for the page's name search. */
export function crewNamed<T extends { firstName: string; lastName: string }>(
  crew: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return crew.filter((c) => `${c.firstName} ${c.lastName}`.toLowerCase().includes(needle));
}
