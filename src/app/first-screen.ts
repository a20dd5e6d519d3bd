import { useEffect } from 'react';

let shown = () => {};
/** Settles once the first screen (the login form, or the screen a session opens on) is showing. */
export const firstScreenShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/**
 * Rendered beside the routes inside their Suspense boundary: its effect runs only once the first
 * screen's code has arrived and shows. Work that can wait (the service worker's install) starts
 * then, so on a slow link it does not hold up the form the user is waiting for.
 */
export function FirstScreenShown() {
  useEffect(() => shown(), []);
  return null;
}
