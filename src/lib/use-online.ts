import { link, useLink } from './link';

/**
 * Whether the shore can be reached now: online-only actions (a password change, a download)
 * are offered only then. Ship Wi-Fi without the satellite counts as not online; `useLink` tells
 * the two apart for the words shown.
 */
export function useOnline(): boolean {
  return useLink() === 'connected';
}

/** The same, outside React (a dialog deciding whether the server or the device checks a password). */
export function isOnline(): boolean {
  return link.state() === 'connected';
}
