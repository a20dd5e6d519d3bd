import { format, parseISO } from 'date-fns';
import type { Forecast } from '../../../domain/rest-hours/forecast';
import { forecastWhen } from './forecast-notice';

/**
 * The coming week on the calendar: whose plan breaks a rule, and when, so the watch can be
 * changed before it does. Nothing is shown while every plan holds.
 */
export function ComingWeek(props: {
  warnings: { userId: number; name: string; forecast: Forecast }[];
  onOpen: (userId: number) => void;
}) {
  if (!props.warnings.length) return null;
  return (
    <section className="forecast" aria-label="Coming week" data-testid="coming-week">
      <strong>Coming week: if the plans hold</strong>
      <ul className="forecast-list">
        {props.warnings.map((w) => (
          <li key={w.userId}>
            <button type="button" className="link-button" onClick={() => props.onOpen(w.userId)}>
              {w.name}
            </button>
            : {forecastWhen(w.forecast)}
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
        Not signed off for {format(parseISO(`${month}-01`), 'MMMM yyyy')}: {names.join(', ')}.
      </span>
    </div>
  );
}
