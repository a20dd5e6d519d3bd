import { parseISO } from 'date-fns';
import type { CSSProperties } from 'react';
import type { LeaveType } from '../../../contracts/leave-records';
import { showWeekdayDate, showWeekdayLetter } from '../../../domain/dates/format';
import type { CalendarBooking } from '../../../domain/leave/leave-calendar';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';

/**
 * How the leave table draws a day: the type's colour, with a mark of one or two letters so the
 * type never rests on colour alone (WCAG 1.4.1), in whichever ink reads best on that colour.
 */

/**
 * A leave type's name as shown: a vessel's own types by the names it gave them; the product's own
 * view-only type ('Not on payroll', which no one renames) in the reader's language. Only on
 * screens: a list saved back keeps the stored name (the server refuses a changed view-only type).
 */
export const typeName = (type: Pick<LeaveType, 'name' | 'viewOnly'>) =>
  type.viewOnly ? t(msg('Not on payroll')) : type.name;

/** Types to show (never to save), each by its shown name: the guidelines' rules name them. */
export const typesShown = <T extends Pick<LeaveType, 'name' | 'viewOnly'>>(types: readonly T[]): T[] =>
  types.map((type) => ({ ...type, name: typeName(type) }));

/** 'L' for Leave, 'WD' for Work day, 'NP' for Not on payroll: first and last word's initials. */
export function typeMark(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  return (words.length > 1 ? first + words[words.length - 1]!.charAt(0) : first).toUpperCase();
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  if (Number.isNaN(n)) return 1;
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
};
const INK = '#14212b';
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The mark's ink on a colour: white or the page's ink, the one with more contrast; when neither
 * reaches 4.5:1 (WCAG 1.4.3: a mid red, a mid grey) the mark sits on a white chip in ink.
 */
export function inkOn(hex: string): { ink: string; chip: boolean } {
  const l = luminance(hex);
  const white = contrast(l, 1);
  const dark = contrast(l, luminance(INK));
  if (Math.max(white, dark) < 4.5) return { ink: INK, chip: true };
  return { ink: white >= dark ? '#ffffff' : INK, chip: false };
}

/** The CSS variables of a type's colour, as the cells and the legend read them. */
export function colourStyle(type: LeaveType | undefined): CSSProperties {
  const c = type ? `#${type.color}` : '#9ca3af';
  const { ink, chip } = inkOn(c);
  return { '--c': c, '--c-ink': ink, '--mark-bg': chip ? '#ffffff' : 'transparent' } as CSSProperties;
}

/** The class of a booked day: solid leave, hatched pending, an outlined draft. */
export function bookingClass(b: CalendarBooking): string {
  if (b.status === 'Pending') return 'cal-pending';
  if (b.status === 'Draft') return 'cal-draft';
  return 'cal-booked';
}

/** How a booking reads aloud and in a tooltip: 'Leave, pending'. */
export function bookingText(b: CalendarBooking, type: LeaveType | undefined): string {
  return `${type ? typeName(type) : t('A deleted leave type')}, ${t(b.status).toLowerCase()}`;
}

/** Per date of the period: 'Thu 3 Dec 26' for labels, the weekday's letter, the day, a weekend flag. */
export function dayHeads(dates: readonly string[]) {
  return dates.map((date) => {
    const d = parseISO(date);
    const weekday = d.getDay();
    return {
      date,
      label: showWeekdayDate(date),
      letter: showWeekdayLetter(date),
      day: d.getDate(),
      weekend: weekday === 0 || weekday === 6,
    };
  });
}
export type DayHead = ReturnType<typeof dayHeads>[number];

/** Where each month starts in the period, as a share of it: the year view's labels and lines. */
export function monthMarks(dates: readonly string[]) {
  const marks: { date: string; at: number; share: number }[] = [];
  dates.forEach((date, i) => {
    if (i === 0 || date.endsWith('-01')) marks.push({ date, at: i / dates.length, share: 0 });
  });
  marks.forEach((m, i) => {
    m.share = (marks[i + 1]?.at ?? 1) - m.at;
  });
  return marks;
}
export type MonthMark = ReturnType<typeof monthMarks>[number];
