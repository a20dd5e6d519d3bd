import { Link } from 'react-router';
import type { CrewRecord } from '../../../contracts/crew';
import type { Pending } from '../../../db/app-db';
import { roleNameId } from '../../../domain/access/role-names';
import { leaveDays } from '../../../domain/crew/crew-display';
import { formatOrder } from '../../../domain/crew/order-numbers';
import { showDate } from '../../../domain/dates/format';
import { ratioFigure } from '../../../domain/leave/accrued-ratio';
import { formatNumber } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { Switch } from '../../../ui/switch';

/** Initials in a circle, coloured by the person so a list is easy to scan. */
export function Avatar({ first, last, size = 44 }: { first: string; last: string; size?: number }) {
  const hue = [...`${first}${last}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{ width: size, height: size, background: `hsl(${hue} 45% 88%)`, color: `hsl(${hue} 55% 26%)` }}
    >
      {`${first.charAt(0)}${last.charAt(0)}`.toUpperCase()}
    </span>
  );
}

/**
 * One crew member in the crew list: name (to the profile), position and department, order and
 * leave; the on-board switch for those who may set it. Former crew show when they left.
 */
export function CrewRow(props: {
  crew: Pending<CrewRecord>;
  to: string;
  department: string | undefined;
  position: string | undefined;
  former: boolean;
  /** The worked/accrued ratio when their leave rate is accrued (useAccruedRatios). */
  accruedRatio?: number | undefined;
  onBoard?: { disabled: boolean; set: (on: boolean) => void };
}) {
  const { crew } = props;
  const where = [props.position ?? t(roleNameId(crew.roleName)), props.department]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="crew-row">
      <Link to={props.to} className="crew-main">
        <Avatar first={crew.firstName} last={crew.lastName} />
        <span className="crew-text">
          <strong>
            {crew.firstName} {crew.lastName}
            {crew.pending ? <span className="visually-hidden"> {t('(waiting to sync)')}</span> : null}
          </strong>
          <span className="small muted">{where}</span>
          <span className="crew-facts small">
            {crew.crewOrder !== null ? (
              <span>{t('No. {number}', { number: formatOrder(crew.crewOrder) })}</span>
            ) : null}
            {props.former && crew.endDate ? (
              <span>{t('Left {date}', { date: showDate(crew.endDate) })}</span>
            ) : props.accruedRatio !== undefined ? (
              <span>
                {t('Leave {ratio} days for each day worked', {
                  ratio: formatNumber(ratioFigure(props.accruedRatio)),
                })}
              </span>
            ) : (
              <span>{t('Leave {days} days/yr', { days: leaveDays(crew.leaveDays, formatNumber) })}</span>
            )}
            {crew.status === -1 ? <span className="pill pill-warn">{t('Prospective')}</span> : null}
            {crew.pending ? <span className="pill pill-neutral">{t('Not synced')}</span> : null}
          </span>
        </span>
      </Link>
      {props.former ? null : (
        <span className="small muted onboard-state" aria-hidden={props.onBoard ? true : undefined}>
          {crew.isOnBoard ? t('On board') : t('Ashore')}
        </span>
      )}
      {props.onBoard ? (
        <Switch
          label={t('{name} on board', { name: `${crew.firstName} ${crew.lastName}` })}
          hideLabel
          checked={crew.isOnBoard}
          isDisabled={props.onBoard.disabled}
          onChange={props.onBoard.set}
        />
      ) : null}
    </li>
  );
}
