import type { ReportBuilders } from '../report-kind';
import { accessCards } from './access-cards';
import { bankDetails } from './bank-details';
import { crewIssuesReport } from './crew-issues';
import { leaveHistoryReport, leaveSummaryReport } from './leave-reports';
import { personalDetails } from './personal-details';
import { salaryHistory, salaryHistoryCrew } from './salary-reports';

/**
 * The builders of every report type but the crew-and-guest list (which the report routes own).
 * Each reads only crew of the vessel asked about (report-crew: chosenCrew), takes an empty crew
 * choice as all current crew, and holds private records to the rules of the crew feeds.
 */
export const otherReportBuilders: Omit<ReportBuilders, 'crewandguests'> = {
  salaryhistory: salaryHistory,
  salaryhistorycrew: salaryHistoryCrew,
  bankdetails: bankDetails,
  personaldetails: personalDetails,
  'LM-LeaveHistory': leaveHistoryReport,
  'LM-LeaveIndividualSummary': leaveSummaryReport,
  accesscards: accessCards,
  crewissues: crewIssuesReport,
};
