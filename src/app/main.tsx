import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { db, provideSyncRegistry, syncService } from '../lib/services';
import '../ui/theme.css';
import { activateLanguage } from '../i18n/i18n';
import { startingLanguage } from '../i18n/language-choice';
import { LanguageRoot } from '../i18n/language-root';
import { firstScreenShown } from './first-screen';
import { AppRoutes } from './router';

provideSyncRegistry(() => import('./sync-registry').then((m) => m.DEVICE_REGISTRY));
// The service worker's install waits for the first screen: it does not compete for the link.
void firstScreenShown.then(() => import('./pwa')).then((m) => m.registerServiceWorker());
// Replay on start when a session exists (login starts it otherwise).
void db.session.get('current').then((s) => s && syncService());

// English is built in; another language's catalogue (cached by the service worker) comes first,
// so the first screen is already in the user's language. A failed load leaves English.
const language = startingLanguage();
const ready = language === 'en' ? Promise.resolve() : activateLanguage(language).catch(() => {});
void ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LanguageRoot>
        <AppRoutes />
      </LanguageRoot>
    </StrictMode>,
  ),
);
