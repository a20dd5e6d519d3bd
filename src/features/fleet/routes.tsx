import { Navigate, Route } from 'react-router';
import { fleetHome } from '../../domain/access/fleet-home';
import { screen } from '../../lib/lazy-screen';
import { useSession } from '../../lib/use-session';

const FleetPage = screen(() => import('./pages/fleet-page'), 'FleetPage');
const EmptyFleetPage = screen(() => import('./pages/empty-fleet-page'), 'EmptyFleetPage');
const WelcomePage = screen(() => import('./pages/welcome-page'), 'WelcomePage');
const AddVesselPage = screen(() => import('./pages/add-vessel-page'), 'AddVesselPage');
const SupportPage = screen(() => import('./pages/support-page'), 'SupportPage');

/** Fleet guard: no vessel goes to /fleet/empty, a single vessel to its own pages. */
function FleetGuard() {
  const session = useSession();
  if (session === 'loading' || !session) return null;
  const home = fleetHome(session.vessels);
  return home === '/fleet' ? <FleetPage /> : <Navigate to={home} replace />;
}

/**
 * The fleet pages (doc 1: the fleet list, a vessel's home, adding a vessel, support): `shell` in
 * the app shell, `vessel` under a vessel of the user's. Each page loads on first use.
 */
export const fleetRoutes = {
  shell: () => (
    <>
      <Route path="/fleet" element={<FleetGuard />} />
      <Route path="/fleet/empty" element={<EmptyFleetPage />} />
      <Route path="/fleet/add-yacht" element={<AddVesselPage />} />
      <Route path="/fleet/:codename" element={<Navigate to="welcome" replace />} />
    </>
  ),
  vessel: () => (
    <>
      <Route path="/fleet/:codename/welcome" element={<WelcomePage />} />
      <Route path="/fleet/:codename/support" element={<SupportPage />} />
    </>
  ),
};
