import { useState } from 'react';
import type { GuestRecord } from '../../../contracts/guests';
import { passportState, searchGuests } from '../../../domain/guests/guest-list';
import { GUEST_TEXT } from '../../../domain/guests/guest-rules';
import { db } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Icon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import { notify, notifySaved } from '../../../ui/toast';
import { GuestFormDialog } from '../components/guest-form-dialog';
import { GuestRow } from '../components/guest-row';
import { deleteGuest, saveGuest } from '../data/guest-commands';
import { guestChange } from '../data/guest-form';
import { todayIso, useVesselGuests } from '../data/use-guests';
import '../components/guests.css';
import { t } from '../../../i18n/i18n';

type Popup = { kind: 'add' } | { kind: 'edit'; guest: GuestRecord } | { kind: 'delete'; guest: GuestRecord };

/**
 * 'reports/guest-details' (doc 3): the vessel's guests, read from the device, so they are entered
 * and kept at anchor with no connection (each change is queued and shows as not synced until the
 * server has it). Passports that have run out, or run out within six months, stand out: a port
 * may refuse them.
 */
export function GuestDetailsPage() {
  const { me, vessel } = useRouteVessel();
  const guests = useVesselGuests(vessel?.id);
  const [search, setSearch] = useState('');
  const [popup, setPopup] = useState<Popup | null>(null);
  if (!me || !vessel) return null;
  const who = () => ({ db, userId: me.user.id, now: Date.now() });
  const today = todayIso();
  const shown = guests ? searchGuests(guests, search) : [];
  const onBoard = guests?.filter((g) => g.isOnBoard).length ?? 0;

  const setOnBoard = async (g: GuestRecord, on: boolean) => {
    try {
      await saveGuest(who(), guestChange(g, { isOnBoard: on }));
    } catch (err) {
      // A record the rules refuse (entered before a rule) is opened so it can be put right.
      notify(t('Could not save'), err instanceof Error ? err.message : String(err));
      setPopup({ kind: 'edit', guest: g });
    }
  };
  const remove = async (g: GuestRecord) => {
    setPopup(null);
    await deleteGuest(who(), g);
    notifySaved(t('Guest deleted: {name}', { name: `${g.firstName} ${g.lastName}` }));
  };

  return (
    <div className="stack">
      <BackLink to={`/fleet/${vessel.codename}/reports`}>{t('Reports')}</BackLink>
      <div className="row-between guests-head">
        <div>
          <h1 className="no-margin">{t('Guest details')}</h1>
          <span className="muted small">
            {vessel.name}
            {guests
              ? ` · ${t('{count, plural, one {# guest} other {# guests}} · {onBoard} on board', { count: guests.length, onBoard })}`
              : ''}
          </span>
        </div>
        <Button onClick={() => setPopup({ kind: 'add' })}>
          <Icon name="plus" /> {t('Add guest')}
        </Button>
      </div>
      {guests === undefined ? (
        <p className="muted no-margin" role="status">
          {t('Loading…')}
        </p>
      ) : guests.length === 0 ? (
        <section className="card stack empty-state" aria-labelledby="no-guests">
          <h2 id="no-guests" className="no-margin">
            {t('No guests on {vessel} yet', { vessel: vessel.name })}
          </h2>
          <p className="muted no-margin">
            {t(
              "Add the owner's party and charter guests with their passports: the crew and guest list takes them from here, at sea too.",
            )}
          </p>
          <div>
            <Button onClick={() => setPopup({ kind: 'add' })}>
              <Icon name="plus" /> {t('Add guest')}
            </Button>
          </div>
        </section>
      ) : (
        <>
          <div className="guest-search">
            <TextField
              label={t('Search by name, nationality or passport')}
              type="search"
              value={search}
              autoComplete="off"
              onChange={(ev) => setSearch(ev.target.value)}
            />
          </div>
          {shown.length === 0 ? (
            <p className="card muted no-margin" role="status">
              {t("No guest matches ''{text}''.", { text: search.trim() })}
            </p>
          ) : (
            <ul className="card guest-list" aria-label={t('Guests')}>
              {shown.map((g) => (
                <GuestRow
                  key={g.id}
                  guest={g}
                  passport={passportState(g.passportExpDate, today)}
                  onOpen={() => setPopup({ kind: 'edit', guest: g })}
                  onBoard={(on) => void setOnBoard(g, on)}
                  onDelete={() => setPopup({ kind: 'delete', guest: g })}
                />
              ))}
            </ul>
          )}
        </>
      )}
      {popup?.kind === 'add' || popup?.kind === 'edit' ? (
        <GuestFormDialog
          vesselId={vessel.id}
          guest={popup.kind === 'edit' ? popup.guest : undefined}
          onClose={() => setPopup(null)}
        />
      ) : null}
      {popup?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('Delete guest')}
          confirmLabel={t('Delete')}
          danger
          onConfirm={() => void remove(popup.guest)}
          onCancel={() => setPopup(null)}
        >
          <p className="no-margin">{t(GUEST_TEXT.deleteGuest)}</p>
          <p className="no-margin muted">
            {popup.guest.firstName} {popup.guest.lastName}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
