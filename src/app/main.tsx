import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { db, syncService } from '../lib/services';
import '../ui/theme.css';
import { AppRoutes } from './router';

void import('./pwa').then((m) => m.registerServiceWorker());
// Replay on start when a session exists (login starts it otherwise).
void db.session.get('current').then((s) => s && syncService());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoutes />
  </StrictMode>,
);
