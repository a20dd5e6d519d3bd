import type { ReportType } from '../../../contracts/reports';

/** Doc 3, section 5: 'a single choice if only one is allowed': one person's leave summary. */
export const singleChoice = (type: ReportType) => type === 'LM-LeaveIndividualSummary';
