import { msg } from '../../i18n/msg';
import { addDays, daysBetween } from '../calendar/iso-date';
import type { ClockChange } from './clock-change';
import { onDateOf } from './day-length';
import type { DayRecord } from './timeline';

export interface CopyPlan {
  date: string;
  work: string;
}

/**
 * Copying days: the source range's timelines are laid over the target range in order,
 * repeating when the target is longer (one day copied onto a week). A source day with no
 * record leaves its target day as it is. Days are laid on by ship's clock time at each target
 * date's length across the vessel's clock changes (issue 33): a day of 48 cells copied onto a
 * date retarded an hour repeats the hour's cells, one advanced drops them, and the other way
 * round; a date skipped across the date line takes nothing.
 */
export function planCopy(
  source: readonly DayRecord[],
  from: { begin: string; end: string },
  to: { begin: string; end: string },
  changes: ReadonlyMap<string, ClockChange> = new Map(),
): CopyPlan[] | { error: string } {
  const sourceLength = daysBetween(from.begin, from.end) + 1;
  const targetLength = daysBetween(to.begin, to.end) + 1;
  if (sourceLength < 1 || targetLength < 1)
    return { error: msg('The end date must not be before the start date.') };
  if (targetLength > 62) return { error: msg('At most {days} days can be copied at once.', { days: 62 }) };
  const byDate = new Map(source.map((d) => [d.date, d.work]));
  const plan: CopyPlan[] = [];
  for (let i = 0; i < targetLength; i++) {
    const sourceDate = addDays(from.begin, i % sourceLength);
    const targetDate = addDays(to.begin, i);
    const work = byDate.get(sourceDate);
    const laid = work ? onDateOf(work, changes.get(sourceDate), changes.get(targetDate)) : null;
    if (laid !== null) plan.push({ date: targetDate, work: laid });
  }
  return plan;
}
