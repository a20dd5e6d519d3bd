import { useEffect } from 'react';
import type { StoredSession } from '../db/app-db';
import { currentLanguage } from '../i18n/i18n';

/** A moment for the screen's own data to go first over a slow link. */
const AFTER_FIRST_SCREEN_MS = 500;

/**
 * Once signed in and the first screen shows (the caller passes the session then), the service
 * worker fetches the screens of the modules the user has (on any of their vessels) in the
 * background and keeps them (sw/asset-cache.ts): each opens at sea later even if the user never
 * opened it online. Files it already keeps cost nothing.
 */
export function useWarmModules(session: StoredSession | undefined) {
  // With them, the catalogue of the language the app is read in (scripts/precache-plan.ts's
  // languageWarmKey): a reload at sea stays in it. English is built in.
  const language = currentLanguage() === 'en' ? [] : [`language-${currentLanguage()}`];
  const modules = session
    ? [...new Set(session.vessels.flatMap((v) => v.modules))].sort().concat(language).join(',')
    : '';
  useEffect(() => {
    if (!modules || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
    const timer = setTimeout(() => {
      void navigator.serviceWorker.ready.then((reg) =>
        reg.active?.postMessage({ type: 'WARM', modules: modules.split(',') }),
      );
    }, AFTER_FIRST_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [modules]);
}
