import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { db, queryClient, syncService } from '../lib/services';
import '../ui/theme.css';
import { registerServiceWorker } from './pwa';
import { router } from './router';

registerServiceWorker();
// Replay on start when a session exists (login starts it otherwise).
void db.session.get('current').then((s) => s && syncService());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
