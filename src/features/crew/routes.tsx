import { Route } from 'react-router';
import { screen } from '../../lib/lazy-screen';

const CrewPages = screen(() => import('./crew-pages'), 'CrewPages');
const FormerCrewProfile = screen(() => import('./crew-pages'), 'FormerCrewProfile');
const AddCrewRedirect = screen(() => import('./pages/add-crew-page'), 'CrewAddRedirect');
const DepartmentsPage = screen(() => import('./pages/departments-page'), 'DepartmentsPage');

/**
 * The crew pages (doc 2): `shell` in the app shell, `vessel` under a vessel of the user's,
 * `module` where the crew module is on. This module holds only lazy declarations, so the router
 * imports it as it is; the pages under '/fleet/{codename}/crew/' are one lazy entry with a
 * nested router (crew-pages.tsx), so the first visit carries none of their table.
 */
export const crewRoutes = {
  shell: () => <Route path="/crew/add" element={<AddCrewRedirect />} />,
  vessel: () => <Route path="/fleet/:codename/yacht-positions-department" element={<DepartmentsPage />} />,
  module: () => (
    <>
      <Route path="/fleet/:codename/crew/*" element={<CrewPages />} />
      <Route path="/fleet/:codename/xcrew/:crewId/profile" element={<FormerCrewProfile />} />
    </>
  ),
};
