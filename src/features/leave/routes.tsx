import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';

/** A leave screen whose code loads on first use. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const LeaveHomePage = screen(() => import('./pages/leave-home-page'), 'LeaveHomePage');
const LeaveProfilesPage = screen(() => import('./pages/leave-profiles-page'), 'LeaveProfilesPage');
const LeaveProfilePage = screen(() => import('./pages/leave-profile-page'), 'LeaveProfilePage');
const LeaveFormPage = screen(() => import('./pages/leave-form-page'), 'LeaveFormPage');
const CalculationsPage = screen(() => import('./pages/calculations-page'), 'CalculationsPage');
const LeaveSettingsPage = screen(() => import('./pages/leave-settings-page'), 'LeaveSettingsPage');

/**
 * The leave pages (doc 3, section 2), under '/fleet/{codename}/leave/' and the same under
 * '/fleet/{codename}/full/leave/'. The app's router holds one lazy entry for all of them, so
 * the first visit (the login page) carries no more than that; each page loads on first use.
 */
export function LeaveRoutes() {
  return (
    <Routes>
      <Route index element={<LeaveHomePage />} />
      <Route path="profile" element={<LeaveProfilesPage />} />
      <Route path="profile/:profileId" element={<LeaveProfilePage />} />
      <Route path="leave-form" element={<LeaveFormPage />} />
      <Route path="leave-form/:requestId" element={<LeaveFormPage />} />
      <Route path="calculations" element={<CalculationsPage />} />
      <Route path="calculations/:profileId" element={<CalculationsPage />} />
      <Route path="settings" element={<LeaveSettingsPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
