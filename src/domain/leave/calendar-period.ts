import { msg } from '../../i18n/msg';
/**
 * The periods of the leave table (doc 3: leave/leave-table/{year?}/{month?}/{periodId?}): a
 * year, a month, or a range of dates. The route holds the period, so a reload or a shared link
 * opens the same view; a range is kept in the periodId segment as 'YYYY-MM-DD_YYYY-MM-DD'
 * (leave periods of their own, leavePeriodID, are not kept on this product's devices).
 */
import { dayNumber, daysInMonth, isoOfDayNumber } from './day-number';

export type CalendarPeriod =
  | { kind: 'year'; year: number }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'range'; from: string; to: string };

/** A range longer than a year is refused: the table is read day by day. */
export const MAX_PERIOD_DAYS = 366;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const validYear = (y: number) => Number.isInteger(y) && y >= 1 && y <= 9999;

/** The first and last day of the period. */
export function periodBounds(p: CalendarPeriod): { from: string; to: string } {
  if (p.kind === 'range') return { from: p.from, to: p.to };
  if (p.kind === 'year') return { from: `${pad(p.year, 4)}-01-01`, to: `${pad(p.year, 4)}-12-31` };
  const month = `${pad(p.year, 4)}-${pad(p.month)}`;
  return { from: `${month}-01`, to: `${month}-${pad(daysInMonth(p.year, p.month))}` };
}

/** What is wrong with a range as entered, or null when it can be shown. */
export function rangeProblem(from: string, to: string): string | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (Number.isNaN(a)) return msg('Enter the first day.');
  if (Number.isNaN(b)) return msg('Enter the last day.');
  if (b < a) return msg('The last day cannot be before the first day.');
  if (b - a + 1 > MAX_PERIOD_DAYS) return msg('Choose at most {max} days.', { max: MAX_PERIOD_DAYS });
  return null;
}

/** The period before (-1) or after (+1): a year, a month, or a range of the same length. */
export function shiftPeriod(p: CalendarPeriod, step: -1 | 1): CalendarPeriod {
  if (p.kind === 'year') return { kind: 'year', year: Math.min(9999, Math.max(1, p.year + step)) };
  if (p.kind === 'month') {
    const index = p.year * 12 + (p.month - 1) + step;
    const year = Math.floor(index / 12);
    if (!validYear(year)) return p;
    return { kind: 'month', year, month: (index % 12) + 1 };
  }
  const a = dayNumber(p.from);
  const length = dayNumber(p.to) - a + 1;
  const from = a + step * length;
  return { kind: 'range', from: isoOfDayNumber(from), to: isoOfDayNumber(from + length - 1) };
}

/** The month view of a date's month: the table's first view, and where a year's month leads. */
export const monthOfDate = (iso: string): CalendarPeriod => ({
  kind: 'month',
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
});

/**
 * The period the route names, or null when it names none that can be shown (no year: the
 * caller opens this month). The year and month of a range are its first day's.
 */
export function periodOfRoute(params: {
  year?: string | undefined;
  month?: string | undefined;
  periodId?: string | undefined;
}): CalendarPeriod | null {
  const digits = /^\d{1,4}$/;
  if (!params.year || !digits.test(params.year) || !validYear(Number(params.year))) return null;
  const year = Number(params.year);
  if (!params.month) return { kind: 'year', year };
  if (!/^\d{1,2}$/.test(params.month)) return null;
  const month = Number(params.month);
  if (month < 1 || month > 12) return null;
  if (!params.periodId) return { kind: 'month', year, month };
  const [from = '', to = '', extra] = params.periodId.split('_');
  if (extra !== undefined || rangeProblem(from, to) !== null) return null;
  return { kind: 'range', from, to };
}

/** The route's segments after 'leave-table' for a period. */
export function routeOfPeriod(p: CalendarPeriod): string {
  if (p.kind === 'year') return `${p.year}`;
  if (p.kind === 'month') return `${p.year}/${pad(p.month)}`;
  return `${Number(p.from.slice(0, 4))}/${p.from.slice(5, 7)}/${p.from}_${p.to}`;
}

/** A range covering the period, for switching to the Period view from another. */
export function asRange(p: CalendarPeriod): { kind: 'range'; from: string; to: string } {
  return { kind: 'range', ...periodBounds(p) };
}

/**
 * The period a view switch opens: it keeps the place. A range or a month opens the year of its
 * first day, or its first day's month; a year or a month opens the Period view on the dates it
 * covers (a whole year is a range the table can show: at most 366 days).
 */
export function switchView(p: CalendarPeriod, kind: CalendarPeriod['kind']): CalendarPeriod {
  if (kind === p.kind) return p;
  const { from } = periodBounds(p);
  if (kind === 'year') return { kind: 'year', year: Number(from.slice(0, 4)) };
  if (kind === 'month') return monthOfDate(from);
  return asRange(p);
}

/** The first year a range typed in the Period view is taken as meant ('2' is a year being typed). */
const FIRST_YEAR_MEANT = 1900;

/**
 * Whether a range typed in the Period view is one to show: a range the table can show, both
 * years typed in full. While a year is being typed it passes through 0002, 0020 and 0202: the
 * table does not load those.
 */
export function rangeToShow(from: string, to: string): boolean {
  if (rangeProblem(from, to) !== null) return false;
  return Number(from.slice(0, 4)) >= FIRST_YEAR_MEANT && Number(to.slice(0, 4)) >= FIRST_YEAR_MEANT;
}

/** Whether `date` is in the period. */
export function periodHas(p: CalendarPeriod, date: string): boolean {
  const { from, to } = periodBounds(p);
  return from <= date && date <= to;
}
