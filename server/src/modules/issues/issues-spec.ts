import type { CrewIssue, CrewIssues, VesselIssue } from '@contracts/issues';
import { withSpecFields } from '../../http/spec-names';

/**
 * The issues with the spec's names beside the app's (doc 2, section 3, Issue: id, crewId, title,
 * status, expDate, color, action, date, upcommingTrainingId, as the spec spells it; a vessel
 * issue adds its certificate's ids, which the app's carries already). `status` is the kind,
 * `color` its badge (expired and missing red, the rest orange), `action` what settles it.
 */

const COLOR: Record<CrewIssue['kind'] | VesselIssue['kind'], string> = {
  unsigned: 'orange',
  countersign: 'orange',
  documentExpired: 'red',
  documentExpiring: 'orange',
  requirementMissing: 'red',
  certificateExpired: 'red',
  certificateExpiring: 'orange',
  certificateMissing: 'red',
};
const ACTION: Record<CrewIssue['kind'] | VesselIssue['kind'], string> = {
  unsigned: 'sign',
  countersign: 'countersign',
  documentExpired: 'renew',
  documentExpiring: 'renew',
  requirementMissing: 'upload',
  certificateExpired: 'renew',
  certificateExpiring: 'renew',
  certificateMissing: 'add',
};

/** One crew issue: a stable id of its kind and subject, its title and dates. */
function specCrewIssue(crewId: number, issue: CrewIssue) {
  const subject =
    'month' in issue
      ? issue.month
      : 'documentId' in issue
        ? issue.documentId
        : String(issue.requirementTypeId);
  const expDate = 'date' in issue ? issue.date : null;
  return withSpecFields(issue, {
    id: () => `${issue.kind}:${crewId}:${subject}`,
    crewId: () => crewId,
    title: () => ('name' in issue ? issue.name : issue.month),
    status: 'kind',
    expDate: () => expDate,
    color: () => COLOR[issue.kind],
    action: () => ACTION[issue.kind],
    date: () => ('month' in issue ? issue.month : expDate),
    upcommingTrainingId: () => null,
  });
}

export const specCrewIssues = (crew: CrewIssues[]) =>
  crew.map((c) => ({ ...c, issues: c.issues.map((i) => specCrewIssue(c.crewId, i)) }));

export const specVesselIssues = (issues: VesselIssue[]) =>
  issues.map((issue) =>
    withSpecFields(issue, {
      id: () => issue.certificateID ?? `${issue.kind}:${issue.yachtID}:${issue.certificateTypeID}`,
      crewId: () => null,
      title: 'name',
      status: 'kind',
      expDate: 'date',
      color: () => COLOR[issue.kind],
      action: () => ACTION[issue.kind],
      upcommingTrainingId: () => null,
    }),
  );
