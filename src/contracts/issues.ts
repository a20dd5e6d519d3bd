/**
 * The issues page (doc 1, navigation; doc 2, Issues): what each crew member still has to do on a
 * vessel. Today the hours-of-rest issues; the crew and certificate issues join them later.
 */
export type IssueKind = 'unsigned' | 'countersign';

export interface CrewIssue {
  kind: IssueKind;
  /** The month the issue is about (YYYY-MM). */
  month: string;
}

export interface CrewIssues {
  userId: number;
  firstName: string;
  lastName: string;
  positionName: string | null;
  issues: CrewIssue[];
}

/** GET /issues/{yachtId}: the crew with open issues, in crew order. */
export interface IssuesAnswer {
  yachtId: number;
  crew: CrewIssues[];
}

/** Export and other report features without the reports module (doc 1, section 6). */
export const REPORTS_MODULE_NEEDED = 'This feature requires the Reports Module to function.';
/** The empty states of the issues page (doc 2, Issues). */
export const NO_OPEN_ISSUES = 'Congratulations! There are no open issues.';
export const noIssuesNamed = (search: string) => `No issues with name '${search}' found.`;
