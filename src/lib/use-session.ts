import { useLiveQuery } from 'dexie-react-hooks';
import { useParams } from 'react-router';
import type { StoredSession } from '../db/app-db';
import { ownCounts } from '../sync/own-changes';
import { db } from './services';

/** The stored session: 'loading' on first render, null when logged out. */
export function useSession(): StoredSession | null | 'loading' {
  return useLiveQuery(async () => (await db.session.get('current')) ?? null, [], 'loading');
}

export interface SyncStatus {
  pending: number;
  problems: number;
  lastSyncAt: number | null;
  lastError: string | null;
}

export function useSyncStatus(): SyncStatus {
  return useLiveQuery(
    async () => {
      const [session, entries, last, err, files] = await Promise.all([
        db.session.get('current'),
        db.outbox.where('status').anyOf('pending', 'sending', 'conflict', 'rejected').toArray(),
        db.meta.get('lastSyncAt'),
        db.meta.get('lastError'),
        // Files on their way count as changes waiting to be sent.
        db.files.where('state').anyOf('queued', 'uploading').toArray(),
      ]);
      // The user's own: another user's changes on a shared phone wait for them, unshown.
      const { pending, problems } = ownCounts(entries, files, session?.user.id ?? null);
      return {
        pending,
        problems,
        lastSyncAt: typeof last?.value === 'number' ? last.value : null,
        lastError: typeof err?.value === 'string' ? err.value : null,
      };
    },
    [],
    { pending: 0, problems: 0, lastSyncAt: null, lastError: null },
  );
}

/** When this device last synced (epoch ms), or null: the header chip's "last sync" time. */
export function useLastSyncAt(): number | null {
  return useLiveQuery(
    async () => {
      const last = (await db.meta.get('lastSyncAt'))?.value;
      return typeof last === 'number' ? last : null;
    },
    [],
    null,
  );
}

/** The logged-in session and the vessel named by the route's :codename (undefined if not theirs). */
export function useRouteVessel() {
  const session = useSession();
  const { codename } = useParams();
  const me = session && session !== 'loading' ? session : null;
  return { me, vessel: me?.vessels.find((v) => v.codename === codename) };
}
