/**
 * The leave table and calendar (doc 3: leave/leave-table/{year?}/{month?}/{periodId?}): for a
 * period, each person's days with the leave booked on them, the crew on board per day, and the
 * requests of the period counted by status (the status block).
 *
 * Which requests show, and how (the rule of this module):
 * - Approved and Checked requests are leave: drawn solid, and they take the person off board
 *   on a type that is not on board (the same statuses the balance books: BOOKING_STATUSES).
 * - Pending and Draft requests are not leave yet: drawn tentative (the screen hatches a pending
 *   day and outlines a draft), and they do not lower the crew on board; `onBoardIfPending` says
 *   what the count would be once the pending ones are approved, which is what an approver asks.
 * - Denied (and Empty) requests are no leave at all: never drawn, only counted in the block.
 * Where requests overlap on a day, leave wins over pending, pending over a draft.
 *
 * Crew on board is also where the crew list has people (doc 2: the crew item's isOnBoard, the
 * on-board switch), so the table and the Crew page give one figure: from today on, someone the
 * list has ashore (or not on the list at all) is not counted on board, leave or no leave. The
 * switch says where people are now, with no record of before: earlier days count leave alone.
 */
import { type EarlierTypeRule, onBoardOn } from './dated-rules';
import { dayNumber, isoOfDayNumber } from './day-number';
import { BOOKING_STATUSES } from './from-records';

/** The statuses of the status block, in the order of the approval flow. */
export const CALENDAR_STATUSES = ['Draft', 'Pending', 'Approved', 'Denied', 'Checked'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** How strongly a status claims a day; 0 is never drawn. */
const RANK: Record<string, number> = { Approved: 3, Checked: 3, Pending: 2, Draft: 1 };

/** A stretch of employment: one leave profile's dates, or a crew member's without a profile. */
export interface CalendarSpan {
  /** The profile in force; null for crew without a leave profile (on board, no leave kept). */
  profileId: string | null;
  startDate: string;
  endDate: string | null;
}

export interface CalendarPerson {
  key: string;
  name: string;
  spans: readonly CalendarSpan[];
  /** On board now by the crew list's switch (doc 2: isOnBoard); false when not on the list. */
  isOnBoard: boolean;
}

export interface CalendarRequest {
  id: string;
  profileId: string;
  status: string;
  startDate: string;
  endDate: string;
  days: readonly { date: string; leaveTypeId: number }[];
}

export interface CalendarType {
  id: number;
  isOnBoard: boolean;
  /** Its flag before each change (dated-rules): the days before a change keep the flag they had. */
  rulesBefore?: readonly EarlierTypeRule[] | undefined;
}

export interface CalendarBooking {
  requestId: string;
  leaveTypeId: number;
  status: string;
  /** Pending or Draft: asked for or planned, not leave yet. */
  tentative: boolean;
}

export interface CalendarCell {
  /** The profile in force that day: a new request for the day goes on it. */
  profileId: string | null;
  employed: boolean;
  booking: CalendarBooking | null;
}

/** Consecutive days of one request and type: the year view draws these as bars. */
export interface CalendarRun extends CalendarBooking {
  /** Index of the first day in the period. */
  start: number;
  length: number;
}

export interface CalendarRow {
  key: string;
  name: string;
  cells: CalendarCell[];
  runs: CalendarRun[];
  /** This person's requests with a day in the period, by status (the block, for one person). */
  statusCount: Record<CalendarStatus, number>;
}

export interface LeaveCalendar {
  from: string;
  to: string;
  dates: string[];
  /** The people employed at some time in the period, in the order given. */
  rows: CalendarRow[];
  /**
   * Per day: employed and not on approved leave of a type that is off board; from today on, also
   * on board by the crew list.
   */
  onBoard: number[];
  /** Per day: the same if every pending request were approved. */
  onBoardIfPending: number[];
  /** Per day: employed at all (the most that could be on board). */
  employed: number[];
  /**
   * Per day: employed and, from today on, on board by the crew list: the count with no leave.
   * Fewer on board than this is a dip that leave makes (crew ashore by the list are no dip).
   */
  aboard: number[];
  /** Requests with a day in the period, by status. */
  statusCount: Record<CalendarStatus, number>;
}

const NOT_EMPLOYED: CalendarCell = Object.freeze({ profileId: null, employed: false, booking: null });

/** Employment by day index, the profile in force on each day (later spans win where they meet). */
function employment(person: CalendarPerson, first: number, count: number): CalendarCell[] {
  const cells: CalendarCell[] = new Array(count).fill(NOT_EMPLOYED);
  for (const span of person.spans) {
    const start = dayNumber(span.startDate);
    const end = span.endDate === null ? first + count - 1 : dayNumber(span.endDate);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    // One shared cell per span: a year of 200 crew need not be 73,000 objects.
    const free: CalendarCell = Object.freeze({ profileId: span.profileId, employed: true, booking: null });
    for (let d = Math.max(start, first); d <= Math.min(end, first + count - 1); d++) cells[d - first] = free;
  }
  return cells;
}

function runsOf(cells: readonly CalendarCell[]): CalendarRun[] {
  const runs: CalendarRun[] = [];
  cells.forEach((cell, i) => {
    const b = cell.booking;
    const last = runs[runs.length - 1];
    if (!b) return;
    if (
      last &&
      last.start + last.length === i &&
      last.requestId === b.requestId &&
      last.leaveTypeId === b.leaveTypeId
    )
      last.length++;
    else runs.push({ ...b, start: i, length: 1 });
  });
  return runs;
}

export const emptyStatusCount = (): Record<CalendarStatus, number> => ({
  Draft: 0,
  Pending: 0,
  Approved: 0,
  Denied: 0,
  Checked: 0,
});

/**
 * The calendar of `from`..`to` (inclusive, valid dates, from <= to). Requests of profiles not
 * among the people's spans are left out (a deleted profile's, another vessel's). `today` is the
 * first day the crew list's on-board switch speaks for. Total: bad dates in the records are
 * skipped, never thrown on (a bad `today` leaves the switch out).
 */
export function leaveCalendar(input: {
  people: readonly CalendarPerson[];
  requests: readonly CalendarRequest[];
  types: readonly CalendarType[];
  from: string;
  to: string;
  today: string;
}): LeaveCalendar {
  const first = dayNumber(input.from);
  const last = dayNumber(input.to);
  const count = Number.isNaN(first) || Number.isNaN(last) || last < first ? 0 : last - first + 1;
  // Index of the first day the on-board switch holds for (count: none in the period).
  const todayAt = dayNumber(input.today) - first;
  const switchFrom = Number.isNaN(todayAt) ? count : Math.min(Math.max(todayAt, 0), count);
  const dates = Array.from({ length: count }, (_, i) => isoOfDayNumber(first + i));
  const typeOf = new Map(input.types.map((t) => [t.id, t]));
  const offBoard = (typeId: number, date: string) => {
    const type = typeOf.get(typeId);
    return type !== undefined && !onBoardOn(type, date);
  };
  const statusCount = emptyStatusCount();
  const byProfile = new Map<string, CalendarRequest[]>();
  const inPeriod = (r: CalendarRequest) => r.startDate <= input.to && r.endDate >= input.from;
  // In id order, so which of two equal requests shows does not depend on the order they came in.
  const inOrder = input.requests.filter(inPeriod).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const r of inOrder) {
    const list = byProfile.get(r.profileId) ?? [];
    list.push(r);
    byProfile.set(r.profileId, list);
  }
  const onBoard = new Array<number>(count).fill(0);
  const onBoardIfPending = new Array<number>(count).fill(0);
  const employed = new Array<number>(count).fill(0);
  const aboard = new Array<number>(count).fill(0);
  const rows: CalendarRow[] = [];
  for (const person of input.people) {
    const cells = employment(person, first, count);
    // Someone not employed in the period has no row, and their requests count for nothing here.
    if (!cells.some((c) => c.employed)) continue;
    // 1: away on approved leave, 2: away if the pending requests are approved.
    const away = new Uint8Array(count);
    const own = emptyStatusCount();
    const profileIds = new Set(person.spans.flatMap((s) => (s.profileId ? [s.profileId] : [])));
    for (const profileId of profileIds) {
      for (const r of byProfile.get(profileId) ?? []) {
        if (r.status in statusCount) {
          statusCount[r.status as CalendarStatus]++;
          own[r.status as CalendarStatus]++;
        }
        const rank = RANK[r.status] ?? 0;
        if (rank === 0) continue;
        const booked = BOOKING_STATUSES.includes(r.status);
        for (const day of r.days) {
          const i = dayNumber(day.date) - first;
          if (!(i >= 0 && i < count)) continue;
          const cell = cells[i]!;
          if (offBoard(day.leaveTypeId, day.date)) away[i]! |= booked ? 3 : r.status === 'Pending' ? 2 : 0;
          if (cell.booking && (RANK[cell.booking.status] ?? 0) >= rank) continue;
          cells[i] = {
            profileId: cell.profileId,
            employed: cell.employed,
            booking: { requestId: r.id, leaveTypeId: day.leaveTypeId, status: r.status, tentative: !booked },
          };
        }
      }
    }
    // Ashore by the crew list: off board from today whatever is booked.
    const ashoreFrom = person.isOnBoard ? count : switchFrom;
    cells.forEach((c, i) => {
      if (!c.employed) return;
      employed[i]!++;
      if (i >= ashoreFrom) return;
      aboard[i]!++;
      if (!(away[i]! & 1)) onBoard[i]!++;
      if (!(away[i]! & 2)) onBoardIfPending[i]!++;
    });
    rows.push({ key: person.key, name: person.name, cells, runs: runsOf(cells), statusCount: own });
  }
  return {
    from: input.from,
    to: input.to,
    dates,
    rows,
    onBoard,
    onBoardIfPending,
    employed,
    aboard,
    statusCount,
  };
}
