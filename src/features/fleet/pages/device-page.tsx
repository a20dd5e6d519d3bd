import { homeLink } from '../../../domain/access/fleet-home';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { DevicePreferences } from '../components/device-preferences';

/** '/device': the settings of this phone or computer, not of the account. */
export function DevicePage() {
  const session = useSession();
  if (session === 'loading' || !session) return null;
  const home = homeLink(session.vessels);
  return (
    <div className="stack narrow-page">
      <BackLink to={home.to}>{home.label}</BackLink>
      <h1>This device</h1>
      <p className="muted" style={{ margin: 0 }}>
        These settings stay on this phone or computer. Your other devices keep their own.
      </p>
      <DevicePreferences />
    </div>
  );
}
