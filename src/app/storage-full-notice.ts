import { isStorageFull, STORAGE_FULL } from '../lib/storage-failure';

/**
 * Says so when a write could not be stored for want of space: every command's failure ends as
 * an unhandled rejection of the screen's Save (`void save()`), which the user never saw.
 */
export function watchStorageFull(target: Pick<Window, 'addEventListener'>, say: (text: string) => void) {
  target.addEventListener('unhandledrejection', (event) => {
    if (!isStorageFull(event.reason)) return;
    event.preventDefault();
    say(STORAGE_FULL);
  });
}
