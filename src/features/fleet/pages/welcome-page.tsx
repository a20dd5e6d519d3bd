import { Link, useParams } from 'react-router';
import { homeLink } from '../../../domain/access/fleet-home';
import { vesselLinks } from '../../../domain/access/navigation';
import { levelOn } from '../../../domain/access/permissions';
import { roleNameId } from '../../../domain/access/role-names';
import { administers } from '../../../domain/access/user-admin';
import { isoDay } from '../../../domain/dates/format';
import { nothingNeedsMe } from '../../../domain/home/needs-me';
import { useSession } from '../../../lib/use-session';
import { AsOf } from '../../../ui/as-of';
import { BackLink } from '../../../ui/back-link';
import { Icon } from '../../../ui/icons';
import { LogTodaySlot } from '../../rest-hours/public';
import { withLoggedOnDevice } from '../components/logged-on-device';
import { mergeTiles, needsTiles } from '../components/needs-me-tiles';
import { serverTiles, TileList, WelcomeRows, type WelcomeTile } from '../components/welcome-rows';
import { useVesselWelcome } from '../data/fleet-api';
import { useLoggedThisMonth } from '../data/use-logged-days';
import { useNeedsMe } from '../data/use-needs-me';
import '../../../ui/go-link.css';
import '../components/fleet.css';
import { t } from '../../../i18n/i18n';
import { brand } from '../../../lib/brand';
import { useVesselStanding } from '../../../lib/nav-standing';

/**
 * '/fleet/{codename}/welcome', the vessel's home: what needs the user here (from the server,
 * kept for offline use) and the ways into the vessel's pages the user may open.
 */
export function WelcomePage() {
  const session = useSession();
  const { codename } = useParams();
  const vessel =
    session && session !== 'loading' ? session.vessels.find((v) => v.codename === codename) : undefined;
  const welcome = useVesselWelcome(vessel?.id);
  const standing = useVesselStanding(vessel?.id);
  const level = vessel && session && session !== 'loading' ? levelOn(session.roles, vessel.id) : null;
  const needs = useNeedsMe(vessel, {
    userId: session && session !== 'loading' ? session.user.id : 0,
    level,
    inLeaveApprovalGroup: standing.inLeaveApprovalGroup === true,
    inCertApprovalGroup: standing.inCertApprovalGroup === true,
  });
  const userId = session && session !== 'loading' ? session.user.id : undefined;
  const logged = useLoggedThisMonth(userId, vessel ? [vessel.id] : []);
  if (!session || session === 'loading' || !vessel) return null;
  // The shore's rows, with today's rest counted as soon as it is saved on this device.
  const counted = logged?.get(vessel.id);
  const items = withLoggedOnDevice(welcome.data, counted?.logged, isoDay(new Date()), counted?.unread);
  const role = session.roles.find((r) => r.vesselId === vessel.id);
  const base = `/fleet/${vessel.codename}`;
  const links = vesselLinks(vessel, level, brand, standing);
  const back = homeLink(session.vessels);
  const inbox = `/inbox/${vessel.id}`;
  return (
    <div className="stack">
      {session.vessels.length > 1 ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <div className="row-between page-head">
        <div>
          <h1>{vessel.name}</h1>
          <span className="muted small">
            {t('Welcome,')} {session.user.firstName} · {role ? t(roleNameId(role.roleName)) : null}
          </span>
        </div>
        {administers(level) ? (
          // Doc 2, welcome dashboard: Add Crew with the crew module, else Add User.
          vessel.modules.includes('crew') ? (
            <Link className="btn btn-primary" to={`${base}/crew/add`}>
              <Icon name="plus" /> {t('Add Crew')}
            </Link>
          ) : (
            <Link className="btn btn-primary" to={`${base}/users/add`}>
              <Icon name="plus" /> {t('Add User')}
            </Link>
          )
        ) : null}
      </div>
      {/* Issue 31: today's rest logs from the screen the app opens on, in two taps. */}
      <LogTodaySlot vessel={vessel} />
      <AsOf at={welcome.readAt} stale={welcome.stale} />
      <section aria-labelledby="welcome-now" className="stack">
        <h2 id="welcome-now">{t('At a glance')}</h2>
        {/* Nothing on the device and no answer from the shore yet: one line says so. */}
        {needs && (needs.synced !== 'nothing' || welcome.data) ? (
          <AtAGlance
            calm={nothingNeedsMe(needs.counts)}
            tiles={mergeTiles(
              needsTiles(needs.counts, { base, inbox, crewOnly: !administers(level) }),
              serverTiles(items ?? [], base, inbox),
            )}
          />
        ) : (
          <WelcomeRows base={base} inbox={inbox} items={items} loading={welcome.loading} tiles />
        )}
      </section>
      {links.length ? (
        <section aria-labelledby="welcome-go" className="stack">
          <h2 id="welcome-go">{t('Go to')}</h2>
          <div className="go-links">
            {links.map((l) => (
              <Link key={l.to} to={l.to} className={`card go-link${l.off ? ' nav-off' : ''}`}>
                <Icon name={l.icon} />
                <span>
                  {t(l.label)}
                  {l.off ? <small className="muted"> {t('· not switched on')}</small> : null}
                </span>
                <Icon name="chevron" />
              </Link>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/**
 * What needs the user first (counted on the device, so at sea too), then the server's other
 * figures as last known. With nothing waiting (and every figure known), one calm line says so
 * instead of a row of zeros.
 */
function AtAGlance(props: { calm: boolean; tiles: WelcomeTile[] }) {
  return (
    <>
      {props.calm ? (
        <p className="welcome-calm no-margin" role="status">
          <Icon name="check" /> {t('Nothing needs you')}
        </p>
      ) : null}
      <TileList tiles={props.tiles} asTiles />
    </>
  );
}
