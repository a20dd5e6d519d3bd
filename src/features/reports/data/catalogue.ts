import type { ReportType } from '../../../contracts/reports';
import { msg } from '../../../i18n/msg';

/**
 * The report types as the reports page lists them (doc 3, section 3's types under the names the
 * page gives them), each with one line of what it holds, grouped as a purser looks for them.
 */
export interface ReportKind {
  type: ReportType;
  title: string;
  holds: string;
  /** The leave reports read leave profiles: nothing to report with the leave module off. */
  needsLeave: boolean;
}

export interface ReportGroup {
  title: string;
  kinds: ReportKind[];
}

const kind = (type: ReportType, title: string, holds: string, needsLeave = false): ReportKind => ({
  type,
  title,
  holds,
  needsLeave,
});

export const REPORT_GROUPS: readonly ReportGroup[] = [
  {
    title: msg('Crew and guests'),
    kinds: [
      kind(
        'crewandguests',
        msg('Crew and guest list'),
        msg('Crew and guests on board for a trip, as port authorities ask for them (FAL forms 5 and 6).'),
      ),
    ],
  },
  {
    title: msg('Crew records'),
    kinds: [
      kind(
        'personaldetails',
        msg('Personal details'),
        msg('Birth, nationality, address and next of kin of the crew.'),
      ),
      kind(
        'salaryhistory',
        msg('Salary history'),
        msg("Every salary change and bonus of each crew member's time aboard."),
      ),
      kind(
        'salaryhistorycrew',
        msg('Crew salaries'),
        msg('The salary in force for each crew member, side by side.'),
      ),
      kind(
        'bankdetails',
        msg('Bank details'),
        msg('Account holder, bank, IBAN and SWIFT of each crew member, for payroll.'),
      ),
      kind('accesscards', msg('Access cards'), msg('Printable crew cards with name, position and photo.')),
      kind(
        'crewissues',
        msg('Crew issues'),
        msg('Open issues of the crew: missing or expiring documents and requirements.'),
      ),
    ],
  },
  {
    title: msg('Leave'),
    kinds: [
      kind(
        'LM-LeaveHistory',
        msg('Leave history'),
        msg('Leave taken and accrued by each crew member, entry by entry.'),
        true,
      ),
      kind(
        'LM-LeaveIndividualSummary',
        msg('Leave individual summary'),
        msg("One crew member's leave balance and how it is worked out."),
        true,
      ),
    ],
  },
];

export const REPORT_TITLES = Object.fromEntries(
  REPORT_GROUPS.flatMap((g) => g.kinds.map((k) => [k.type, k.title])),
) as Readonly<Record<ReportType, string>>;

/** Why a report cannot be started now, in the page's words; null when it can. */
export type ReportBlock = 'leave-off' | 'offline' | null;

/**
 * Whether a report can be started here and now. The leave reports need the leave module. Offline,
 * only the crew and guest list can be made (on this device, from its last sync: it is what is
 * asked for at the gangway); every other report is drawn by the server.
 */
export function reportBlock(k: ReportKind, s: { leaveOn: boolean; online: boolean }): ReportBlock {
  if (k.needsLeave && !s.leaveOn) return 'leave-off';
  if (!s.online && k.type !== 'crewandguests') return 'offline';
  return null;
}

export const BLOCK_TEXT: Readonly<Record<Exclude<ReportBlock, null>, string>> = {
  'leave-off': msg('Needs the Leave module, which is off on this vessel.'),
  offline: msg('Needs a connection.'),
};

/** The report a link asks to open at once ('reports?start=crewandguests', the Crew List entry). */
export function startingReport(param: string | null): ReportType | null {
  return param !== null && Object.hasOwn(REPORT_TITLES, param) ? (param as ReportType) : null;
}
