import { Link } from 'react-router';
import { showWeekdayDayMonth } from '../../../domain/dates/format';
import type { Forecast } from '../../../domain/rest-hours/forecast';
import { RULE_EXPLAINED } from '../../../domain/rest-hours/rules';
import { t } from '../../../i18n/i18n';

/** 'Rule 2 breaks on Friday 27 November at 19:30' */
export const forecastWhen = (f: Forecast) =>
  t('rule {rule} breaks on {date} at {time}', {
    rule: f.rule,
    date: showWeekdayDayMonth(f.date),
    time: f.time,
  });

/** The warning before a breach, under the day being planned (issue 7, section 3). */
export function ForecastNotice({
  forecast,
  dayLink,
}: {
  forecast: Forecast | null | undefined;
  /** The editor of the day the rule breaks on, when it is not the one on screen. */
  dayLink?: (date: string) => string | null;
}) {
  if (!forecast) return null;
  const link = dayLink?.(forecast.date);
  return (
    <div className="forecast" role="status" data-testid="forecast">
      <strong>{t('If this plan holds, {when}', { when: forecastWhen(forecast) })}</strong>
      <span className="small">
        {/* On the day's own page the rule's flag above already explains it. */}
        {link === null ? '' : `${t(RULE_EXPLAINED[forecast.rule])} `}
        {t('Change the plan before then to stay within the rules.')}
      </span>
      {link ? (
        <Link className="link-button small" to={link}>
          {t('Open {date}', { date: showWeekdayDayMonth(forecast.date) })}
        </Link>
      ) : null}
    </div>
  );
}
