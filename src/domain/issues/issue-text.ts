import { format, parseISO } from 'date-fns';
import type { CrewIssue } from '../../contracts/issues';

/** An issue's title and the page that settles it: one wording for the page, the export and notices. */
export function issueTitle(issue: CrewIssue): string {
  const month = format(parseISO(`${issue.month}-01`), 'MMMM yyyy');
  return issue.kind === 'unsigned'
    ? `Hours of rest for ${month} not signed off`
    : `Hours of rest for ${month} to countersign`;
}

/** The calendar on the issue's month: where a month is signed off and countersigned. */
export const issueLink = (codename: string, issue: CrewIssue) =>
  `/fleet/${codename}/hours-of-rest/calendar?month=${issue.month}`;

/** The notice a crew member is sent about their open issues (Notify). */
export function issueNotice(issues: readonly CrewIssue[]): { header: string; text: string } {
  return {
    header: issues.length === 1 ? 'An open issue' : `${issues.length} open issues`,
    text: ['Please see to:', ...issues.map((i) => `- ${issueTitle(i)}`)].join('\n'),
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
