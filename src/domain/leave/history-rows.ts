/**
 * The leave history as a person reads it (doc 3: the leave-history popup, 'Date, Amount,
 * Comments', and the LM-LeaveHistory report): the entries the server keeps with their change
 * date and comment (set-up, edits, rate changes, additional leave, rollovers) and the leave
 * taken on booked requests, one row per request. The popup and the report build their rows
 * here, so both show the same history.
 */
import { BOOKING_STATUSES, type RequestLike, type TypeLike } from './from-records';
import { leaveDaysTaken } from './request-days';

/** What a history entry records: the server's kinds, and 'taken' for a booked request. */
export type HistoryKind =
  | 'setup'
  | 'edit'
  | 'rate'
  | 'type'
  | 'additional'
  | 'rollover'
  | 'reactivated'
  | 'settings'
  | 'taken';

/** Each kind in words, saying what its amount is (a rate, the initial leave, days). */
export const HISTORY_KIND_TEXT: Readonly<Record<HistoryKind, string>> = {
  setup: 'Profile set up (rate)',
  edit: 'Profile edited (initial leave)',
  rate: 'Rate changed',
  type: 'Profile type changed (rate)',
  additional: 'Additional leave',
  rollover: 'Rollover (days kept)',
  reactivated: 'Profile reactivated',
  settings: 'Settings changed',
  taken: 'Leave taken',
};

export const historyKindText = (what: string) => HISTORY_KIND_TEXT[what as HistoryKind] ?? what;

export interface HistoryEntryLike {
  id: number;
  what: string;
  changeDate: string;
  amount: number | null;
  comment: string | null;
}

export interface HistoryRow {
  /** The server entry's id (its comment can be changed); null for leave taken. */
  id: number | null;
  kind: string;
  date: string;
  /** Days (negative for leave taken), a rate, or nothing. */
  amount: number | null;
  comment: string | null;
  /** Leave taken: the request's first and last day in the period. */
  span: { from: string; to: string } | null;
}

/**
 * The rows of one profile from `from` to `to` (inclusive), oldest first. Leave taken counts
 * the days the leave maths count as taken: the days of a booked request (approved or checked)
 * whose type reduces leave; a request with none of them in the period makes no row.
 */
export function leaveHistoryRows(
  profileId: string,
  entries: readonly HistoryEntryLike[],
  requests: readonly (RequestLike & { comments?: string | null })[],
  types: readonly TypeLike[],
  period: { from: string; to: string },
): HistoryRow[] {
  const inPeriod = (d: string) => d >= period.from && d <= period.to;
  const rows: HistoryRow[] = entries
    .filter((e) => inPeriod(e.changeDate))
    .map((e) => ({
      id: e.id,
      kind: e.what,
      date: e.changeDate,
      amount: e.amount,
      comment: e.comment,
      span: null,
    }));
  for (const r of requests) {
    if (r.profileId !== profileId || r.deleted || !BOOKING_STATUSES.includes(r.status)) continue;
    const days = r.days.filter((d) => inPeriod(d.date));
    const taken = leaveDaysTaken(days, types);
    if (taken === 0) continue;
    const dates = days.map((d) => d.date).sort();
    rows.push({
      id: null,
      kind: 'taken',
      date: dates[0]!,
      amount: -taken,
      comment: r.comments ?? null,
      span: { from: dates[0]!, to: dates[dates.length - 1]! },
    });
  }
  // Same day: the server's entries first, in the order they were made, then leave taken.
  return rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.id === null ? 1 : 0) - (b.id === null ? 1 : 0) ||
      (a.id ?? 0) - (b.id ?? 0),
  );
}
