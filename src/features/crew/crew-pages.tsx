import { Navigate, Route, Routes } from 'react-router';
import { screen } from '../../lib/lazy-screen';

const CrewListPage = screen(() => import('./pages/crew-list-page'), 'CrewListPage');
const CrewProfilePage = screen(() => import('./pages/crew-profile-page'), 'CrewProfilePage');
const OwnProfileRedirect = screen(() => import('./pages/crew-profile-page'), 'OwnProfileRedirect');
const AddCrewPage = screen(() => import('./pages/add-crew-page'), 'AddCrewPage');

/**
 * The crew pages, under '/fleet/{codename}/crew/' (routes.tsx holds one lazy entry for them, so
 * the login page does not carry their table).
 */
export function CrewPages() {
  return (
    <Routes>
      <Route index element={<CrewListPage />} />
      <Route path="me" element={<OwnProfileRedirect />} />
      <Route path="add" element={<AddCrewPage />} />
      <Route path="xcrew/:crewId" element={<CrewProfilePage former />} />
      <Route path=":crewId" element={<Navigate to="profile" replace />} />
      <Route path=":crewId/:tab" element={<CrewProfilePage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

/** The spec's '/fleet/{codename}/xcrew/{crewId}/profile': a former crew member's profile. */
export function FormerCrewProfile() {
  return <CrewProfilePage former />;
}
