import type { LeaveType } from '../../../contracts/leave-records';
import type { CalendarRow, LeaveCalendar } from '../../../domain/leave/leave-calendar';
import type { PeriodFiguresResult } from '../../../domain/leave/period-figures';
import type { TablePerson } from '../data/leave-table-people';
import type { LeaveField } from '../data/use-fields-to-show';
import type { DayHead, MonthMark } from './leave-calendar-look';

/** Everything the leave table's grid draws, worked out once by the page. */
export interface GridModel {
  calendar: LeaveCalendar;
  /** The rows shown: everyone, or the one person picked in the search. */
  rows: CalendarRow[];
  people: ReadonlyMap<string, TablePerson>;
  types: ReadonlyMap<number, LeaveType>;
  fields: readonly LeaveField[];
  figures: ReadonlyMap<string, PeriodFiguresResult>;
  heads: DayHead[];
  /** Where each month starts (the year view's labels and lines). */
  months: MonthMark[];
  today: string;
  /** Today's index in the period, or null when the period does not hold it. */
  todayAt: number | null;
  /** A year (or a long range) is drawn as bars over a strip, a month as days one can tap. */
  overview: boolean;
  /** A day without leave opens a new request on this profile (full access; an active profile). */
  mayRequest: (profileId: string) => boolean;
  paths: {
    request: (id: string) => string;
    newRequest: (profileId: string, date: string) => string;
    profile: (profileId: string) => string;
    month: (date: string) => string;
  };
}
