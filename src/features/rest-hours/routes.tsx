import { Navigate, Route, Routes } from 'react-router';
import { screen } from '../../lib/lazy-screen';

const CalendarPage = screen(() => import('./pages/calendar-page'), 'CalendarPage');
const NewPresetPage = screen(() => import('./pages/new-preset-page'), 'NewPresetPage');
const ApprovalGroupPage = screen(() => import('./pages/approval-group-page'), 'ApprovalGroupPage');
const SettingsPage = screen(() => import('./pages/settings-page'), 'SettingsPage');
const RecordsPage = screen(() => import('./pages/records-page'), 'RecordsPage');
const GuidePage = screen(() => import('./pages/guide-page'), 'GuidePage');
const VesselDetailsPage = screen(() => import('./pages/vessel-details-page'), 'VesselDetailsPage');
const ClockChangesPage = screen(() => import('./pages/clock-changes-page'), 'ClockChangesPage');
const DayPage = screen(() => import('./pages/day-page'), 'DayPage');

/**
 * The hours of rest pages, under '/fleet/{codename}/hours-of-rest/'. The app's router holds one
 * lazy entry for all of them, so the first visit (the login page) does not carry their table.
 */
export function HorRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="calendar" replace />} />
      <Route path="calendar" element={<CalendarPage />} />
      <Route path="new-preset/:slug" element={<NewPresetPage />} />
      <Route path="approval-group" element={<ApprovalGroupPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="records" element={<RecordsPage />} />
      <Route path="guide" element={<GuidePage />} />
      <Route path="vessel-details" element={<VesselDetailsPage />} />
      <Route path="clock-changes" element={<ClockChangesPage />} />
      <Route path="day/:userId" element={<DayPage />} />
      {/* No user in the address: the day page sends it to the calendar with a message. */}
      <Route path="day" element={<DayPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
