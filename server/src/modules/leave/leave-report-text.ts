import type { LeaveRateRecord } from '@contracts/leave-records';
import { showDate, showShortMonth } from '@domain/dates/format';
import { type HistoryRow, historyRowText } from '@domain/leave/history-rows';
import { days2 } from '@domain/leave/leave-figures';
import type { ReportPerson } from './leave-report-data';

/** How the leave reports write dates, figures and a profile (doc 3, section 9: 'DD MMM YY'). */

/** '2026-02-05' as '05 Feb 26'. */
export const fmtDay = showDate;

/** '2026-02' as 'Feb 2026'. */
export const fmtMonth = showShortMonth;

/** Two decimals, as the leave screens show figures. */
export const fmtNumber = (n: number) => days2(n);

export const typeText = (type: 'yearly' | 'accrued') => (type === 'yearly' ? 'Yearly rate' : 'Accrued');

/** A rate as entered: days per year, or the days earned for each day worked. */
export function rateText(type: 'yearly' | 'accrued', rate: LeaveRateRecord | null): string {
  if (!rate) return '';
  if (type === 'yearly' && rate.daysPerYear !== null) return `${days2(rate.daysPerYear)} days per year`;
  if (rate.ratio !== null) return `${Number(rate.ratio.toFixed(4))} days for each day worked`;
  return rate.daysPerYear === null ? '' : `${days2(rate.daysPerYear)} days per year`;
}

/** The profile in one line: type, rate, start (and end), initial leave. */
export function personLine(person: ReportPerson): string {
  const p = person.profile;
  // The type of the rate period in force at the report's end (issue 30: a period's own).
  const type = person.rate?.type ?? p.type;
  return [
    typeText(type),
    rateText(type, person.rate),
    `Start ${fmtDay(p.startDate)}`,
    ...(p.endDate ? [`End ${fmtDay(p.endDate)}`] : []),
    `Initial leave ${days2(p.initialLeave)} days`,
  ]
    .filter(Boolean)
    .join('  ·  ');
}

/** A date as the workbook holds it: midnight UTC, which a spreadsheet reads as that day. */
export const asDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** A history row's entry: what it is (a rate in words), and for leave taken over several days, from when to when. */
export const entryText = (r: HistoryRow) =>
  historyRowText(r, (from, to) => `${fmtDay(from)} to ${fmtDay(to)}`);

/** A history row's leave days, signed as they move the balance; nothing for a row that moves none. */
export const signedDays = (n: number | null) => (n === null ? '' : `${n > 0 ? '+' : ''}${days2(n)}`);
