import { IN_USE_MS } from '../sync/poll-schedule';

const inBrowser = typeof window !== 'undefined';
// The app's opening counts as a touch: someone opened it to look.
let lastAt = Date.now();
const listeners = new Set<() => void>();

/** The user touched the app (a tap, a key) or brought it into view. */
function touched() {
  lastAt = Date.now();
  for (const l of listeners) l();
}

if (inBrowser) {
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, touched, { capture: true, passive: true });
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && touched());
}

/** Someone is taken to be looking at the app: seen, and touched within IN_USE_MS. */
export function inUse(): boolean {
  return inBrowser && document.visibilityState === 'visible' && Date.now() - lastAt < IN_USE_MS;
}

/** Runs `fn` on each touch; answers how to stop. */
export function onUserActivity(fn: () => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}
