import { Link } from 'react-router';
import { byVesselName } from '../../../domain/access/fleet-home';
import { MODULE_NAMES } from '../../../domain/access/modules';
import { useSession } from '../../../lib/use-session';
import { Icon } from '../../../ui/icons';

/** 'Fleet list': one panel per vessel the user has a role on, by name. */
export function FleetPage() {
  const session = useSession();
  if (session === 'loading' || !session) return null;
  return (
    <div className="stack">
      <div>
        <h1>Fleet list</h1>
        <span className="muted small">
          {session.vessels.length} vessels · signed in as {session.user.firstName} {session.user.lastName}
        </span>
      </div>
      <div className="grid-cards">
        {byVesselName(session.vessels).map((v) => {
          const role = session.roles.find((r) => r.vesselId === v.id);
          const rest = v.modules.includes('hoursofrest');
          // What the vessel uses, as words: only the entries below are things to tap.
          const modules = v.modules
            .filter((m): m is keyof typeof MODULE_NAMES => m in MODULE_NAMES)
            .map((m) => MODULE_NAMES[m]);
          return (
            <section key={v.id} className="card stack" aria-label={v.name}>
              <div className="row-between">
                <h2>{v.name}</h2>
                <span className="pill pill-neutral">{role?.roleName}</span>
              </div>
              <p className="small muted" style={{ margin: 0 }}>
                {modules.length ? `Uses ${modules.join(', ')}.` : 'No modules switched on yet.'}
              </p>
              {rest ? (
                <Link className="btn btn-secondary" to={`/fleet/${v.codename}/hours-of-rest`}>
                  Hours of rest <Icon name="chevron" />
                </Link>
              ) : (
                <span className="small muted">Hours of rest is not enabled on this vessel.</span>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
