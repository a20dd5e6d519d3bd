import { msg } from '../i18n/msg';

/**
 * What a screen's write that the device could not store says. A command writes the row and its
 * outbox entry in one IndexedDB transaction, so a full storage keeps neither; the screen still
 * shows the edit, unsaved, and said nothing of why (its Save seemed to do nothing).
 */
export const STORAGE_FULL = msg(
  'Not saved: this device’s storage is full. Free some space (opened files can go on the Sync page), then save again.',
);

/** Whether an error is the browser refusing to store more (as IndexedDB or Dexie reports it). */
export function isStorageFull(error: unknown): boolean {
  for (let e = error as { name?: unknown; inner?: unknown } | null, depth = 0; e && depth < 4; depth++) {
    if (e.name === 'QuotaExceededError') return true;
    e = e.inner as typeof e;
  }
  return false;
}
