import { Navigate, Route } from 'react-router';
import { screen } from '../../lib/lazy-screen';
import { useRouteVessel } from '../../lib/use-session';

const InboxPage = screen(() => import('./pages/inbox-page'), 'InboxPage');

/**
 * '/fleet/{codename}/notifications' (its menu item always hidden; the spec's page had only
 * buttons that did nothing): the vessel's notifications are its inbox messages, so it opens them.
 */
function VesselNotifications() {
  const { vessel } = useRouteVessel();
  return vessel ? <Navigate to={`/inbox/${vessel.id}`} replace /> : null;
}

/** The inbox (`shell`: in the app shell; `vessel`: under a vessel of the user's); the page loads on first use. */
export const inboxRoutes = {
  shell: () => (
    <>
      <Route path="/inbox" element={<InboxPage />} />
      <Route path="/inbox/:which" element={<InboxPage />} />
    </>
  ),
  vessel: () => <Route path="/fleet/:codename/notifications" element={<VesselNotifications />} />,
};
