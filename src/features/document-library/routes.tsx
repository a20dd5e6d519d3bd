import { Navigate, Route, Routes } from 'react-router';
import { screen } from '../../lib/lazy-screen';

const LibraryPage = screen(() => import('./pages/library-page'), 'LibraryPage');
const DocsSettingsPage = screen(() => import('./pages/docs-settings-page'), 'DocsSettingsPage');

/**
 * The vessel document library (doc 2, docs module), under '/fleet/{codename}/documents/': the
 * library at 'lib0' (the spec's path) and its settings. The app's router holds one lazy entry for
 * them, so the first visit (the login page) carries no more than that.
 */
export function DocsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="lib0" replace />} />
      <Route path="lib0" element={<LibraryPage />} />
      <Route path="settings" element={<DocsSettingsPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
