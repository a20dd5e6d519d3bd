import { Route } from 'react-router';
import { screen } from '../../lib/lazy-screen';

const SyncPage = screen(() => import('./pages/sync-page'), 'SyncPage');

/** The sync page (`shell`: in the app shell); it loads on first use. */
export const syncRoutes = {
  shell: () => <Route path="/sync" element={<SyncPage />} />,
};
