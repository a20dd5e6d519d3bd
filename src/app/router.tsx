import { Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router';
import { type ModuleKey, moduleOn } from '../domain/access/modules';
import { accessRoutes, ModuleOffPage } from '../features/access/routes';
import { accountsRoutes } from '../features/accounts/routes';
import { crewRoutes } from '../features/crew/routes';
import { fleetRoutes } from '../features/fleet/routes';
import { inboxRoutes } from '../features/inbox/routes';
import { issuesRoutes } from '../features/issues/routes';
import { syncRoutes } from '../features/sync/routes';
import { usersRoutes } from '../features/users/routes';
import { vesselRoutes } from '../features/vessel/routes';
import { useInactivityLock } from '../lib/inactivity-lock';
import { screen } from '../lib/lazy-screen';
import { useSession } from '../lib/use-session';
import { FirstScreenShown } from './first-screen';
import { HashScroll } from './hash-scroll';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { Splash } from './splash';

/** Logged-in required: the user is remembered and sent to /login. */
function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const here = encodeURIComponent(location.pathname + location.search);
  useInactivityLock(Boolean(session && session !== 'loading' && !session.lockedAt));
  if (session === 'loading') return null;
  if (!session) return <Navigate to={`/login?redirect=${here}`} replace />;
  if (session.lockedAt) return <Navigate to={`/auto-logout?redirect=${here}`} replace />;
  return <Outlet />;
}

/** A module's pages open only on a vessel where the module is on (offline too). */
function RequireModule({ module }: { module: Exclude<ModuleKey, 'admin'> }) {
  const session = useSession();
  const { codename } = useParams();
  const byId = useVesselById(codename);
  if (session === 'loading' || !session) return null;
  const vessel = session.vessels.find((v) => v.codename === codename);
  if (!vessel) return byId ?? <Navigate to="/404" replace />;
  if (moduleOn(vessel, module)) return <Outlet />;
  const level = session.roles.find((r) => r.vesselId === vessel.id)?.permissionLevel ?? null;
  const others = session.vessels.filter((v) => v.id !== vessel.id && moduleOn(v, module));
  // With one vessel there is no fleet list: /fleet leads straight back here.
  const fleetList = session.vessels.length > 1;
  return (
    <ModuleOffPage vessel={vessel} module={module} level={level} others={others} fleetList={fleetList} />
  );
}

/**
 * A vessel's own pages open only for a vessel of the user's. Another codename is read as a text
 * page's (doc 1, section 2): /page/{codename}, which is the 404 page when there is none.
 */
function RequireVessel() {
  const session = useSession();
  const { codename = '' } = useParams();
  const byId = useVesselById(codename);
  if (session === 'loading' || !session) return null;
  if (session.vessels.some((v) => v.codename === codename)) return <Outlet />;
  return byId ?? <Navigate to={`/page/${encodeURIComponent(codename)}`} replace />;
}

/**
 * The spec's links name a vessel by its id ('/fleet/{yachtId}/full/leave/'): one of the user's
 * vessels named so goes to the same page under its codename (null for anything else).
 */
function useVesselById(codename = '') {
  const session = useSession();
  const { pathname, search } = useLocation();
  const vessel =
    session && session !== 'loading' ? session.vessels.find((v) => String(v.id) === codename) : undefined;
  if (!vessel || vessel.codename === codename) return null;
  return (
    <Navigate to={pathname.replace(`/fleet/${codename}`, `/fleet/${vessel.codename}`) + search} replace />
  );
}

// Routes load lazily so the first screen ships only what it needs (slow, costly links).
// Declarative routes, not a data router: the app loads its data from IndexedDB, not from
// loaders, and this mode weighs about 17 KB (gzipped) less on the first visit.
// Each feature's routes.tsx declares its pages. Most hold only lazy declarations and give the
// router their <Route> groups to mount where they belong (`public`: no session needed, `shell`:
// in the app shell, `vessel`: under a vessel of the user's; crew's `module`: where its module is
// on). The rest-hours, leave, certificates, documents and reports routes.tsx are lazy themselves,
// one entry each with a nested router (as crew's pages are), so the first visit carries none of
// their route tables.
const AppShell = screen(() => import('./layouts/app-shell'), 'AppShell');
const HorRoutes = screen(() => import('../features/rest-hours/routes'), 'HorRoutes');
const LeaveRoutes = screen(() => import('../features/leave/routes'), 'LeaveRoutes');
const CertRoutes = screen(() => import('../features/certificates/routes'), 'CertRoutes');
const DocsRoutes = screen(() => import('../features/document-library/routes'), 'DocsRoutes');
const ReportsRoutes = screen(() => import('../features/reports/routes'), 'ReportsRoutes');

export function AppRoutes() {
  return (
    <BrowserRouter>
      <HashScroll />
      <ScreenErrorBoundary>
        <Suspense fallback={<Splash />}>
          <Routes>
            <Route path="/" element={<Navigate to="/login" replace />} />
            {accessRoutes.public()}
            <Route element={<RequireSession />}>
              <Route element={<AppShell />}>
                {fleetRoutes.shell()}
                {usersRoutes.shell()}
                {crewRoutes.shell()}
                <Route element={<RequireVessel />}>
                  {fleetRoutes.vessel()}
                  {issuesRoutes.vessel()}
                  {inboxRoutes.vessel()}
                  {accountsRoutes.vessel()}
                  {usersRoutes.vessel()}
                  {crewRoutes.vessel()}
                  {vesselRoutes.vessel()}
                </Route>
                <Route element={<RequireModule module="crew" />}>{crewRoutes.module()}</Route>
                <Route element={<RequireModule module="hoursofrest" />}>
                  <Route path="/fleet/:codename/hours-of-rest/*" element={<HorRoutes />} />
                </Route>
                <Route element={<RequireModule module="leave" />}>
                  {/* Also under /full/leave/ (doc 3, section 2): the same pages. */}
                  <Route path="/fleet/:codename/full?/leave/*" element={<LeaveRoutes />} />
                </Route>
                <Route element={<RequireModule module="certs" />}>
                  <Route path="/fleet/:codename/certs/*" element={<CertRoutes />} />
                </Route>
                <Route element={<RequireModule module="docs" />}>
                  <Route path="/fleet/:codename/documents/*" element={<DocsRoutes />} />
                </Route>
                <Route element={<RequireModule module="reports" />}>
                  <Route path="/fleet/:codename/reports/*" element={<ReportsRoutes />} />
                </Route>
                {inboxRoutes.shell()}
                {syncRoutes.shell()}
                {accessRoutes.shell()}
              </Route>
            </Route>
            <Route path="*" element={<Navigate to="/404" replace />} />
          </Routes>
          <FirstScreenShown />
        </Suspense>
      </ScreenErrorBoundary>
    </BrowserRouter>
  );
}
