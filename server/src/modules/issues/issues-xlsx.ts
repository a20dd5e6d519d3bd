import type { CrewIssues, VesselIssue } from '@contracts/issues';
import { showFullDate } from '@domain/dates/format';
import { issueDate, issueTitle, vesselIssueTitle } from '@domain/issues/issue-text';
import { excel } from '../../render/report-libs';

/** The issues page as a workbook (Export): one row per issue, with whose it is. */
export async function renderIssuesXlsx(
  vesselName: string,
  crew: readonly CrewIssues[],
  vessel: readonly VesselIssue[] = [],
): Promise<Buffer> {
  const book = new (excel().Workbook)();
  const sheet = book.addWorksheet('Issues');
  sheet.addRow([`Open issues, ${vesselName}`]).font = { bold: true };
  sheet.addRow(['Crew member', 'Position', 'Issue', 'Date']).font = { bold: true };
  for (const c of crew)
    for (const issue of c.issues)
      sheet.addRow([
        `${c.firstName} ${c.lastName}`,
        c.positionName ?? '',
        issueTitle(issue),
        issueDate(issue),
      ]);
  // The vessel's certificate issues are no one crew member's: the vessel's rows come last.
  for (const issue of vessel)
    sheet.addRow([
      'Vessel certificates',
      '',
      vesselIssueTitle(issue),
      issue.date ? showFullDate(issue.date) : '',
    ]);
  sheet.columns.forEach((col, i) => {
    col.width = [28, 22, 48, 12][i];
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
