import type { Member } from '../../../contracts/rest-hours';
import type { ExceptionPeriod } from '../../../domain/rest-hours/exception-regime';
import { t } from '../../../i18n/i18n';
import { Checkbox } from '../../../ui/checkbox';
import { SelectAll } from '../../../ui/select-all';

const fullName = (m: Member) => `${m.firstName} ${m.lastName}`;

/**
 * Whom an exception period is for, as the card and the calendar name it: its watchkeepers, or
 * "All crew" for a period set before periods named anyone (it judges everyone). Someone this
 * device does not hold (a crew member's copy holds few names) is counted, not named.
 */
export function periodCrewText(period: ExceptionPeriod, members: readonly Member[]): string {
  if (!period.userIds) return t('All crew');
  const known = period.userIds.flatMap((id) => members.filter((m) => m.userId === id).map(fullName));
  const others = period.userIds.length - known.length;
  if (others === 0) return known.join(', ');
  return known.length === 0
    ? t('{count, plural, one {# crew member} other {# crew members}}', { count: others })
    : t('{names} and {count} more', { names: known.join(', '), count: others });
}

/**
 * The master ticks the watchkeepers a new period is for (the regime is for watchkeepers alone,
 * STCW A-VIII/1 para 9); "Select all" for a vessel whose whole crew keeps watches.
 */
export function WatchkeeperPicker(props: {
  crew: readonly Member[];
  picked: readonly number[];
  onChange: (userIds: number[]) => void;
  error?: string;
}) {
  const chosen = new Set(props.picked);
  const toggle = (id: number, on: boolean) =>
    props.onChange(props.crew.map((m) => m.userId).filter((x) => (x === id ? on : chosen.has(x))));
  return (
    <fieldset className="stack plain-fieldset">
      <legend className="field-label">{t('Watchkeepers it is for')}</legend>
      <SelectAll
        chosen={props.crew.filter((m) => chosen.has(m.userId)).length}
        total={props.crew.length}
        onChange={(on) => props.onChange(on ? props.crew.map((m) => m.userId) : [])}
      />
      {props.crew.map((m) => (
        <Checkbox key={m.userId} checked={chosen.has(m.userId)} onChange={(on) => toggle(m.userId, on)}>
          <span style={{ overflowWrap: 'anywhere' }}>
            {fullName(m)}
            {m.positionName ? <span className="small muted"> · {m.positionName}</span> : null}
          </span>
        </Checkbox>
      ))}
      {props.error ? (
        <p className="small field-error" role="alert" style={{ margin: 0 }}>
          {t(props.error)}
        </p>
      ) : null}
    </fieldset>
  );
}
