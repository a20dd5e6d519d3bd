/**
 * Calendar dates as whole day numbers (days since 1970-01-01), computed from the ISO string
 * by arithmetic alone: the leave maths run over years of days for a whole crew, so they must
 * not build a Date per day or per booking. Proleptic Gregorian, like `iso-date.ts`.
 */

/** Day number of a year, month (1-12) and day, which the caller knows to be real. */
export function dayNumberOf(year: number, month: number, day: number): number {
  // H. Hinnant, "chrono-compatible low-level date algorithms", days_from_civil.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const digit = (s: string, i: number) => {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : Number.NaN;
};

/** Day number of a YYYY-MM-DD date, or NaN when the text is not a real date (2026-02-30). */
export function dayNumber(iso: string): number {
  if (iso.length !== 10 || iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45) return Number.NaN;
  const year = digit(iso, 0) * 1000 + digit(iso, 1) * 100 + digit(iso, 2) * 10 + digit(iso, 3);
  const month = digit(iso, 5) * 10 + digit(iso, 6);
  const day = digit(iso, 8) * 10 + digit(iso, 9);
  // NaN fails every comparison, so a non-digit falls through to NaN here.
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month))) return Number.NaN;
  return dayNumberOf(year, month, day);
}

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export function civilOf(n: number): CivilDate {
  // H. Hinnant, civil_from_days.
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The YYYY-MM-DD text of a day number (for years 0-9999). */
export function isoOfDayNumber(n: number): string {
  const { year, month, day } = civilOf(n);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
