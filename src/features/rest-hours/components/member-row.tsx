import { Link } from 'react-router';
import { MSG } from '../../../contracts/messages';
import type { Member, RestMonth } from '../../../contracts/rest-hours';
import type { LocalRestDay } from '../../../db/app-db';
import { roleNameId } from '../../../domain/access/role-names';
import {
  showDayNumber,
  showWeekdayDayMonth,
  showWeekdayLetter,
  speakDayMonth,
} from '../../../domain/dates/format';
import { type Forecast, isPlanned } from '../../../domain/rest-hours/forecast';
import type { MonthActions } from '../../../domain/rest-hours/month-actions';
import type { Violation } from '../../../domain/rest-hours/rules';
import { weekCompliance, weekday, weekReading, weeksOfMonth } from '../../../domain/rest-hours/weeks';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { Button } from '../../../ui/button';
import { DayBar } from '../../../ui/day-bar';
import { weekGlyph, weekWords } from './week-words';

// A week that runs Monday to Sunday (2 to 8 January 2023).
const A_WEEK = ['02', '03', '04', '05', '06', '07', '08'].map((d) => `2023-01-${d}`);

/** The grid's heading, Monday to Sunday, in the chosen language: M T W T F S S, L M X J V S D. */
export const weekdayInitials = () => A_WEEK.map(showWeekdayLetter);
const PADS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

/** A day of the grid as read out: its date, and whether it is planned and breaks the rules. */
function dayLabel(date: string, planned: boolean, breaks: boolean) {
  const day = speakDayMonth(date);
  if (planned && breaks) return t('{day}, planned, breaks the rules', { day });
  if (planned) return t('{day}, planned', { day });
  return breaks ? t('{day}, breaks the rules', { day }) : day;
}

export interface MemberRowActions {
  sign?: () => void;
  countersign?: () => void;
  cancel?: () => void;
  /** One's own month that cannot be signed off yet: Sign off shows disabled, the reason beside it. */
  signBlocked?: MonthActions['signBlocked'];
}

/** The server's refusal for each, so the calendar says beforehand what the server would answer. */
const SIGN_BLOCKED = {
  'not-begun': MSG.monthNotBegun,
  planned: MSG.plannedNotSigned,
  'before-start': msg('Nothing to sign: this month ended before you joined the vessel.'),
} as const;

/** One crew member's month on the calendar: weekly compliance, signatures, and the days when expanded. */
export function MemberRow(props: {
  member: Member;
  month: string;
  days: Map<string, LocalRestDay>;
  flags: Violation[];
  /** The first breach the member's plan leads to in the coming week, if any. */
  forecast?: Forecast | null;
  today: string;
  state: RestMonth | undefined;
  expanded: boolean;
  onToggle: () => void;
  dayLink: (date: string) => string;
  actions: MemberRowActions;
}) {
  const { member, month, days, flags, state } = props;
  const flaggedDates = new Set(flags.map((f) => f.date));
  const weeks = weeksOfMonth(month);
  return (
    <section
      id={String(member.userId)}
      className="card stack member-row"
      aria-label={`${member.firstName} ${member.lastName}`}
    >
      <button type="button" className="member-head" onClick={props.onToggle} aria-expanded={props.expanded}>
        <span>
          <strong>
            {member.firstName} {member.lastName}
          </strong>
          <span className="small muted"> · {member.positionName ?? t(roleNameId(member.roleName))}</span>
        </span>
        <span className="weeks">
          {weeks.map((w) => {
            const reading = weekReading(
              weekCompliance(w, (d) => days.has(d), flaggedDates),
              props.today,
            );
            return (
              <span key={w[0]} className={`week-chip week-${reading.kind}`}>
                <span className="week-dates">
                  {w.length === 1
                    ? showDayNumber(w[0]!)
                    : `${showDayNumber(w[0]!)}–${showDayNumber(w[w.length - 1]!)}`}
                </span>
                <span aria-hidden="true" title={weekWords(reading)}>
                  {weekGlyph(reading)}
                </span>
                <span className="visually-hidden">{weekWords(reading)}</span>
              </span>
            );
          })}
        </span>
      </button>
      <div className="row" style={{ flexWrap: 'wrap', gap: 6 }}>
        {state?.signedByName ? (
          <span className="pill pill-ok">{t('Signed · {name}', { name: state.signedByName })}</span>
        ) : (
          <span className="pill pill-neutral">{t('Not signed')}</span>
        )}
        {state?.counterSignedByName ? (
          <span className="pill pill-ok">
            {t('Countersigned · {name}', { name: state.counterSignedByName })}
          </span>
        ) : null}
        {props.forecast ? (
          <span className="pill pill-warn">
            {t('Plan breaks rule {rule} {date} at {time}', {
              rule: props.forecast.rule,
              date: showWeekdayDayMonth(props.forecast.date),
              time: props.forecast.time,
            })}
          </span>
        ) : null}
        {flaggedDates.size ? (
          <span className="pill pill-bad">
            {t('{count, plural, one {# day breaks the rules} other {# days break the rules}}', {
              count: flaggedDates.size,
            })}
          </span>
        ) : null}
      </div>
      {props.expanded ? (
        <>
          <nav className="month-grid" aria-label={t('Days')}>
            {weekdayInitials().map((letter, i) => (
              <span key={A_WEEK[i]} className="small muted month-grid-head">
                {letter}
              </span>
            ))}
            {PADS.slice(0, weekday(`${month}-01`)).map((pad) => (
              <span key={pad} />
            ))}
            {weeks.flat().map((date) => (
              <Link
                key={date}
                to={props.dayLink(date)}
                className={`month-day${flaggedDates.has(date) ? ' flagged' : ''}${isPlanned(date, props.today) && days.has(date) ? ' planned' : ''}`}
                aria-label={dayLabel(
                  date,
                  isPlanned(date, props.today) && days.has(date),
                  flaggedDates.has(date),
                )}
              >
                <span>{Number(date.slice(8))}</span>
                <DayBar work={days.get(date)?.work ?? '0'.repeat(48)} />
              </Link>
            ))}
          </nav>
          <div className="row" style={{ flexWrap: 'wrap' }}>
            {props.actions.sign ? (
              <Button small onClick={props.actions.sign}>
                {t('Sign off')}
              </Button>
            ) : props.actions.signBlocked === 'before-start' ? (
              // Nothing of theirs to sign, ever: the reason alone, not a button that never wakes.
              <span className="small muted" data-testid="sign-blocked">
                {t(SIGN_BLOCKED['before-start'])}
              </span>
            ) : props.actions.signBlocked ? (
              <>
                {/* not-ui-text: an element id */}
                <Button small disabled aria-describedby={`sign-blocked-${member.userId}`}>
                  {t('Sign off')}
                </Button>
                <span id={`sign-blocked-${member.userId}`} className="small muted" data-testid="sign-blocked">
                  {t(SIGN_BLOCKED[props.actions.signBlocked])}
                </span>
              </>
            ) : null}
            {props.actions.countersign ? (
              <Button small onClick={props.actions.countersign}>
                {t('Countersign')}
              </Button>
            ) : null}
            {props.actions.cancel ? (
              <Button small variant="danger" onClick={props.actions.cancel}>
                {t('Cancel signatures')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
