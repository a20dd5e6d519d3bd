import { Route } from 'react-router';
import { screen } from '../../lib/lazy-screen';

const IssuesPage = screen(() => import('./pages/issues-page'), 'IssuesPage');

/** The vessel's issues page (`vessel`: mounted under a vessel of the user's); it loads on first use. */
export const issuesRoutes = {
  vessel: () => <Route path="/fleet/:codename/issues" element={<IssuesPage />} />,
};
