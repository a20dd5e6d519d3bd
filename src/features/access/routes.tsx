import { Route } from 'react-router';
import { screen } from '../../lib/lazy-screen';

const LoginPage = screen(() => import('./pages/login-page'), 'LoginPage');
const SetupTwoFactorPage = screen(() => import('./pages/setup-two-factor-page'), 'SetupTwoFactorPage');
const RegisterPage = screen(() => import('./pages/register-page'), 'RegisterPage');
const AutoLogoutPage = screen(() => import('./pages/auto-logout-page'), 'AutoLogoutPage');
const ResetPasswordPage = screen(() => import('./pages/reset-password-page'), 'ResetPasswordPage');
const ChangePasswordPage = screen(() => import('./pages/change-password-page'), 'ChangePasswordPage');
const TwoFactorSettingsPage = screen(
  () => import('./pages/two-factor-settings-page'),
  'TwoFactorSettingsPage',
);
const LogoutPage = screen(() => import('./pages/logout-page'), 'LogoutPage');
const ActionPage = screen(() => import('./pages/action-page'), 'ActionPage');
const TextPage = screen(() => import('./pages/text-page'), 'TextPage');
const NotFoundPage = screen(() => import('./pages/not-found-page'), 'NotFoundPage');
/** The page a module's guard shows on a vessel where the module is off (the app's router). */
export const ModuleOffPage = screen(() => import('./pages/module-off-page'), 'ModuleOffPage');

/**
 * The access pages (doc 1: log in, register, passwords, two-factor, the text and 404 pages). The
 * router mounts each group where it belongs: `public` without a session, `shell` in the app
 * shell once logged in. This module holds only lazy declarations, so the router imports it as it
 * is and each page still loads on first use (the login page's chunk is the first visit's).
 */
export const accessRoutes = {
  public: () => (
    <>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/setupWhatsapp" element={<SetupTwoFactorPage />} />
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="/auto-logout" element={<AutoLogoutPage />} />
      <Route path="/resetpassword/:userId" element={<ResetPasswordPage />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="/page/:codename" element={<TextPage />} />
      <Route path="/action/:actionId" element={<ActionPage />} />
    </>
  ),
  shell: () => (
    <>
      <Route path="/change-password" element={<ChangePasswordPage />} />
      <Route path="/two-factor" element={<TwoFactorSettingsPage />} />
    </>
  ),
};
