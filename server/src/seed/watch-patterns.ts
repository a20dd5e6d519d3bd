import { EMPTY_DAY, paintCells } from '@domain/rest-hours/timeline';

/** Work periods as [from, to) in hours; a day string has '1' for work cells. */
export function dayFromHours(periods: readonly (readonly [number, number])[]): string {
  return periods.reduce((day, [from, to]) => paintCells(day, from * 2, to * 2, '1'), EMPTY_DAY);
}

/** Standard, compliant patterns the seed assigns to crew. */
export const PATTERNS = {
  watch0004: dayFromHours([
    [0, 4],
    [12, 16],
  ]),
  watch0408: dayFromHours([
    [4, 8],
    [16, 20],
  ]),
  watch0812: dayFromHours([
    [8, 12],
    [20, 24],
  ]),
  sixOnSixOff: dayFromHours([
    [0, 6],
    [12, 18],
  ]),
  dayWork: dayFromHours([
    [8, 12],
    [13, 17],
  ]),
  interior: dayFromHours([
    [7, 12],
    [13, 15],
    [18, 22],
  ]),
} as const;

/** A charter day: long hours with short breaks; several in a row break the rules. */
export const CHARTER_DAY = dayFromHours([
  [6, 13],
  [13.5, 19],
  [19.5, 23.5],
]);
export const DAY_OFF = EMPTY_DAY;
