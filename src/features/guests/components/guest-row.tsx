import type { GuestRecord } from '../../../contracts/guests';
import type { Pending } from '../../../db/app-db';
import { isoDay, showExpiry } from '../../../domain/dates/format';
import { PASSPORT_TEXT, type PassportState } from '../../../domain/guests/guest-list';
import { t } from '../../../i18n/i18n';
import { ActionMenu } from '../../../ui/menu';
import { Switch } from '../../../ui/switch';

/** 'DD MMM YY' (doc 3, section 9). */
/** A passport's expiry: never a two-digit year, and how far it is. */
const expiryText = (iso: string) => showExpiry(iso, isoDay(new Date()), t);

/**
 * One guest in the guest list: name (opens the details), nationality and passport, the passport's
 * expiry marked when it has run out or runs out within six months, the on-board switch, and Edit
 * and Delete in a menu.
 */
export function GuestRow(props: {
  guest: Pending<GuestRecord>;
  passport: PassportState;
  onOpen: () => void;
  onBoard: (on: boolean) => void;
  onDelete: () => void;
}) {
  const g = props.guest;
  const name = `${g.firstName} ${g.lastName}`;
  const warn = props.passport === 'expired' || props.passport === 'expiring';
  return (
    <li className="guest-row">
      <button type="button" className="guest-main" onClick={props.onOpen}>
        <span className="guest-initials" aria-hidden="true">
          {`${g.firstName.charAt(0)}${g.lastName.charAt(0)}`.toUpperCase()}
        </span>
        <span className="guest-text">
          <strong className="guest-name">
            {name}
            {g.pending ? <span className="visually-hidden"> {t('(waiting to sync)')}</span> : null}
          </strong>
          <span className="guest-facts small">
            <span>{g.nationality || t('Nationality not entered')}</span>
            <span>
              {g.passportNo ? t('Passport {number}', { number: g.passportNo }) : t('No passport entered')}
            </span>
            {g.passportExpDate ? (
              <span className={warn ? `guest-expiry guest-expiry-${props.passport}` : undefined}>
                {warn
                  ? t('{warning}: {date}', {
                      warning: t(PASSPORT_TEXT[props.passport as 'expired' | 'expiring']),
                      date: expiryText(g.passportExpDate),
                    })
                  : t('Expires {date}', { date: expiryText(g.passportExpDate) })}
              </span>
            ) : null}
            {/* A phone has no room for the word beside the switch: it says here what the switch is. */}
            <span className="guest-state-phone">{g.isOnBoard ? t('On board') : t('Ashore')}</span>
            {g.pending ? <span className="pill pill-neutral">{t('Not synced')}</span> : null}
          </span>
        </span>
      </button>
      <span className="small muted guest-state" aria-hidden="true">
        {g.isOnBoard ? t('On board') : t('Ashore')}
      </span>
      <Switch
        label={t('{name} on board', { name })}
        hideLabel
        checked={g.isOnBoard}
        onChange={props.onBoard}
      />
      <ActionMenu
        label=""
        icon="more"
        ariaLabel={t('More for {name}', { name })}
        actions={[
          { id: 'edit', label: t('Edit'), onAction: props.onOpen },
          { id: 'delete', label: t('Delete'), onAction: props.onDelete, danger: true },
        ]}
      />
    </li>
  );
}
