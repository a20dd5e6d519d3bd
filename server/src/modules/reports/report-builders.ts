import { crewGuestListReport } from './crew-guest-list-report';
import { otherReportBuilders } from './kinds';
import type { ReportBuilders } from './report-kind';

/** Every report type's builder: the crew and guest list here, the rest in kinds/. */
export const REPORT_BUILDERS: ReportBuilders = {
  crewandguests: crewGuestListReport,
  ...otherReportBuilders,
};
