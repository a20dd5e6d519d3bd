import { type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { peekSession } from '../db/peek-session';
import { loadWithin, screen } from '../lib/lazy-screen';
import '../ui/theme.css';
import { activateLanguage } from '../i18n/i18n';
import { startingLanguage } from '../i18n/language-choice';
import { LanguageRoot } from '../i18n/language-root';
import { LoginFirst, type OpenApp } from './login-first';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { Splash } from './splash';

/**
 * The entry holds React and the login form, and little else: a first visit's form (no session
 * on the device) shows from this one file, and the app (the router, Dexie, the sync engine)
 * follows (issue 34: the login form within 100 KB on the link). Any other start loads the app
 * at once.
 */
const root = createRoot(document.getElementById('root')!);
const show = (node: ReactNode) =>
  root.render(
    <StrictMode>
      <LanguageRoot>
        <ScreenErrorBoundary>
          <Suspense fallback={<Splash />}>{node}</Suspense>
        </ScreenErrorBoundary>
      </LanguageRoot>
    </StrictMode>,
  );

let app: ReturnType<typeof importApp> | null = null;
const importApp = () => loadWithin(() => import('./app-start'), 'AppRoutes');
const loadApp = () => {
  // A failed load (the link dropped) is tried again on the next call.
  app ??= importApp().catch((e: unknown) => {
    app = null;
    throw e;
  });
  return app;
};
const preloadApp = () => void loadApp().catch(() => {});
const App = screen(loadApp, 'AppRoutes');

const openApp: OpenApp = (to, options) => {
  void loadApp().then(
    ({ AppRoutes }) => {
      if (options?.replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      show(<AppRoutes />);
    },
    // The app's code did not arrive: the boundary says so, as on any screen.
    () => show(<App />),
  );
};

show(null);
const path = window.location.pathname;
const again = new URLSearchParams(window.location.search).get('again') === '1';
// English is built in; another language's catalogue (cached by the service worker) comes first,
// so the first screen is already in the user's language. A failed load leaves English.
const language = startingLanguage();
const ready = language === 'en' ? Promise.resolve() : activateLanguage(language).catch(() => {});
const session = path === '/login' || path === '/' ? peekSession() : Promise.resolve(undefined);
void Promise.all([session, ready]).then(([session]) => {
  // Logged in (the app sends them on), or not known here: the app decides, as ever.
  if (session === undefined || (session && !session.needsLogin && !again)) return show(<App />);
  if (path === '/') window.history.replaceState(null, '', '/login');
  show(<LoginFirst session={session} openApp={openApp} loadApp={preloadApp} />);
});
