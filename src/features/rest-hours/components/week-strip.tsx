import type { LocalRestDay } from '../../../db/app-db';
import { showDayNumber, showMonthName, showWeekday, showWeekdayDayMonth } from '../../../domain/dates/format';
import { EMPTY_DAY } from '../../../domain/rest-hours/timeline';
import { stripDays } from '../../../domain/rest-hours/week-strip';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { DayBar } from '../../../ui/day-bar';

/**
 * Seven days holding the selected one and, within a week of it, today (stripDays); a day
 * further away offers Today one tap away. A dot marks days not yet synced.
 */
export function WeekStrip({
  date,
  days,
  today,
  onPick,
}: {
  date: string;
  days: Map<string, LocalRestDay>;
  /** Marked, and days after it shown as planned. */
  today: string;
  onPick: (d: string) => void;
}) {
  const strip = stripDays(date, today);
  return (
    <div className="week-wrap">
      <nav className="week" aria-label={t('Week')}>
        {strip.dates.map((d) => (
          <button
            key={d}
            type="button"
            className={[d === date && 'selected', d === today && 'today', d > today && 'planned']
              .filter(Boolean)
              .join(' ')}
            onClick={() => onPick(d)}
            aria-current={d === date ? 'date' : undefined}
          >
            {days.get(d)?.pending ? <span className="dot" title={t('Not synced yet')} /> : null}
            {showWeekday(d)}
            <strong>{showDayNumber(d)}</strong>
            {/* Read out whole ("Tue 17 November"), shown short. */}
            <span className="visually-hidden">
              {' '}
              {d === today
                ? t('{month}, today', { month: showMonthName(d) })
                : d > today
                  ? t('{month}, still to come', { month: showMonthName(d) })
                  : showMonthName(d)}
            </span>
            <DayBar work={days.get(d)?.work ?? EMPTY_DAY} />
          </button>
        ))}
      </nav>
      {strip.todayApart ? (
        <Button variant="secondary" small className="week-today" onClick={() => onPick(today)}>
          {t('Go to today · {date}', { date: showWeekdayDayMonth(today) })}
        </Button>
      ) : null}
    </div>
  );
}
