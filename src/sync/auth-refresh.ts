import type { Tokens } from '../contracts/auth';
import type { AppDb, StoredSession } from '../db/app-db';
import { CLOCK_WARN_MS } from '../domain/dates/shore-clock';
import { withLock } from './locks';

export class OfflineError extends Error {
  constructor() {
    super('offline');
  }
}

/** How early a token counts as expired, so a request does not die in flight. */
const EXPIRY_MARGIN_MS = 5_000;

export interface Net {
  fetch: typeof fetch;
  baseUrl: string;
  now: () => number;
}

/**
 * The shore's time, by which it judges a token's expiry (an instant of its clock): the device's
 * corrected by the offset the last sync answer showed, when that is worth telling the user. By
 * the device's alone, a phone days ahead renewed its token before every call over the satellite
 * link, and one behind sent each batch under a dead token, refused, and then sent it again.
 */
async function shoreClock(db: AppDb, net: Net): Promise<number> {
  const offset = Number((await db.meta.get('shoreClockOffset'))?.value ?? 0);
  return net.now() + (Math.abs(offset) >= CLOCK_WARN_MS ? offset : 0);
}

/**
 * A usable access token, refreshed once if it has expired. One refresh at a time across
 * the page, other tabs and the service worker (a Web Lock); whoever waits re-reads the
 * session and uses the token the first one got. Returns null when the user must log in.
 */
export async function freshSession(db: AppDb, net: Net, force = false): Promise<StoredSession | null> {
  const current = await db.session.get('current');
  if (!current || current.needsLogin) return null;
  const shoreNow = await shoreClock(db, net);
  if (!force && current.accessExpiresAt - EXPIRY_MARGIN_MS > shoreNow) return current;
  const seenToken = current.accessToken;
  return withLock('seaworthy-auth-refresh', async () => {
    const latest = await db.session.get('current');
    if (!latest || latest.needsLogin) return null;
    if (latest.accessToken !== seenToken && latest.accessExpiresAt - EXPIRY_MARGIN_MS > shoreNow)
      return latest;
    let res: Response;
    try {
      res = await net.fetch(`${net.baseUrl}/refreshtoken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: latest.refreshToken }),
      });
    } catch {
      throw new OfflineError();
    }
    if (res.status === 401 || res.status === 400) {
      await db.session.update('current', { needsLogin: true });
      return null;
    }
    if (!res.ok) throw new OfflineError();
    // An answer cut off on its way back is no answer: the old refresh token is kept and asked
    // with again, which the shore renews while the lost one stays unused.
    const tokens = (await res.json().catch(() => null)) as Tokens | null;
    if (!tokens?.accessToken || !tokens.refreshToken) throw new OfflineError();
    const next = { ...latest, ...tokens };
    await db.session.put(next);
    return next;
  });
}
