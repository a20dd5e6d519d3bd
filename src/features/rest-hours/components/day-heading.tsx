import { Link } from 'react-router';
import type { RestMonth } from '../../../contracts/rest-hours';
import { addDays } from '../../../domain/calendar/iso-date';
import { showWeekdayDate } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';

/** A change of the day that waits for the user (use-rest-days: useDayProblem), said shortly. */
export const DAY_PROBLEM = {
  conflict: msg('Changed by someone else meanwhile'),
  rejected: msg('Not accepted by the shore'),
};

/** The day being edited, its save state, and the steps to the day before and after. */
export function DayHeading(props: {
  date: string;
  today: string;
  state: 'unsaved' | 'pending' | 'synced' | 'empty' | 'conflict' | 'rejected';
  showPrev: boolean;
  showNext: boolean;
  onGo: (date: string) => void;
}) {
  const { date } = props;
  const planned = date > props.today;
  const text = {
    unsaved: t('Unsaved changes'),
    pending: t('Saved on this device · waiting to sync'),
    synced: t('Synced'),
    empty: planned ? t('Nothing planned yet') : t('Nothing recorded yet'),
    conflict: t(DAY_PROBLEM.conflict),
    rejected: t(DAY_PROBLEM.rejected),
  }[props.state];
  const toCheck = props.state === 'conflict' || props.state === 'rejected';
  return (
    <div className="row-between">
      {props.showPrev ? (
        <Button
          variant="ghost"
          small
          aria-label={t('Previous day')}
          onClick={() => props.onGo(addDays(date, -1))}
        >
          <Icon name="back" />
        </Button>
      ) : (
        <span />
      )}
      <div style={{ textAlign: 'center' }}>
        <h2>
          <span className="text-long">{showWeekdayDate(date)}</span>
          <span className="text-short">{showWeekdayDate(date)}</span>
        </h2>
        {/* The state on its own line under the chip, so neither wraps on a phone. */}
        <div className="day-state">
          {planned ? <span className="pill pill-warn">{t('Planned')}</span> : null}
          <span
            className={props.state === 'unsaved' || toCheck ? 'small state-unsaved' : 'small muted'}
            data-testid="day-state"
          >
            {text}
          </span>
          {toCheck ? (
            <Link className="small" to="/sync">
              {t('Review on the Sync page')}
            </Link>
          ) : null}
        </div>
      </div>
      {props.showNext ? (
        <Button variant="ghost" small aria-label={t('Next day')} onClick={() => props.onGo(addDays(date, 1))}>
          <Icon name="chevron" />
        </Button>
      ) : (
        <span />
      )}
    </div>
  );
}

/** Above the day: the way back to the calendar (held by the unsaved-edit guard), the month's signatures, whose day. */
export function DayPageTop(props: {
  backTo: string;
  /** With unsaved edits: Back asks first. */
  onBack?: () => void;
  month: RestMonth | undefined;
  name: string;
  subtitle: string;
}) {
  const { month } = props;
  return (
    <>
      <div className="row-between">
        <BackLink to={props.backTo} onBack={props.onBack}>
          {t('Calendar')}
        </BackLink>
        <div className="row" style={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 6 }}>
          {month?.signedByName ? (
            <span className="pill pill-ok">{t('Signed · {name}', { name: month.signedByName })}</span>
          ) : null}
          {month?.counterSignedByName ? (
            <span className="pill pill-ok">
              {t('Countersigned · {name}', { name: month.counterSignedByName })}
            </span>
          ) : null}
        </div>
      </div>
      <div>
        <h1>{props.name}</h1>
        <span className="muted small">{props.subtitle}</span>
      </div>
    </>
  );
}
