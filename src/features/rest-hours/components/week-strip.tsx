import type { LocalRestDay } from '../../../db/app-db';
import { addDays } from '../../../domain/calendar/iso-date';
import { showDayNumber, showMonthName, showWeekday } from '../../../domain/dates/format';
import { EMPTY_DAY } from '../../../domain/rest-hours/timeline';
import { t } from '../../../i18n/i18n';
import { DayBar } from '../../../ui/day-bar';

/** The seven days up to the selected one, with a dot on days not yet synced. */
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
  return (
    <nav className="week" aria-label={t('Week')}>
      {Array.from({ length: 7 }, (_, i) => addDays(date, i - 6)).map((d) => (
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
  );
}
