import { Link } from 'react-router';
import { showMonth } from '../../../domain/dates/format';
import type { Forecast } from '../../../domain/rest-hours/forecast';
import { t } from '../../../i18n/i18n';
import { forecastWhen } from './forecast-notice';

/**
 * The coming week on the calendar: whose plan breaks a rule, and when, so the watch can be
 * changed before it does. Nothing is shown while every plan holds.
 */
export function ComingWeek(props: {
  /** Only on the current month's page: the coming week belongs there. */
  show: boolean;
  warnings: { userId: number; name: string; forecast: Forecast }[];
  dayLink: (userId: number, date: string) => string;
}) {
  if (!props.show || !props.warnings.length) return null;
  return (
    <section className="forecast" aria-label={t('Coming week')} data-testid="coming-week">
      <strong>{t('Coming week: if the plans hold')}</strong>
      <ul className="forecast-list">
        {props.warnings.map((w) => (
          <li key={w.userId}>
            {w.name}:{' '}
            <Link className="link-button" to={props.dayLink(w.userId, w.forecast.date)}>
              {forecastWhen(w.forecast)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** For supervisors, once a month has ended: who has not signed it off yet. */
export function NotSignedWarning({ names, month }: { names: string[]; month: string }) {
  if (!names.length) return null;
  return (
    <div className="banner banner-warn" role="note" data-testid="not-signed">
      <span>
        {t('Not signed off for {month}: {names}.', { month: showMonth(month), names: names.join(', ') })}
      </span>
    </div>
  );
}
