import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/use-session';

/** Logged-in required: the user is remembered and sent to /login. */
function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session === 'loading') return null;
  if (!session)
    return (
      <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );
  return <Outlet />;
}

/** Shown while the first route's code loads. */
function Splash() {
  return (
    <div className="splash">
      <img src="/icons/icon-192.png" alt="Seaworthy" />
    </div>
  );
}

// Routes load lazily so the first screen ships only what it needs (slow, costly links).
export const router = createBrowserRouter([
  {
    HydrateFallback: Splash,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        path: '/login',
        lazy: () => import('../features/access/pages/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '/logout',
        lazy: () => import('../features/access/pages/logout-page').then((m) => ({ Component: m.LogoutPage })),
      },
      {
        path: '/404',
        lazy: () =>
          import('../features/access/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: () => import('./layouts/app-shell').then((m) => ({ Component: m.AppShell })),
            children: [
              {
                path: '/fleet',
                lazy: () =>
                  import('../features/fleet/pages/fleet-page').then((m) => ({ Component: m.FleetPage })),
              },
              { path: '/fleet/:codename', element: <Navigate to="hours-of-rest" replace /> },
              { path: '/fleet/:codename/hours-of-rest', element: <Navigate to="calendar" replace /> },
              {
                path: '/fleet/:codename/hours-of-rest/calendar',
                lazy: () =>
                  import('../features/rest-hours/pages/calendar-page').then((m) => ({
                    Component: m.CalendarPage,
                  })),
              },
              {
                path: '/fleet/:codename/hours-of-rest/new-preset/:slug',
                lazy: () =>
                  import('../features/rest-hours/pages/new-preset-page').then((m) => ({
                    Component: m.NewPresetPage,
                  })),
              },
              {
                path: '/fleet/:codename/hours-of-rest/approval-group',
                lazy: () =>
                  import('../features/rest-hours/pages/approval-group-page').then((m) => ({
                    Component: m.ApprovalGroupPage,
                  })),
              },
              {
                path: '/fleet/:codename/hours-of-rest/settings',
                lazy: () =>
                  import('../features/rest-hours/pages/settings-page').then((m) => ({
                    Component: m.SettingsPage,
                  })),
              },
              {
                path: '/fleet/:codename/hours-of-rest/records',
                lazy: () =>
                  import('../features/rest-hours/pages/records-page').then((m) => ({
                    Component: m.RecordsPage,
                  })),
              },
              {
                path: '/fleet/:codename/hours-of-rest/day/:userId',
                lazy: () =>
                  import('../features/rest-hours/pages/day-page').then((m) => ({ Component: m.DayPage })),
              },
              {
                path: '/sync',
                lazy: () =>
                  import('../features/sync/pages/sync-page').then((m) => ({ Component: m.SyncPage })),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
