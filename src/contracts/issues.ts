/**
 * The issues page (doc 1, navigation; doc 2, Issues): the issue shapes are the domain's, since
 * the domain works them out on the server and on a device offline (src/domain/issues/issue-types.ts).
 */
import type { CrewIssues, VesselIssue } from '../domain/issues/issue-types';

export type {
  CrewIssue,
  CrewIssues,
  DocumentIssue,
  IssueKind,
  RestIssue,
  VesselIssue,
} from '../domain/issues/issue-types';

/** GET /issues/{yachtId}: the crew with open issues, in crew order, and the vessel's certificate issues. */
export interface IssuesAnswer {
  yachtId: number;
  crew: CrewIssues[];
  vessel?: VesselIssue[];
}

/** Export and other report features without the reports module (doc 1, section 6). */
export const REPORTS_MODULE_NEEDED = 'This feature requires the Reports Module to function.';
/** The empty states of the issues page (doc 2, Issues). */
export const NO_OPEN_ISSUES = 'Congratulations! There are no open issues.';
export const noIssuesNamed = (search: string) => `No issues with name '${search}' found.`;
