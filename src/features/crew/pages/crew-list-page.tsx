import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { levelOn } from '../../../domain/access/permissions';
import { editsPosition, seesCrewList } from '../../../domain/crew/crew-access';
import { crewState } from '../../../domain/crew/crew-display';
import { reportsModulePrompt } from '../../../lib/brand';
import { saveDownload } from '../../../lib/download';
import { db, requestSync } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { ModuleNeededDialog } from '../../../ui/module-needed-dialog';
import { NoAccess } from '../../../ui/no-access';
import { TextField } from '../../../ui/text-field';
import { notify, notifySaved } from '../../../ui/toast';
import { CrewOrderDialog } from '../components/crew-order-dialog';
import { CrewRow } from '../components/crew-row';
import { saveCrewOrder, setOnBoard } from '../data/crew-commands';
import { useAccruedRatios, useVesselCrew, useVesselSetup } from '../data/use-crew';
import '../components/crew.css';
import { isoDay } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';

/**
 * '/fleet/{codename}/crew' (doc 2, Crew): the vessel's crew from the device, offline too; the
 * on-board switch and the order editor queue their changes. 'Former crew' lists who left in
 * the last 12 months, without Export.
 */
export function CrewListPage() {
  const { me, vessel } = useRouteVessel();
  const crew = useVesselCrew(vessel?.id);
  const ratios = useAccruedRatios(vessel?.id);
  const setup = useVesselSetup(vessel?.id);
  const online = useOnline();
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState(false);
  const [askModule, setAskModule] = useState(false);
  if (!me || !vessel) return null;
  const level = levelOn(me.roles, vessel.id);
  const home = `/fleet/${vessel.codename}`;
  if (!seesCrewList(level))
    return (
      <NoAccess
        back={home}
        backLabel={vessel.name}
        needs={t('The crew list is for access level Officer and above.')}
      />
    );

  const former = params.get('view') === 'former';
  const today = isoDay(new Date());
  const yearAgo = isoDay(new Date(Date.now() - 365 * 86_400_000));
  const now = (crew ?? []).filter((c) => crewState(c, today) !== 'former');
  const left = (crew ?? [])
    .filter((c) => crewState(c, today) === 'former' && (c.endDate ?? today) >= yearAgo)
    .sort((a, b) => (b.endDate ?? '').localeCompare(a.endDate ?? ''));
  const list = former ? left : now;
  const needle = search.trim().toLocaleLowerCase();
  const shown = list.filter((c) => `${c.firstName} ${c.lastName}`.toLocaleLowerCase().includes(needle));
  const name = (table: 'departments' | 'positions', id: number | null) =>
    setup?.[table].find((d) => d.id === id)?.name;
  const who = { db, userId: me.user.id, now: Date.now() };
  const onBoardCount = now.filter((c) => c.isOnBoard).length;

  const exportCrew = () => {
    if (!vessel.modules.includes('reports')) return setAskModule(true);
    saveDownload(`/crew/onyacht/${vessel.id}/export`, `crew-${vessel.codename}.xlsx`).catch((e: Error) =>
      notify(t('Export failed'), e.message),
    );
  };

  return (
    <div className="stack">
      <BackLink to={home}>{vessel.name}</BackLink>
      <div className="row-between page-head crew-head">
        <div>
          <h1>{t('Crew')}</h1>
          <span className="muted small">
            {t('{listed} on the list · {onBoard} on board', { listed: now.length, onBoard: onBoardCount })}
          </span>
        </div>
        {former ? null : (
          <div className="row crew-actions">
            <Link className="btn btn-primary" to={`${home}/crew/add`}>
              <Icon name="plus" /> {t('Add crew')}
            </Link>
            <Button variant="secondary" onClick={() => setOrdering(true)} disabled={now.length < 2}>
              {t('Crew order')}
            </Button>
            <Button variant="secondary" onClick={exportCrew} disabled={!online || now.length === 0}>
              {t('Export')}
            </Button>
            <Link className="btn btn-ghost" to={`${home}/yacht-positions-department`}>
              {t('Departments and positions')}
            </Link>
          </div>
        )}
      </div>
      <nav className="segmented page-tabs" aria-label={t('Crew lists')}>
        <Link
          to="?"
          className={former ? undefined : 'active'}
          aria-current={former ? undefined : 'page'}
          replace
        >
          {t('Crew ({count})', { count: now.length })}
        </Link>
        <Link
          to="?view=former"
          className={former ? 'active' : undefined}
          aria-current={former ? 'page' : undefined}
          replace
        >
          {t('Former crew ({count})', { count: left.length })}
        </Link>
      </nav>
      <div className="crew-search">
        <TextField
          label={t('Search by name')}
          type="search"
          value={search}
          placeholder={t('First or last name')}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {crew === undefined ? <p className="muted">{t('Loading…')}</p> : null}
      {crew !== undefined && list.length === 0 ? (
        <p className="card muted no-margin">
          {former ? t('No one has left in the last 12 months.') : t('No users found.')}
        </p>
      ) : null}
      {list.length > 0 && shown.length === 0 ? (
        <p className="muted no-margin">{t("No crew with name ''{name}'' found.", { name: search.trim() })}</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="card crew-list" aria-label={former ? t('Former crew') : t('Crew')}>
          {shown.map((c) => (
            <CrewRow
              key={c.id}
              crew={c}
              to={former ? `${home}/crew/xcrew/${c.id}` : `${home}/crew/${c.id}/profile`}
              department={name('departments', c.departmentId)}
              position={name('positions', c.positionId)}
              former={former}
              accruedRatio={ratios.get(c.id)}
              {...(!former && editsPosition(level, c.permissionLevel)
                ? {
                    onBoard: {
                      disabled: false,
                      // Said back by name: a tap while scrolling the list shows what it did.
                      set: (on: boolean) =>
                        void setOnBoard(who, c, on).then(() => {
                          const name = `${c.firstName} ${c.lastName}`;
                          notifySaved(
                            on ? t('{name} is on board.', { name }) : t('{name} is ashore.', { name }),
                          );
                          requestSync();
                        }),
                    },
                  }
                : {})}
            />
          ))}
        </ul>
      ) : null}
      {ordering ? (
        <CrewOrderDialog
          crew={now}
          movable={(c) => editsPosition(level, c.permissionLevel)}
          onClose={() => setOrdering(false)}
          onSave={async (changes) => {
            await saveCrewOrder(who, vessel.id, changes);
            requestSync();
            setOrdering(false);
            notifySaved(t('The crew order has been saved.'));
          }}
        />
      ) : null}
      {askModule ? (
        <ModuleNeededDialog {...reportsModulePrompt(vessel.codename)} onClose={() => setAskModule(false)} />
      ) : null}
    </div>
  );
}
