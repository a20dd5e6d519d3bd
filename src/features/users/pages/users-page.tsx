import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminUser, AdminVessel } from '../../../contracts/users';
import { byVesselName, homeLink } from '../../../domain/access/fleet-home';
import { administers } from '../../../domain/access/user-admin';
import { useOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { AnswerPending } from '../../../ui/answer-pending';
import { AsOf } from '../../../ui/as-of';
import { NoAccess } from '../../../ui/no-access';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { notify } from '../../../ui/toast';
import { CrewOrderDialog } from '../components/crew-order-dialog';
import {
  AssignDialog,
  RemoveDialog,
  ResetDialog,
  TransferDialog,
  TwoFactorDialog,
} from '../components/user-action-dialogs';
import { type UserAction, VesselUsers } from '../components/vessel-users';
import { useReloadUsers, useUsers } from '../data/users-api';
import '../components/users.css';
import { t } from '../../../i18n/i18n';

const ALL = 'all';

/**
 * '/fleet/users' and '/fleet/{codename}/users': one table per vessel where the caller is level
 * 4 or more. Offline it shows the last known state, saying so; changes wait for a connection.
 */
export function UsersPage() {
  const { me, vessel: routeVessel } = useRouteVessel();
  const users = useUsers();
  const reload = useReloadUsers();
  const online = useOnline();
  const [search, setSearch] = useState('');
  // Until one is chosen: the vessel the page was opened on (known once the session is read).
  const [chosen, setFilter] = useState<string | null>(null);
  const filter = chosen ?? (routeVessel ? String(routeVessel.id) : ALL);
  const [open, setOpen] = useState<{ action: UserAction; vessel: AdminVessel; users: AdminUser[] } | null>(
    null,
  );
  const base = routeVessel ? `/fleet/${routeVessel.codename}/users` : '/fleet/users';
  const answer = users.data;
  // In the fleet list's order.
  const administered = byVesselName(answer?.vessels ?? []);
  const vessels = administered.filter((v) => filter === ALL || String(v.id) === filter);
  // Bumped after each change: the tables start again with nothing selected.
  const [changes, setChanges] = useState(0);
  const done = (message: string) => {
    setOpen(null);
    setChanges((n) => n + 1);
    notify(message);
    void reload();
  };
  const dialogProps = open
    ? { vessel: open.vessel, users: open.users, onClose: () => setOpen(null), onDone: done }
    : null;

  // Officer and above, on the vessel opened or (none opened) on some vessel: the server says so too.
  const levels = me?.roles.filter((r) => !routeVessel || r.vesselId === routeVessel.id) ?? [];
  if (me && !levels.some((r) => administers(r.permissionLevel))) {
    const home = homeLink(me.vessels);
    return (
      <NoAccess
        back={routeVessel ? `/fleet/${routeVessel.codename}` : home.to}
        backLabel={routeVessel ? routeVessel.name : home.label}
        needs={t('Users are managed from access level Officer and above.')}
      />
    );
  }

  return (
    <div className="stack">
      <div className="row-between page-head">
        <div>
          <h1>{t('Users')}</h1>
          <span className="muted small">{t('Who is on board, their access level and position')}</span>
        </div>
        <Link
          className={`btn btn-primary${online ? '' : ' is-disabled'}`}
          to={`${base}/add`}
          aria-disabled={!online}
        >
          {t('Add User')}
        </Link>
      </div>
      <AsOf at={users.readAt} stale={users.stale} note={t('Changes to users need a connection.')} />
      {!answer ? (
        <AnswerPending
          notYet={t('This device has not read the users yet; they will show once the shore can be reached.')}
          error={users.error}
          paused={users.paused}
        />
      ) : null}
      {answer ? (
        <div className="row users-filters">
          <TextField
            label={t('Search by name')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('Display name')}
          />
          {answer.vessels.length > 1 ? (
            <Select
              label={t('Vessel')}
              value={filter}
              onChange={setFilter}
              choices={[
                { id: ALL, label: t('All vessels') },
                ...administered.map((v) => ({ id: String(v.id), label: v.name })),
              ]}
            />
          ) : null}
        </div>
      ) : null}
      {answer && answer.vessels.length === 0 ? (
        <p className="muted">
          {t('You manage users on a vessel where your access level is Officer or above.')}
        </p>
      ) : null}
      {vessels.map((v) => (
        <VesselUsers
          key={`${v.id}-${changes}`}
          vessel={v}
          search={search.trim()}
          editBase={base}
          online={online}
          onAction={(action, chosen) => setOpen({ action, vessel: v, users: chosen })}
        />
      ))}
      {open && dialogProps ? (
        open.action === 'reset' ? (
          <ResetDialog {...dialogProps} />
        ) : open.action === 'remove' || open.action === 'removeAll' ? (
          <RemoveDialog {...dialogProps} all={open.action === 'removeAll'} />
        ) : open.action === 'assign' && answer ? (
          <AssignDialog {...dialogProps} answer={answer} />
        ) : open.action === 'transfer' && answer ? (
          <TransferDialog {...dialogProps} answer={answer} />
        ) : open.action === 'require2fa' || open.action === 'optional2fa' || open.action === 'remove2fa' ? (
          <TwoFactorDialog {...dialogProps} action={open.action} />
        ) : open.action === 'order' ? (
          <CrewOrderDialog vessel={open.vessel} onClose={dialogProps.onClose} onDone={done} />
        ) : null
      ) : null}
    </div>
  );
}
