import type { ClockChange } from '../../../domain/rest-hours/clock-change';
import { dayHours } from '../../../domain/rest-hours/clock-change-text';
import { t } from '../../../i18n/i18n';

/**
 * The notice of a clock change in the app's language, e.g. 'Clocks retarded 1 h at 02:00 — a
 * 25-hour day' (the domain's clockChangeNotice writes the same English for the records).
 */
export function clockChangeNoticeText(change: Pick<ClockChange, 'at' | 'minutes'>): string {
  if (change.minutes === -1440) return t('Date line crossed: this date is repeated — a 48-hour day');
  if (change.minutes === 1440) return t('Date line crossed: this date is skipped — no hours are kept on it');
  const values = { at: change.at, hours: dayHours(change.minutes) };
  const hour = Math.abs(change.minutes) === 60;
  if (change.minutes < 0)
    return hour
      ? t('Clocks retarded 1 h at {at} — a {hours}-hour day', values)
      : t('Clocks retarded 30 min at {at} — a {hours}-hour day', values);
  return hour
    ? t('Clocks advanced 1 h at {at} — a {hours}-hour day', values)
    : t('Clocks advanced 30 min at {at} — a {hours}-hour day', values);
}
