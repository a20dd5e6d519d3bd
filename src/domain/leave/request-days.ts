/**
 * The days of a leave request (doc 3, the request form): the range takes one leave type, and
 * 'Add leave type' gives a part of it another. A request is stored as one type per day, so
 * the form's ranges become days and the stored days become ranges again when it reopens.
 */
import { addDays, isIsoDate } from '../calendar/iso-date';
import { type DatedType, earlierOn } from './dated-rules';

export interface LeaveDay {
  date: string;
  leaveTypeId: number;
}

/** A part of the request with a type of its own ('Add leave type'). */
export interface TypeRange {
  from: string;
  to: string;
  leaveTypeId: number;
}

/**
 * One entry per date from `startDate` to `endDate`: the main type, except where a sub-range
 * covers the date (a later sub-range wins over an earlier one). Sub-range dates outside the
 * request are ignored. No dates, or an end before the start, gives no days; a range longer
 * than `limit` days stops one day past it, so the schema's maximum reports it.
 */
export function requestDays(
  startDate: string,
  endDate: string,
  mainTypeId: number | null,
  ranges: readonly TypeRange[],
  limit = 400,
): LeaveDay[] {
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate || mainTypeId === null) return [];
  const days: LeaveDay[] = [];
  for (let date = startDate; date <= endDate && days.length <= limit; date = addDays(date, 1)) {
    let leaveTypeId = mainTypeId;
    for (const r of ranges) if (r.from <= date && date <= r.to) leaveTypeId = r.leaveTypeId;
    days.push({ date, leaveTypeId });
  }
  return days;
}

/**
 * The form's view of stored days: the main type is the type of most days (on a tie, the first
 * day's), and each run of consecutive days of another type is a sub-range.
 */
export function rangesOfDays(days: readonly LeaveDay[]): { mainTypeId: number | null; ranges: TypeRange[] } {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0];
  if (!first) return { mainTypeId: null, ranges: [] };
  const counts = new Map<number, number>();
  for (const d of sorted) counts.set(d.leaveTypeId, (counts.get(d.leaveTypeId) ?? 0) + 1);
  let mainTypeId = first.leaveTypeId;
  for (const [id, n] of counts) if (n > (counts.get(mainTypeId) ?? 0)) mainTypeId = id;
  const ranges: TypeRange[] = [];
  for (const d of sorted) {
    if (d.leaveTypeId === mainTypeId) continue;
    const last = ranges[ranges.length - 1];
    if (last && last.leaveTypeId === d.leaveTypeId && addDays(last.to, 1) === d.date) last.to = d.date;
    else ranges.push({ from: d.date, to: d.date, leaveTypeId: d.leaveTypeId });
  }
  return { mainTypeId, ranges };
}

/** The leave days a request takes: its days of a type that reduced leave (effect 1) on the day. */
export function leaveDaysTaken(
  days: readonly LeaveDay[],
  types: readonly Pick<DatedType, 'id' | 'effect' | 'rulesBefore'>[],
): number {
  const byId = new Map(types.map((t) => [t.id, t]));
  return days.filter((d) => {
    const type = byId.get(d.leaveTypeId);
    return type !== undefined && (earlierOn(type.rulesBefore, d.date)?.effect ?? type.effect) === 1;
  }).length;
}
