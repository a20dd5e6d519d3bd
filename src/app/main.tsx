import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { db, provideSyncRegistry, syncService } from '../lib/services';
import '../ui/theme.css';
import { firstScreenShown } from './first-screen';
import { AppRoutes } from './router';

provideSyncRegistry(() => import('./sync-registry').then((m) => m.DEVICE_REGISTRY));
// The service worker's install waits for the first screen: it does not compete for the link.
void firstScreenShown.then(() => import('./pwa')).then((m) => m.registerServiceWorker());
// Replay on start when a session exists (login starts it otherwise).
void db.session.get('current').then((s) => s && syncService());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoutes />
  </StrictMode>,
);
