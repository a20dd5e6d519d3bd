import { useLiveQuery } from 'dexie-react-hooks';
import { type ClockWarning, clockWarning } from '../../domain/dates/shore-clock';
import { t } from '../../i18n/i18n';
import { db } from '../../lib/services';

/** The gap in words: '2 days', '3 hours', '25 minutes'. */
export function clockGap(w: ClockWarning): string {
  if (w.unit === 'day') return t('{count, plural, one {# day} other {# days}}', { count: w.count });
  if (w.unit === 'hour') return t('{count, plural, one {# hour} other {# hours}}', { count: w.count });
  return t('{count, plural, one {# minute} other {# minutes}}', { count: w.count });
}

/** The banner's words for a clock that is off, or null when it is not (worth saying). */
export function clockBannerText(offsetMs: number | null): string | null {
  const w = clockWarning(offsetMs);
  if (!w) return null;
  const gap = clockGap(w);
  return w.ahead
    ? t(
        'This device’s clock is {gap} ahead of the shore’s. Hours of rest are logged by its date: set its date and time.',
        { gap },
      )
    : t(
        'This device’s clock is {gap} behind the shore’s. Hours of rest are logged by its date: set its date and time.',
        { gap },
      );
}

/**
 * Says so when the device's clock is far from the shore's at the last sync (field test: a phone
 * two days ahead logged "today" two days early, unwarned). Gone with the next sync once set right.
 */
export function ClockBanner() {
  const offset = useLiveQuery(async () => {
    const v = (await db.meta.get('shoreClockOffset'))?.value;
    return typeof v === 'number' ? v : null;
  }, []);
  const text = clockBannerText(offset ?? null);
  return text ? (
    <div className="banner banner-warn" role="alert" data-testid="clock-banner">
      <span>{text}</span>
    </div>
  ) : null;
}
