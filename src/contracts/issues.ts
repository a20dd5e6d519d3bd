/**
 * The issues page (doc 1, navigation; doc 2, Issues): what each crew member still has to do on a
 * vessel: hours of rest to sign off or countersign, and crew documents expiring, expired or
 * missing (a requirement of the vessel or the position with no document for it).
 */
export type RestIssue = {
  kind: 'unsigned' | 'countersign';
  /** The month the issue is about (YYYY-MM). */
  month: string;
};
export type DocumentIssue =
  | {
      kind: 'documentExpired' | 'documentExpiring';
      crewId: number;
      documentId: string;
      name: string;
      date: string;
    }
  | { kind: 'requirementMissing'; crewId: number; requirementTypeId: number; name: string };
export type CrewIssue = RestIssue | DocumentIssue;
export type IssueKind = CrewIssue['kind'];

export interface CrewIssues {
  userId: number;
  /** crewOnYachtId: the profile the document issues link to. */
  crewId: number;
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
