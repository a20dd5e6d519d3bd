import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { db } from '../lib/services';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  updateReady: boolean;
  installEvent: BeforeInstallPromptEvent | null;
  installed: boolean;
}

let state: PwaState = {
  updateReady: false,
  installEvent: null,
  installed: typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches,
};
const listeners = new Set<() => void>();
const set = (patch: Partial<PwaState>) => {
  state = { ...state, ...patch };
  for (const l of listeners) l();
};
let wb: Workbox | null = null;

export function usePwa(): PwaState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/** Registers the service worker in prompt mode: a new version waits until the user says Reload. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => set({ updateReady: true }));
  // Reload into a new version the user accepted; a first install just takes the page.
  wb.addEventListener('controlling', (e) => e.isUpdate && window.location.reload());
  void wb.register();
  // The first install claims the open pages, but not one that was still loading at that moment
  // (seen after a navigation during the install): such a page asks the active worker itself, so
  // it works offline and hands its sends to the worker without waiting for the next start.
  void navigator.serviceWorker.ready.then((reg) => {
    if (!navigator.serviceWorker.controller) reg.active?.postMessage({ type: 'CLAIM' });
  });
  // What this page loaded before a worker controlled it (the screen after login, on a first
  // install over a slow link) never passed through it: the worker keeps those files too, so a
  // cold start at sea before the first sync has ended still opens that screen.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      handOverLoadedFiles();
      // A file whose answer was still coming at that moment is listed once it has come.
      setTimeout(handOverLoadedFiles, LATE_FILES_MS);
    });
  }
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    set({ installEvent: e as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ installed: true, installEvent: null }));
}

/** A file loaded before the worker took the page whose answer had not yet come by then. */
const LATE_FILES_MS = 5_000;

/** The build's files this page has loaded so far, sent to the worker that now controls it. */
function handOverLoadedFiles() {
  const urls = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((u) => u.origin === window.location.origin && u.pathname.startsWith('/assets/'))
    .map((u) => u.pathname);
  navigator.serviceWorker.controller?.postMessage({ type: 'KEEP_LOADED', urls });
}

/** Reload into the new version, but never while outbox entries are on their way. */
export async function applyUpdate() {
  for (let i = 0; i < 60 && (await db.outbox.where('status').equals('sending').count()) > 0; i++) {
    await new Promise((r) => setTimeout(r, 500));
  }
  wb?.messageSkipWaiting();
}

export async function promptInstall() {
  const e = state.installEvent;
  if (!e) return;
  await e.prompt();
  await e.userChoice;
  set({ installEvent: null });
}

/** iOS Safari has no install prompt: the user adds the app from the Share menu. */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS/.test(ua);
}
