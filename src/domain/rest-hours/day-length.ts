import { type ClockChange, cellsOnDate } from './clock-change';
import { onElapsedTime, shipCell } from './elapsed-days';
import { CELLS_PER_DAY } from './timeline';

/** What a clock half hour lived twice holds: work if either pass was worked, else neutral, else rest. */
const merge = (a: string, b: string) => (a === '1' || b === '1' ? '1' : a === 'n' || b === 'n' ? 'n' : '0');

/**
 * A day read on ship's clock time: 48 cells, one per half hour the clocks showed (issue 33).
 * A day of elapsed cells folds its repeated hour onto the hour's clock cells without losing a
 * mark (a cell worked in either pass stays worked); the hour a day advanced over was not lived,
 * so its clock cells carry on the state the clocks jumped from. A day already 48 cells is ship's
 * time as it is. Null when the length fits neither 48 nor `change`: nothing to read it by.
 */
export function onShipClockTime(work: string, change: ClockChange | undefined): string | null {
  if (work.length === CELLS_PER_DAY) return work;
  if (!change || work.length !== cellsOnDate(change)) return null;
  const clock: (string | undefined)[] = Array.from({ length: CELLS_PER_DAY }, () => undefined);
  for (let i = 0; i < work.length; i++) {
    const j = shipCell(i, change);
    const seen = clock[j];
    clock[j] = seen === undefined ? work[i] : merge(seen, work[i]!);
  }
  let before = '0';
  return clock
    .map((cell) => {
      before = cell ?? before;
      return before;
    })
    .join('');
}

/**
 * A day's timeline laid on another date by ship's clock time: each half hour takes what the
 * same clock half hour held (a repeated hour takes what the hour had, a skipped hour is
 * dropped), at the length the target date holds. `from` is the change on the day's own date.
 * Null when the day's length fits neither 48 nor `from`, or the target was skipped across the
 * date line (it has no hours): nothing of the wrong length is ever saved.
 */
export function onDateOf(
  work: string,
  from: ClockChange | undefined,
  to: ClockChange | undefined,
): string | null {
  if (cellsOnDate(to) === 0) return null;
  // The same change on both dates: its repeated or skipped cells are the same, kept cell for cell.
  if (from && to && from.at === to.at && from.minutes === to.minutes && work.length === cellsOnDate(to))
    return work;
  const clock = onShipClockTime(work, from);
  if (clock === null) return null;
  return onElapsedTime(clock, to);
}

/**
 * One timeline saved on several dates, as the saves it takes: the dates grouped by the
 * timeline each holds once laid on its own length. A date the day cannot be laid on (skipped
 * across the date line) is left out.
 */
export function savesByLength(
  work: string,
  from: ClockChange | undefined,
  dates: readonly string[],
  changes: ReadonlyMap<string, ClockChange>,
): { work: string; dates: string[] }[] {
  // A length nothing reads (no change gives it) is left for the save to refuse, as before.
  if (onShipClockTime(work, from) === null) return [{ work, dates: [...dates] }];
  const groups = new Map<string, string[]>();
  for (const date of dates) {
    const laid = onDateOf(work, from, changes.get(date));
    if (laid !== null) groups.set(laid, [...(groups.get(laid) ?? []), date]);
  }
  return [...groups].map(([laid, ds]) => ({ work: laid, dates: ds }));
}

/**
 * The change a timeline of `length` cells was drawn on, when one timeline comes for several
 * dates (a reopen request, a check before a save): none for 48 cells (ship's time), else the
 * first of those dates whose change gives that length. Null when no date does: nothing reads it.
 */
export function drawnOn(
  length: number,
  dates: readonly string[],
  changes: ReadonlyMap<string, ClockChange>,
): ClockChange | undefined | null {
  if (length === CELLS_PER_DAY) return undefined;
  for (const date of dates) {
    const change = changes.get(date);
    if (change && cellsOnDate(change) === length) return change;
  }
  return null;
}

/**
 * A stored day on its date as the date now is (issue 33). A day at 48 cells or at the date's
 * change's length is read as always (onElapsedTime). A day whose length the date no longer has
 * (its change was deleted or altered since the day was saved, and the server's new copy has not
 * come yet) is `stale`: laid on the date's length by ship's clock, drawn on the change it was
 * saved with (`before`, the deleted change the device still holds) or, when that is not known,
 * on a change of the day's length at the same time of day.
 */
export function onItsDate(
  work: string,
  change: ClockChange | undefined,
  before?: ClockChange,
): { work: string; stale: boolean } {
  const cells = cellsOnDate(change);
  if (work.length === CELLS_PER_DAY || work.length === cells)
    return { work: onElapsedTime(work, change), stale: false };
  const minutes = ((CELLS_PER_DAY - work.length) * 30) as ClockChange['minutes'];
  const guess = {
    date: change?.date ?? before?.date ?? '',
    at: change?.at ?? before?.at ?? '00:00',
    minutes,
  };
  const from = before && cellsOnDate(before) === work.length ? before : guess;
  return { work: onDateOf(work, from, change) ?? '0'.repeat(cells), stale: true };
}
