import { Link, useParams } from 'react-router';
import { homeLink } from '../../../domain/access/fleet-home';
import { vesselLinks } from '../../../domain/access/navigation';
import { levelOn } from '../../../domain/access/permissions';
import { administers } from '../../../domain/access/user-admin';
import { useSession } from '../../../lib/use-session';
import { AsOf } from '../../../ui/as-of';
import { BackLink } from '../../../ui/back-link';
import { Icon } from '../../../ui/icons';
import { WelcomeRows } from '../components/welcome-rows';
import { useVesselWelcome } from '../data/fleet-api';
import '../components/fleet.css';
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
  if (!session || session === 'loading' || !vessel) return null;
  const level = levelOn(session.roles, vessel.id);
  const role = session.roles.find((r) => r.vesselId === vessel.id);
  const base = `/fleet/${vessel.codename}`;
  const links = vesselLinks(vessel, level, brand, standing);
  const back = homeLink(session.vessels);
  return (
    <div className="stack">
      {session.vessels.length > 1 ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <div className="row-between page-head">
        <div>
          <h1>{vessel.name}</h1>
          <span className="muted small">
            Welcome, {session.user.firstName} · {role?.roleName}
          </span>
        </div>
        {administers(level) ? (
          // Doc 2, welcome dashboard: Add Crew with the crew module, else Add User.
          vessel.modules.includes('crew') ? (
            <Link className="btn btn-primary" to={`${base}/crew/add`}>
              <Icon name="plus" /> Add Crew
            </Link>
          ) : (
            <Link className="btn btn-primary" to={`${base}/users/add`}>
              <Icon name="plus" /> Add User
            </Link>
          )
        ) : null}
      </div>
      <AsOf at={welcome.readAt} stale={welcome.stale} />
      <section aria-labelledby="welcome-now" className="stack">
        <h2 id="welcome-now">At a glance</h2>
        <WelcomeRows
          base={base}
          inbox={`/inbox/${vessel.id}`}
          items={welcome.data}
          loading={welcome.loading}
          tiles
        />
      </section>
      {links.length ? (
        <section aria-labelledby="welcome-go" className="stack">
          <h2 id="welcome-go">Go to</h2>
          <div className="go-links">
            {links.map((l) => (
              <Link key={l.to} to={l.to} className={`card go-link${l.off ? ' nav-off' : ''}`}>
                <Icon name={l.icon} />
                <span>
                  {l.label}
                  {l.off ? <small className="muted"> · not switched on</small> : null}
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
