import { Navigate, Route, Routes } from 'react-router';
import { screen } from '../../lib/lazy-screen';

const CertListPage = screen(() => import('./pages/cert-list-page'), 'CertListPage');
const CertFormPage = screen(() => import('./pages/cert-form-page'), 'CertFormPage');

/**
 * The vessel certificates pages (doc 2, section 2) under '/fleet/{codename}/certs': the list and
 * the certificate form. The app's router holds one lazy entry for both, so the first visit (the
 * login page) carries no more than that; each page loads on first use.
 */
export function CertRoutes() {
  return (
    <Routes>
      <Route index element={<CertListPage />} />
      <Route path="certificate" element={<CertFormPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
