import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Vessel } from '../../../contracts/auth';
import { byVesselName } from '../../../domain/access/fleet-home';
import { moduleEntry } from '../../../domain/access/modules';
import { canAddVessel } from '../../../domain/access/navigation';
import { levelOn } from '../../../domain/access/permissions';
import { roleNameId } from '../../../domain/access/role-names';
import { isoDay } from '../../../domain/dates/format';
import { useSession } from '../../../lib/use-session';
import { AsOf } from '../../../ui/as-of';
import { Icon } from '../../../ui/icons';
import { ActionMenu, type MenuAction } from '../../../ui/menu';
import { LogTodaySlot } from '../../rest-hours/public';
import { LeaveFleetDialog } from '../components/leave-fleet-dialog';
import { withLoggedOnDevice } from '../components/logged-on-device';
import { WelcomeRows } from '../components/welcome-rows';
import { useFleetWelcome } from '../data/fleet-api';
import { useLoggedThisMonth } from '../data/use-logged-days';
import '../components/fleet.css';
import { t } from '../../../i18n/i18n';

/**
 * 'Fleet list': one panel per vessel the user has a role on, by name, with what needs them
 * there (rows from the server, kept for offline use) and a menu: the vessel's modules and
 * 'Leave fleet'.
 */
export function FleetPage() {
  const session = useSession();
  const navigate = useNavigate();
  const welcome = useFleetWelcome();
  const [leaving, setLeaving] = useState<Vessel | null>(null);
  const signedIn = session && session !== 'loading' ? session : null;
  const logged = useLoggedThisMonth(signedIn?.user.id, signedIn?.vessels.map((v) => v.id) ?? []);
  if (session === 'loading' || !session) return null;
  const addVessel = canAddVessel(session.roles.map((r) => r.permissionLevel));
  return (
    <div className="stack">
      <div className="row-between">
        <div>
          <h1>{t('Fleet list')}</h1>
          <span className="muted small">
            {session.vessels.length} {t('vessels · signed in as')} {session.user.firstName}{' '}
            {session.user.lastName}
          </span>
        </div>
        {addVessel ? (
          <Link className="btn btn-secondary btn-small" to="/fleet/add-yacht">
            {t('Add Vessel')}
          </Link>
        ) : null}
      </div>
      <AsOf at={welcome.readAt} stale={welcome.stale} />
      <div className="grid-cards">
        {byVesselName(session.vessels).map((v) => {
          const role = session.roles.find((r) => r.vesselId === v.id);
          const rest = moduleEntry(v, 'hoursofrest', levelOn(session.roles, v.id));
          const base = `/fleet/${v.codename}`;
          const menu: MenuAction[] = [
            ...(rest === 'live'
              ? [{ id: 'rest', label: t('Hours of rest'), onAction: () => navigate(`${base}/hours-of-rest`) }]
              : []),
            { id: 'issues', label: t('Issues'), onAction: () => navigate(`${base}/issues`) },
            { id: 'leave', label: t('Leave fleet'), onAction: () => setLeaving(v), danger: true },
          ];
          return (
            <section key={v.id} className="card stack" aria-label={v.name}>
              <div className="row-between">
                <h2>{v.name}</h2>
                <span className="pill pill-neutral">{role ? t(roleNameId(role.roleName)) : null}</span>
              </div>
              {/* Issue 31: today's rest logs from here, in two taps. */}
              <LogTodaySlot vessel={v} />
              <WelcomeRows
                base={base}
                inbox={`/inbox/${v.id}`}
                items={withLoggedOnDevice(
                  welcome.data?.find((w) => w.yachtId === v.id)?.items,
                  logged?.get(v.id)?.logged,
                  isoDay(new Date()),
                  logged?.get(v.id)?.unread,
                )}
                loading={welcome.loading}
              />
              <div className="panel-actions">
                <Link className="btn btn-primary" to={base}>
                  {t('Open')} <Icon name="chevron" />
                </Link>
                <ActionMenu
                  label={t('More')}
                  ariaLabel={t('More for {name}', { name: v.name })}
                  actions={menu}
                />
              </div>
            </section>
          );
        })}
      </div>
      {leaving ? <LeaveFleetDialog vessel={leaving} onClose={() => setLeaving(null)} /> : null}
    </div>
  );
}
