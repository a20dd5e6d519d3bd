import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import type { AppDb } from '../db/app-db';
import { link } from './link';

/**
 * How long a vessel's settings or a membership answer stays usable offline. Also the
 * queries' gcTime, so it must stay under setTimeout's limit (about 24.8 days): a longer
 * timer fires at once and would drop every restored answer.
 */
const KEEP_OFFLINE_MS = 20 * 24 * 3600_000;

/**
 * For server-only data (settings, approval-group membership, session details). Answers
 * stay in memory as long as they are kept on the device, so a query restored offline is
 * not collected before anyone reads it.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 60_000, gcTime: KEEP_OFFLINE_MS } },
});

// TanStack Query assumes it starts online and believes the browser's flag; a page opened at sea,
// or on ship Wi-Fi with the satellite down, must not try (and wait on a dead link): reads wait,
// paused, until the shore answers, and then run by themselves.
if (typeof navigator !== 'undefined') {
  onlineManager.setEventListener((setOnline) => {
    setOnline(link.state() === 'connected');
    return link.subscribe(() => setOnline(link.state() === 'connected'));
  });
}

// The answers the app needs at sea: without them, offline, an approval-group member would
// lose the Countersign button and the reasons setting would fall back to a guess. Users
// administration, the issues and the accounts read offline as last known.
const KEPT_OFFLINE = new Set([
  'hor-settings',
  'hor-alerts',
  // The STCW exception periods judge the days of the watchkeepers they name on the device (the
  // flags, the reasons asked at save and sign-off, the countersign review), and the working
  // language is shown back on the settings page: a cold start at sea must still know them.
  'hor-exception',
  'hor-language',
  'hor-approver',
  'records-users',
  'me',
  'users',
  'issues',
  'modules',
  'groupdetails',
  'currencies',
  // Crew photos seen once (a profile opened online shows its photo at sea).
  'crew-photo',
  // Leave's former employees, read once online (the page says from when).
  'leave-former',
  // When each report was last generated (the reports page says so at sea too).
  'reports-last',
  // The vessel details: the crew and guest list built on the device prints them at sea.
  'vessel-details',
  // A cold start at sea shows every screen opened before with its last known answer: the
  // home figures (welcome, vessel and fleet), the vessel's guide, the approval group, a
  // leave profile's history and the user's own two-factor method.
  'welcome',
  'hor-guide',
  'approval-group',
  'leave-history',
  'own-two-factor',
]);

/**
 * Keeps those answers in IndexedDB. The buster is the user id: answers saved for one user
 * are never shown to another who logs in on the same device.
 */
let optionsUser: number | undefined;
export function persistOptions(db: AppDb, userId: number): Omit<PersistQueryClientOptions, 'queryClient'> {
  // Another user on this device (logged in without logging out): start from nothing.
  if (optionsUser !== undefined && optionsUser !== userId) queryClient.clear();
  optionsUser = userId;
  return {
    persister: createAsyncStoragePersister({
      storage: {
        getItem: async (key) =>
          ((await db.meta.get(key as 'queryCache'))?.value as string | undefined) ?? null,
        setItem: async (key, value: string) => void (await db.meta.put({ key: key as 'queryCache', value })),
        removeItem: async (key) => db.meta.delete(key as 'queryCache'),
      },
      key: 'queryCache',
      throttleTime: 200,
    }),
    maxAge: KEEP_OFFLINE_MS,
    buster: String(userId),
    dehydrateOptions: {
      // A failed refresh keeps its last answer: keep that too.
      shouldDehydrateQuery: (q) => q.state.data !== undefined && KEPT_OFFLINE.has(String(q.queryKey[0])),
    },
  };
}

/** On logout: nothing of this user's server answers stays on the device. */
export async function forgetServerAnswers(db: AppDb): Promise<void> {
  queryClient.clear();
  await db.meta.delete('queryCache');
}
