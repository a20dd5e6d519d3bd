import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { db, provideSyncRegistry, syncService } from '../lib/services';
import '../ui/theme.css';
import { AppRoutes } from './router';

provideSyncRegistry(() => import('./sync-registry').then((m) => m.DEVICE_REGISTRY));
void import('./pwa').then((m) => m.registerServiceWorker());
// Replay on start when a session exists (login starts it otherwise).
void db.session.get('current').then((s) => s && syncService());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoutes />
  </StrictMode>,
);
