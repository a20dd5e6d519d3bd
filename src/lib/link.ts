import { useSyncExternalStore } from 'react';
import { msg } from '../i18n/msg';
import { createLinkMonitor } from '../sync/link-monitor';
import type { LinkState } from '../sync/link-state';
import type { SyncReport } from '../sync/run-sync';
import { inUse } from './user-activity';

export const API_BASE = '/api/v1';

const inBrowser = typeof window !== 'undefined';

/**
 * The page's one link monitor: every API request of the page goes through `link.fetch`, so the
 * header, the Sync page and the online-only forms agree on whether the shore can be reached.
 */
export const link = createLinkMonitor({
  fetch: (input, init) => fetch(input, init),
  baseUrl: API_BASE,
  networkUp: inBrowser ? navigator.onLine : true,
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  watched: inUse,
});

if (inBrowser) {
  window.addEventListener('online', () => link.network(true));
  window.addEventListener('offline', () => link.network(false));
  // The service worker sends the outbox too (Background Sync, 'Sync now'): what it found counts.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; report?: SyncReport } | null;
    if (data?.type !== 'SYNC_REPORT' || !data.report) return;
    const { outcome } = data.report;
    if (outcome === 'offline') link.report(false);
    if (outcome === 'synced') link.report(true);
  });
}

/** The link as it really is: no network, network but no shore, or connected. */
export function useLink(): LinkState {
  return useSyncExternalStore(link.subscribe, link.state, link.state);
}

/**
 * A toast's word for work that is only on the device so far (issue 31): never 'sent' or 'done'
 * before the shore has it.
 */
export const SAVED_ON_PHONE = msg('Saved on this device, will send when the shore can be reached');
