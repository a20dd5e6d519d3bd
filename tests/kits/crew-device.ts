import { type AppDb, openAppDb, type StoredSession } from '../../src/db/app-db';
import { unpackSync } from '../../src/sync/sync-wire';

/** Sam Taylor, crew (level 2) on M/Y Aurora with hours of rest, logged in until `accessExpiresAt`. */
export const crewSession = (accessExpiresAt: number, more: Partial<StoredSession> = {}): StoredSession => ({
  key: 'current',
  accessToken: 'token-1',
  refreshToken: 'refresh-1',
  accessExpiresAt,
  user: { id: 7, email: 'crew@demo.yacht', firstName: 'Sam', lastName: 'Taylor' },
  roles: [{ vesselId: 1, roleId: 1, roleName: 'Crew', permissionLevel: 2 }],
  vessels: [{ id: 1, name: 'M/Y Aurora', codename: 'aurora', modules: ['hoursofrest'] }],
  needsLogin: false,
  ...more,
});

/**
 * A new device database of the sync tests: that crew member logged in, and synced before
 * (cursor 1), so a run is about the outbox, not a first sync.
 */
export async function openCrewDevice(prefix: string, accessExpiresAt: number): Promise<AppDb> {
  const db = openAppDb(`${prefix}-${Math.random()}`);
  await db.session.put(crewSession(accessExpiresAt));
  await db.meta.put({ key: 'cursor', value: 1 });
  return db;
}

/** Web Locks as the browser has them, for one origin: exclusive, queued, `ifAvailable`. */
export function fakeLocks() {
  const held = new Map<string, Promise<void>>();
  type Callback = (lock: { name: string } | null) => Promise<unknown>;
  return {
    async request(name: string, a: { ifAvailable?: boolean } | Callback, b?: Callback) {
      const options = typeof a === 'function' ? {} : a;
      const callback = (typeof a === 'function' ? a : b)!;
      if (options.ifAvailable && held.has(name)) return callback(null);
      while (held.has(name)) await held.get(name);
      let release: () => void = () => undefined;
      held.set(name, new Promise<void>((r) => (release = r)));
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
        release();
      }
    },
  };
}

/** The shore's answer to a sync batch: every operation applied; the ids of each batch go to `sent`. */
export function allApplied(init: RequestInit | undefined, sent: string[][]): Response {
  const body = JSON.parse(unpackSync(init?.body as Uint8Array)) as { ops: { id: string }[] };
  sent.push(body.ops.map((o) => o.id));
  const results = body.ops.map((o, i) => ({ id: o.id, status: 'applied', version: 10 + i }));
  return Response.json({ results, changes: { cursor: 20, restDays: [], restMonths: [] } });
}
