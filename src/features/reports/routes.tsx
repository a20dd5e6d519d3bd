import { Navigate, Outlet, Route, Routes } from 'react-router';
import { seesGuests } from '../../domain/access/guest-access';
import { levelOn } from '../../domain/access/permissions';
import { msg } from '../../i18n/msg';
import { screen } from '../../lib/lazy-screen';
import { useRouteVessel } from '../../lib/use-session';
import { NoAccess } from '../../ui/no-access';

const ReportsPage = screen(() => import('./pages/reports-page'), 'ReportsPage');
const GuestDetailsPage = screen(() => import('../guests/public-pages'), 'GuestDetailsPage');

/**
 * Reports are for 'permission above 3' (doc 3, sections 2 and 6), the same people who keep the
 * vessel's guests (domain/access/guest-access). The router opens these pages only with the
 * reports module on; below level 4 they say so, as the server refuses them too.
 */
function RequireReportsLevel() {
  const { me, vessel } = useRouteVessel();
  if (!me || !vessel) return null;
  if (seesGuests({ level: levelOn(me.roles, vessel.id), reportsOn: true })) return <Outlet />;
  return (
    <NoAccess
      back={`/fleet/${vessel.codename}`}
      backLabel={vessel.name}
      needs={msg('Reports are for access level Officer and above.')}
    />
  );
}

/**
 * The reports pages (doc 3, section 2) under '/fleet/{codename}/reports/': the reports page and
 * the guest details. The app's router holds one lazy entry for both, so the first visit carries
 * no more than that; each page loads on first use.
 */
export function ReportsRoutes() {
  return (
    <Routes>
      <Route element={<RequireReportsLevel />}>
        <Route index element={<ReportsPage />} />
        <Route path="guest-details" element={<GuestDetailsPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
