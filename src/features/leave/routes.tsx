import { Navigate, Route, Routes } from 'react-router';
import { screen } from '../../lib/lazy-screen';
import { SubmissionRefusalPopup } from './components/submission-refusal-popup';

const LeaveHomePage = screen(() => import('./pages/leave-home-page'), 'LeaveHomePage');
const LeaveProfilesPage = screen(() => import('./pages/leave-profiles-page'), 'LeaveProfilesPage');
const LeaveProfilePage = screen(() => import('./pages/leave-profile-page'), 'LeaveProfilePage');
const LeaveFormPage = screen(() => import('./pages/leave-form-page'), 'LeaveFormPage');
const CalculationsPage = screen(() => import('./pages/calculations-page'), 'CalculationsPage');
const LeaveSettingsPage = screen(() => import('./pages/leave-settings-page'), 'LeaveSettingsPage');
const GuidelinesPage = screen(() => import('./pages/guidelines-page'), 'GuidelinesPage');
const FormerEmployeesPage = screen(() => import('./pages/former-employees-page'), 'FormerEmployeesPage');
const FormerProfilePage = screen(() => import('./pages/former-profile-page'), 'FormerProfilePage');
const LeaveTablePage = screen(() => import('./pages/leave-table-page'), 'LeaveTablePage');

/**
 * The leave pages (doc 3, section 2), under '/fleet/{codename}/leave/' and the same under
 * '/fleet/{codename}/full/leave/'. The app's router holds one lazy entry for all of them, so
 * the first visit (the login page) carries no more than that; each page loads on first use.
 */
export function LeaveRoutes() {
  return (
    <>
      {/* A refused profile set-up or change reaches the officer on whichever leave screen is open. */}
      <SubmissionRefusalPopup />
      <Routes>
        <Route index element={<LeaveHomePage />} />
        <Route path="profile" element={<LeaveProfilesPage />} />
        <Route path="profile/:profileId" element={<LeaveProfilePage />} />
        <Route path="leave-form" element={<LeaveFormPage />} />
        <Route path="leave-form/:requestId" element={<LeaveFormPage />} />
        <Route path="calculations" element={<CalculationsPage />} />
        <Route path="calculations/:profileId" element={<CalculationsPage />} />
        <Route path="settings" element={<LeaveSettingsPage />} />
        <Route path="guidelines" element={<GuidelinesPage />} />
        <Route path="x-employees" element={<FormerEmployeesPage />} />
        <Route path="x-employees/:profileId" element={<FormerProfilePage />} />
        <Route path="leave-table" element={<LeaveTablePage />} />
        <Route path="leave-table/:year" element={<LeaveTablePage />} />
        <Route path="leave-table/:year/:month" element={<LeaveTablePage />} />
        <Route path="leave-table/:year/:month/:periodId" element={<LeaveTablePage />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </>
  );
}
