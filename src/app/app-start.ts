import { db, provideSyncRegistry, syncService } from '../lib/services';
import { notify } from '../ui/toast';
import { firstScreenShown } from './first-screen';
import { watchStorageFull } from './storage-full-notice';

/**
 * The app itself: the router, Dexie and the sync engine (main.tsx loads it at once, or, on a
 * first visit's login form, right after the form shows). Loading it starts what runs beside
 * the screens.
 */
export { AppRoutes } from './router';

provideSyncRegistry(() => import('./sync-registry').then((m) => m.DEVICE_REGISTRY));
// The service worker's install waits for the first screen: it does not compete for the link.
void firstScreenShown.then(() => import('./pwa')).then((m) => m.registerServiceWorker());
// Replay on start when a session exists (login starts it otherwise).
void db.session.get('current').then((s) => s && syncService());
// A change the device could not store (its storage full) is said, not left a Save that did nothing.
watchStorageFull(window, (text) => notify(text));
