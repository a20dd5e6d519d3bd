import { Route } from 'react-router';
import { screen } from '../../lib/lazy-screen';

const YachtDetailsPage = screen(() => import('./pages/yacht-details-page'), 'YachtDetailsPage');

/** The vessel's details page (`vessel`: mounted under a vessel of the user's); it loads on first use. */
export const vesselRoutes = {
  vessel: () => <Route path="/fleet/:codename/yacht-details" element={<YachtDetailsPage />} />,
};
