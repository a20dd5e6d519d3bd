import { Link } from 'react-router';
import { MODULE_NAMES } from '../../../domain/access/modules';
import { useSession } from '../../../lib/use-session';
import { Icon } from '../../../ui/icons';
import { DevicePreferences } from '../components/device-preferences';
import { useFreshSession } from '../data/use-fresh-session';

/** 'Fleet list': one panel per vessel the user has a role on. */
export function FleetPage() {
  const session = useSession();
  useFreshSession();
  if (session === 'loading' || !session) return null;
  return (
    <div className="stack">
      <h1>Fleet list</h1>
      <div className="row-between" style={{ flexWrap: 'wrap', gap: 4 }}>
        <p className="muted" style={{ margin: 0 }}>
          Signed in as {session.user.firstName} {session.user.lastName}
        </p>
        <div className="row" style={{ gap: 4 }}>
          <Link to="/change-password" className="btn btn-ghost btn-small">
            Change password
          </Link>
          <Link to="/logout" className="btn btn-ghost btn-small">
            Log off
          </Link>
        </div>
      </div>
      <div className="grid-cards">
        {session.vessels.map((v) => {
          const role = session.roles.find((r) => r.vesselId === v.id);
          const rest = v.modules.includes('hoursofrest');
          return (
            <section key={v.id} className="card stack" aria-label={v.name}>
              <div className="row-between">
                <h2>{v.name}</h2>
                <span className="pill pill-neutral">{role?.roleName}</span>
              </div>
              <div className="row" style={{ flexWrap: 'wrap', gap: 6 }}>
                {v.modules
                  .filter((m): m is keyof typeof MODULE_NAMES => m in MODULE_NAMES)
                  .map((m) => (
                    <span key={m} className="pill pill-ok">
                      {MODULE_NAMES[m]}
                    </span>
                  ))}
              </div>
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
      <DevicePreferences />
    </div>
  );
}
