import { msg } from '../../i18n/msg';
/** A day is 48 half-hour cells; cell 0 is 00:00-00:30. '1' = work, '0' = rest. */
export const CELLS_PER_DAY = 48;
export const DAY_PATTERN = /^[01]{48}$/;
/** A stored day may also hold neutral time ('n'), where the vessel uses neutral periods. */
export const STORED_DAY_PATTERN = /^[01n]{48}$/;
/**
 * A day saved on elapsed time (issue 33): 48 cells, or the length of a recorded clock change's
 * date (46, 47, 49, 50; 96 for the date repeated across the date line). Which length a date
 * takes is the vessel's record's to say; a skipped date (0 cells) has nothing to record.
 */
export const ELAPSED_DAY_PATTERN = /^(?:[01n]{46,50}|[01n]{96})$/;

export const EMPTY_DAY = '0'.repeat(CELLS_PER_DAY);

export interface DayRecord {
  date: string;
  work: string;
}

export function workedCells(work: string): number {
  let n = 0;
  for (let i = 0; i < work.length; i++) if (work.charCodeAt(i) === 49) n++;
  return n;
}

/** Worked, rest and neutral totals of a day in hours, as the editor shows them. */
export function dayTotals(work: string): { workHours: number; restHours: number; neutralHours: number } {
  const worked = workedCells(work);
  let neutral = 0;
  for (let i = 0; i < work.length; i++) if (work.charCodeAt(i) === 110) neutral++;
  return {
    workHours: worked / 2,
    restHours: (CELLS_PER_DAY - worked - neutral) / 2,
    neutralHours: neutral / 2,
  };
}

/** Sets cells [from, to) of a day to work or rest, returning the new day string. */
export function paintCells(work: string, from: number, to: number, value: '0' | '1' | 'n'): string {
  const lo = Math.max(0, Math.min(from, to));
  const hi = Math.min(work.length, Math.max(from, to));
  return work.slice(0, lo) + value.repeat(hi - lo) + work.slice(hi);
}

export const BREAK_OVERLAP = msg('Break Overlap: A field overlaps another block');
/** Spec: a new break starts at slot 24 (12:00) and lasts 2 slots (one hour). */
export const DEFAULT_BREAK = { start: 24, length: 2 } as const;

/**
 * Adds a break (rest) inside work. A break must lie wholly on work cells: touching rest or
 * another break, or running past midnight, is the spec's overlap error.
 */
export function addBreak(
  work: string,
  start: number,
  length: number,
): { ok: true; work: string } | { ok: false; error: string } {
  // The day's own length: a day with a clock change has more or fewer half hours (issue 33).
  if (length < 1 || start < 0 || start + length > work.length) return { ok: false, error: BREAK_OVERLAP };
  for (let i = start; i < start + length; i++)
    if (work[i] !== '1') return { ok: false, error: BREAK_OVERLAP };
  return { ok: true, work: paintCells(work, start, start + length, '0') };
}

/** A cell's start as a clock time; cell 48 is the day's end, '24:00'. */
const cellClock = (cell: number) =>
  `${String(Math.floor(cell / 2)).padStart(2, '0')}:${cell % 2 ? '30' : '00'}`;

/**
 * The stretches of work in a day of 48 cells, as clock times ('08:00' to '14:00'): a day shown
 * in words beside its bar, where two versions are compared.
 */
export function workStretches(work: string): { from: string; to: string }[] {
  const stretches: { from: string; to: string }[] = [];
  let start = -1;
  for (let i = 0; i <= work.length; i++) {
    const working = work[i] === '1';
    if (working && start < 0) start = i;
    if (!working && start >= 0) {
      stretches.push({ from: cellClock(start), to: cellClock(i) });
      start = -1;
    }
  }
  return stretches;
}

/**
 * A day told in words beside its bar: its stretches of work by clock time and its hours of work;
 * on a day of a clock change (not 48 half hours) clock times by cell would be off, so its hours of
 * work and rest; or no work at all.
 */
export type DayInWords =
  | { kind: 'stretches'; stretches: string; workHours: number }
  | { kind: 'hours'; workHours: number; restHours: number }
  | { kind: 'none' };

export function dayInWords(work: string): DayInWords {
  const { workHours, neutralHours } = dayTotals(work);
  if (workHours === 0) return { kind: 'none' };
  if (work.length !== CELLS_PER_DAY)
    return { kind: 'hours', workHours, restHours: work.length / 2 - workHours - neutralHours };
  const stretches = workStretches(work)
    .map((s) => `${s.from}–${s.to}`)
    .join(', ');
  return { kind: 'stretches', stretches, workHours };
}
