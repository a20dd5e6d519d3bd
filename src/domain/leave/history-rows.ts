import { msg } from '../../i18n/msg';
/**
 * The leave history as a person reads it (doc 3: the leave-history popup, 'Date, Amount,
 * Comments', and the LM-LeaveHistory report): the entries the server keeps with their change
 * date and comment (set-up, edits, rate changes, additional leave, rollovers), the initial leave,
 * and the leave taken on booked requests, one row per request. The popup and the report build
 * their rows here, so both show the same history.
 *
 * Amount is always leave days: the initial leave and additional leave add them, a rollover
 * takes away the days it forfeits, leave taken takes its days. A rate, an edit or a settings
 * change moves no days: what it set is said in words (`detail`), and its amount is null. Leave
 * is also earned day by day; that has no row, so each row carries the balance after it (the
 * maths' available leave at the end of its day).
 */
import { addDays } from '../calendar/iso-date';
import {
  type AdjustmentLike,
  BOOKING_STATUSES,
  type LeaveMathsSettings,
  leaveInputOf,
  type ProfileLike,
  type RequestLike,
  type TypeLike,
} from './from-records';
import { days2 } from './leave-figures';
import { effectiveFrom } from './rates';
import { leaveDaysTaken } from './request-days';
import { totalsOn } from './totals-on';

/**
 * What a history entry records: the server's kinds, the initial leave, and 'taken' for a booked
 * request, or 'booked' for one still to come (its first day after today): the balance's Taken
 * counts no day of it yet, so 'Leave taken' beside 'Taken 0.00' was untrue (field test s58, item 15).
 */
export type HistoryKind =
  | 'setup'
  | 'initial'
  | 'edit'
  | 'rate'
  | 'type'
  | 'additional'
  | 'rollover'
  | 'reactivated'
  | 'settings'
  | 'taken'
  | 'booked';

export const HISTORY_KIND_TEXT: Readonly<Record<HistoryKind, string>> = {
  setup: msg('Profile set up'),
  initial: msg('Initial leave'),
  edit: msg('Profile edited'),
  rate: msg('Rate changed'),
  type: msg('Profile type changed'),
  additional: msg('Additional leave'),
  rollover: msg('Rollover'),
  reactivated: msg('Profile reactivated'),
  settings: msg('Settings changed'),
  taken: msg('Leave taken'),
  booked: msg('Leave booked'),
};

export const historyKindText = (what: string) => HISTORY_KIND_TEXT[what as HistoryKind] ?? what;

export interface HistoryEntryLike {
  id: number;
  what: string;
  changeDate: string;
  /** As the server keeps it: the rate (set-up, rate, type), the initial leave (edit), the days (additional), the days kept (rollover). */
  amount: number | null;
  comment: string | null;
  /** The additional leave or rollover the entry is of, when the server knows it. */
  adjustmentId?: string | null;
}

export interface HistoryRecords {
  profile: ProfileLike & { id: string };
  types: readonly TypeLike[];
  requests: readonly (RequestLike & { comments?: string | null; decisionComment?: string | null })[];
  adjustments: readonly (AdjustmentLike & { id?: string; comment?: string | null })[];
  /** The vessel's leave settings ('Nil days'). */
  settings: LeaveMathsSettings;
}

export interface HistoryRow {
  /** The server entry's id (its comment can be changed); null for the initial leave and leave taken. */
  id: number | null;
  kind: string;
  date: string;
  /** Leave days the entry adds (positive) or takes away (negative); null when it moves none. */
  amount: number | null;
  /** What the entry set, in words: a rate, the initial leave of an edit, the days a rollover kept. */
  detail: string | null;
  comment: string | null;
  /** Leave taken: the approver's comment on the request, kept apart from the requester's (`comment`). */
  decisionComment: string | null;
  /** Leave taken: the request's first and last day in the period. */
  span: { from: string; to: string } | null;
  /** Available leave at the end of the entry's (last) day; null when the maths cannot say. */
  balance: number | null;
  /** The additional leave or rollover the entry is of (its comment is the same). */
  adjustmentId: string | null;
}

/** A rate in words: days a year (yearly rate), or days for each day worked (accrued). */
export function rateDetail(type: 'yearly' | 'accrued', value: number): string {
  return type === 'yearly'
    ? msg('{days} days per year', { days: days2(value) })
    : msg('{days} days for each day worked', { days: Number(value.toFixed(4)) });
}

/**
 * The type each entry of `entries` set, by id. A rate period that names its type (issue 30: a
 * type belongs to a period) decides for the entry that put it in force, so a change the device
 * holds before the server's history has its entry cannot recolour the set-up. Periods kept
 * before that have no type: then the type now, turned back over each later type change.
 */
function typesAfter(
  profile: ProfileLike,
  entries: readonly HistoryEntryLike[],
): Map<number, 'yearly' | 'accrued'> {
  const flip = (t: 'yearly' | 'accrued') => (t === 'yearly' ? 'accrued' : 'yearly');
  const periodType = (from: string) =>
    profile.rates
      .filter((r) => r.from <= from)
      .sort((a, b) => a.from.localeCompare(b.from))
      .at(-1)?.type;
  const out = new Map<number, 'yearly' | 'accrued'>();
  let type = profile.type;
  for (const e of [...entries].sort((a, b) => b.id - a.id)) {
    const from = e.what === 'setup' ? profile.startDate : effectiveFrom(e.changeDate);
    const own = RATE_KINDS.includes(e.what) ? periodType(from) : null;
    out.set(e.id, own ?? type);
    if (e.what === 'type') type = flip(type);
  }
  return out;
}

/** The entries that put a rate period in force. */
const RATE_KINDS: readonly string[] = ['setup', 'rate', 'type'];

function detailOf(e: HistoryEntryLike, type: 'yearly' | 'accrued'): string | null {
  if (e.amount === null) return null;
  if (e.what === 'rate') return rateDetail(type, e.amount);
  // One message each (not 'yearly rate' + the rate): a translator gets the whole phrase.
  if (e.what === 'setup' || e.what === 'type')
    return type === 'yearly'
      ? msg('yearly rate, {days} days per year', { days: days2(e.amount) })
      : msg('accrued, {days} days for each day worked', { days: Number(e.amount.toFixed(4)) });
  if (e.what === 'edit') return msg('initial leave {days} days', { days: days2(e.amount) });
  if (e.what === 'rollover') return msg('{days} days kept', { days: days2(e.amount) });
  return null;
}

/** Order within a day: the set-up, the initial leave, the other entries as made, then leave taken. */
const rank = (r: HistoryRow) => (r.kind === 'setup' ? 0 : r.kind === 'initial' ? 1 : r.id === null ? 3 : 2);

/**
 * The rows of one profile from `period.from` to `period.to` (inclusive), oldest first. Leave
 * taken counts the days the maths count as taken: the days of a booked request (approved or
 * checked) whose type reduces leave, within the employment; a request with none in the period
 * makes no row.
 */
export function leaveHistoryRows(
  records: HistoryRecords,
  entries: readonly HistoryEntryLike[],
  period: { from: string; to: string },
  /** The day leave still to come is told from leave taken by; without it all is 'taken'. */
  today?: string,
): HistoryRow[] {
  const { profile, types } = records;
  const inPeriod = (d: string) => d >= period.from && d <= period.to;
  const employed = (d: string) =>
    d >= profile.startDate && (profile.endDate === null || d <= profile.endDate);
  const typeAfter = typesAfter(profile, entries);
  const adjustment = new Map(
    records.adjustments.filter((a) => a.id !== undefined && !a.deleted).map((a) => [a.id!, a]),
  );
  const row = (r: Partial<HistoryRow> & Pick<HistoryRow, 'kind' | 'date'>): HistoryRow => ({
    id: null,
    amount: null,
    detail: null,
    comment: null,
    decisionComment: null,
    span: null,
    balance: null,
    adjustmentId: null,
    ...r,
  });
  const rows: HistoryRow[] = [];
  for (const e of entries) {
    if (!inPeriod(e.changeDate)) continue;
    const linked = e.adjustmentId ? adjustment.get(e.adjustmentId) : undefined;
    rows.push(
      row({
        id: e.id,
        kind: e.what,
        date: e.changeDate,
        amount: e.what === 'additional' ? e.amount : null,
        detail: detailOf(e, typeAfter.get(e.id) ?? profile.type),
        // The device's copy of the adjustment holds its latest comment (an edit not yet sent too).
        comment: linked ? (linked.comment ?? e.comment) : e.comment,
        adjustmentId: e.adjustmentId ?? null,
      }),
    );
  }
  if (inPeriod(profile.startDate))
    rows.push(row({ kind: 'initial', date: profile.startDate, amount: profile.initialLeave }));
  for (const r of records.requests) {
    if (r.profileId !== profile.id || r.deleted || !BOOKING_STATUSES.includes(r.status)) continue;
    const days = r.days.filter((d) => inPeriod(d.date) && employed(d.date));
    const taken = leaveDaysTaken(days, types);
    if (taken === 0) continue;
    const dates = days.map((d) => d.date).sort();
    const span = { from: dates[0]!, to: dates[dates.length - 1]! };
    rows.push(
      row({
        kind: today !== undefined && span.from > today ? 'booked' : 'taken',
        date: span.from,
        amount: -taken,
        comment: r.comments ?? null,
        decisionComment: r.decisionComment ?? null,
        span,
      }),
    );
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || rank(a) - rank(b) || (a.id ?? 0) - (b.id ?? 0));
  withBalances(records, entries, rows);
  return rows;
}

/** Each row's balance after it, and each rollover's amount: minus the days it forfeited. */
function withBalances(records: HistoryRecords, entries: readonly HistoryEntryLike[], rows: HistoryRow[]) {
  const input = leaveInputOf(
    records.profile,
    records.types,
    records.requests,
    records.adjustments,
    records.settings,
  );
  const rollovers = rows.filter((r) => r.kind === 'rollover');
  const totals = totalsOn(input, [
    ...rows.map((r) => r.span?.to ?? r.date),
    ...rollovers.map((r) => addDays(r.date, -1)),
  ]);
  if (!totals.ok) return;
  for (const r of rows) r.balance = totals.on.get(r.span?.to ?? r.date)?.available ?? null;
  // A day's rollovers forfeit what the day's balance had above the days each kept, in turn.
  const kept = new Map(entries.map((e) => [e.id, e.amount ?? 0]));
  let day = '';
  let remaining = 0;
  for (const r of rollovers) {
    if (r.date !== day) {
      day = r.date;
      const end = totals.on.get(day);
      const before = totals.on.get(addDays(day, -1));
      remaining = end && before ? end.available + (end.forfeited - before.forfeited) : Number.NaN;
    }
    const forfeit = Math.max(0, remaining - (kept.get(r.id!) ?? 0));
    r.amount = Number.isNaN(forfeit) ? null : -forfeit;
    remaining -= forfeit;
  }
}

/**
 * A row's entry in words: 'Rate changed: 35.00 days per year', 'Leave taken, 21 – 24 Sep 26'.
 * `say` puts its messages in the reader's language (a screen's t()); English as they are.
 */
export function historyRowText(
  r: HistoryRow,
  span: (from: string, to: string) => string,
  say: (text: string) => string = (text) => text,
): string {
  const what = `${say(historyKindText(r.kind))}${r.detail ? `: ${say(r.detail)}` : ''}`;
  return r.span && r.span.from !== r.span.to ? `${what}, ${span(r.span.from, r.span.to)}` : what;
}

/**
 * The period of the rows the popup shows, for its export: from the profile's start (or an
 * earlier row) to the last row's day or the end of this year, whichever is later, and at most
 * `maxYears` long (the newest years kept).
 */
export function historyPeriod(
  rows: readonly HistoryRow[],
  startDate: string,
  today: string,
  maxYears: number,
): { from: string; to: string } {
  let from = startDate;
  let to = `${today.slice(0, 4)}-12-31`;
  for (const r of rows) {
    if (r.date < from) from = r.date;
    const last = r.span?.to ?? r.date;
    if (last > to) to = last;
  }
  const monthDay = to.slice(5) === '02-29' ? '03-01' : to.slice(5);
  const earliest = `${String(Number(to.slice(0, 4)) - maxYears).padStart(4, '0')}-${monthDay}`;
  return { from: from < earliest ? earliest : from, to };
}
