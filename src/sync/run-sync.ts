import type { FieldError } from '../contracts/error-shape';
import { MAX_SYNC_OPS } from '../contracts/limits';
import { MSG } from '../contracts/messages';
import type { SyncResponse } from '../contracts/sync';
import { inSyncEncoding, SYNC_ENCODING } from '../contracts/sync-wire';
import type { AppDb, OutboxEntry } from '../db/app-db';
import { shoreClockOffset } from '../domain/dates/shore-clock';
import { applyChanges, applyResult, touchedIds } from './apply-server-data';
import { freshSession, type Net, OfflineError } from './auth-refresh';
import { retryDelayMs } from './backoff';
import { type DeviceRegistry, kindsOf, syncedTables } from './device-kit';
import { uploadQueuedFiles } from './files/upload-files';
import { advancePull, firstSyncUnderWay, planPull, startAfresh } from './first-sync';
import { isGatewayFailure } from './link-state';
import { REPLAY_LOCK, tryLock, untilFree } from './locks';
import { dueEntries, dueWhenLinkBack } from './outbox';
import { badgeAsk, keepBadges } from './poll-badges';
import { packSync, unpackSync } from './sync-wire';

export type SyncReport =
  /** more: the run stopped at its last round with changes still to send or pull. */
  | { outcome: 'synced'; sent: number; pulled: number; more?: boolean }
  | { outcome: 'busy' | 'offline' | 'needs-login' | 'no-session' | 'server-error' };

const MAX_ROUNDS = 10;

/**
 * Pushes due outbox entries and pulls changes in one request per round, until nothing is
 * due. Shared by the page and the service worker; a Web Lock keeps it to one at a time.
 */
export async function runSync(db: AppDb, net: Net, registry: DeviceRegistry): Promise<SyncReport> {
  const report = await tryLock(REPLAY_LOCK, () => syncRounds(db, net, registry));
  return report ?? { outcome: 'busy' };
}

/**
 * The service worker's replay, which nobody asks again: one that finds a run under way in another
 * context (a tab's poll, a tab being closed) follows it, as that run may have read the queue
 * before the change that asked for this one. Answered busy, a file chosen during a tab's poll sat
 * 'not sent yet' until a later poll, and until the app was opened again once that tab closed.
 * Busy once more, a run begun since then reads the queue afresh.
 */
export async function runSyncAfterHolder(db: AppDb, net: Net, registry: DeviceRegistry): Promise<SyncReport> {
  const report = await runSync(db, net, registry);
  if (report.outcome !== 'busy') return report;
  await untilFree(REPLAY_LOCK);
  return runSync(db, net, registry);
}

async function syncRounds(db: AppDb, net: Net, registry: DeviceRegistry): Promise<SyncReport> {
  // Holding the lock, nothing else is sending: anything left 'sending' died with its tab.
  await db.outbox.where('status').equals('sending').modify({ status: 'pending' });
  // Files first: the operations that refer to them wait until the server has them.
  let filesLeft = (await uploadQueuedFiles(db, net)).outcome !== 'done';
  let sent = 0;
  let pulled = 0;
  let more = true;
  let clockOffset: number | null = null;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const step = await syncOnce(db, net, registry);
    if (step.outcome !== 'synced') {
      await db.meta.put({ key: 'lastError', value: step.outcome });
      return step;
    }
    sent += step.sent;
    pulled += step.pulled;
    clockOffset = step.clockOffset ?? clockOffset;
    if (filesLeft) {
      // The shore answered: files whose upload found no link (a drop mid-chunk) or a token it
      // refused (renewed in this round) go once more now, and the changes behind them in another
      // round. Before, they sat 'not sent yet' until a later poll, or the app's next opening.
      filesLeft = false;
      if ((await uploadQueuedFiles(db, net)).outcome === 'done') continue;
    }
    if (!step.more && !step.queued) {
      more = false;
      break;
    }
  }
  await db.meta.bulkPut([
    { key: 'lastSyncAt', value: net.now() },
    { key: 'lastError', value: null },
    ...(clockOffset === null ? [] : [{ key: 'shoreClockOffset' as const, value: clockOffset }]),
  ]);
  return { outcome: 'synced', sent, pulled, ...(more ? { more } : {}) };
}

async function syncOnce(db: AppDb, net: Net, registry: DeviceRegistry) {
  let session: Awaited<ReturnType<typeof freshSession>>;
  try {
    session = await freshSession(db, net);
  } catch (e) {
    if (e instanceof OfflineError) return { outcome: 'offline' as const };
    throw e;
  }
  if (!session) {
    const exists = await db.session.get('current');
    return { outcome: exists ? ('needs-login' as const) : ('no-session' as const) };
  }
  const oneByOne = Boolean((await db.meta.get(ONE_BY_ONE))?.value);
  const due = await dueEntries(db, session.user.id, net.now(), oneByOne ? 1 : MAX_SYNC_OPS, registry);
  // Each entry as it stands when marked: an edit merged into it after the queue was read (another
  // tab, the page while the worker runs) is what goes. Sent as read, the server kept the earlier
  // body under the key, its answer settled the entry, and the user's last edit was lost unseen.
  const entries = await db.transaction('rw', db.outbox, async () => {
    const rows = await db.outbox.bulkGet(due.map((e) => e.id));
    const still = rows.filter((e): e is OutboxEntry => e?.status === 'pending');
    for (const e of still) await db.outbox.update(e.id, { status: 'sending', attempts: e.attempts + 1 });
    return still;
  });
  const plan = await planPull(db, session, net.now());
  const badges = await badgeAsk(db);
  const body = JSON.stringify({
    cursor: plan.cursor,
    ...(plan.first ? { first: plan.first } : {}),
    ops: entries.map((e) => ({ id: e.id, op: e.op, body: e.body, baseVersion: e.baseVersion })),
    ...(badges ? { badges } : {}),
  });

  let res: Response | null = await post(net, session.accessToken, body);
  if (res?.status === 401) {
    // The token was refused before its time (revoked, server secret changed): refresh once.
    // A renewal that reached no shore (the link dropped, its answer a 5xx) is no answer: the
    // batch waits for the link. Taken as a refusal, it ended a good session and every change
    // waited until the user typed the password again.
    const renewed = await freshSession(db, net, true).catch((e) =>
      e instanceof OfflineError ? 'offline' : null,
    );
    if (renewed === 'offline') res = null;
    else res = renewed ? await post(net, renewed.accessToken, body) : res;
  }
  if (res && REFUSED_WHOLE.has(res.status) && entries.length > 0) {
    return { ...(await isolateRefusal(db, registry, entries, res)), sent: 0, pulled: 0, more: false };
  }
  if (!res?.ok) {
    // A gateway's 502, 503 or 504 (the ship's proxy, the shore's balancer) is no answer from the
    // shore, as the link monitor counts it: the change waits for the link and goes once the
    // shore answers, not after a server error's back-off (field test: 30 s against 3 s).
    const unanswered = !res || isGatewayFailure(res.status);
    await giveBack(
      db,
      entries,
      net.now(),
      res?.status === 401 ? 'needs-login' : unanswered ? 'offline' : 'server',
    );
    if (!res || unanswered) return { outcome: 'offline' as const };
    if (res.status === 401) {
      await db.session.update('current', { needsLogin: true });
      return { outcome: 'needs-login' as const };
    }
    return { outcome: 'server-error' as const };
  }
  let answer: SyncResponse & { changes: { more?: boolean; reset?: boolean } };
  try {
    answer = await readAnswer(res);
  } catch {
    // The link dropped while the answer came: no answer. The server may hold the batch; sent again
    // under the same keys it answers as before. Thrown, the run left the entries 'sending' until a
    // later run and the page read the dropped link as a server error.
    await giveBack(db, entries, net.now(), 'offline');
    return { outcome: 'offline' as const };
  }
  if (oneByOne && entries.length === 0) await db.meta.delete(ONE_BY_ONE);
  // The shore's clock, against which the app tells a user whose phone has the wrong date (kept
  // with the run's last sync time, one write a run).
  const clockOffset = shoreClockOffset(res.headers.get('date'), net.now());
  // The shore answered: what was held back only for want of a link goes in the next round, not
  // after its back-off (a page opened once the shore is back has no "link back" event to see).
  await dueWhenLinkBack(db, net.now());
  const byId = new Map(answer.results.map((r) => [r.id, r]));
  await db.transaction(
    'rw',
    [db.session, db.outbox, db.meta, db.shadows, ...syncedTables(registry, db)],
    async () => {
      // The user logged out while the batch was on its way: the device forgot their records, and
      // what the shore sent for them is not written back for the next user.
      if ((await db.session.get('current'))?.user.id !== session.user.id) return;
      for (const e of entries) {
        if (!(await stillSending(db, e.id))) continue;
        const result = byId.get(e.id);
        if (result) await applyResult(db, registry, { ...e, attempts: e.attempts + 1 }, result);
        else await db.outbox.update(e.id, { status: 'pending' });
      }
      if (badges && answer.badges) await keepBadges(db, badges, answer.badges);
      if (answer.changes.reset) return startAfresh(db, registry);
      await applyChanges(db, registry, answer.changes, await touchedIds(db, registry));
      await advancePull(db, plan, answer.changes);
    },
  );
  return {
    outcome: 'synced' as const,
    clockOffset,
    queued: (await dueEntries(db, session.user.id, net.now(), 1, registry)).length > 0,
    sent: entries.length,
    pulled: kindsOf(registry).reduce((n, kind) => n + (answer.changes[kind]?.length ?? 0), 0),
    more: Boolean(answer.changes.more || answer.changes.reset) || (await firstSyncUnderWay(db)),
  };
}

/** Answers that refuse the batch as a whole for what it holds (malformed, too large): no retry mends them. */
const REFUSED_WHOLE = new Set([400, 413]);
/** Set while the device sends its changes one at a time to find the one the server refuses. */
const ONE_BY_ONE = 'sendOneByOne' as const;

/**
 * The server refused the whole batch, so one of its entries cannot be sent as it is: sent again
 * whole it would be refused forever and hold back every change behind it. The entries go back
 * to the queue (no back-off: nothing failed on the way) and are sent one at a time; an entry
 * refused on its own is kept as rejected, with the server's reason, for the user to retry or
 * discard on the Sync page, and the others carry on.
 */
async function isolateRefusal(db: AppDb, registry: DeviceRegistry, entries: OutboxEntry[], res: Response) {
  const refusal = (await res.json().catch(() => ({}))) as { message?: unknown; errorList?: FieldError[] };
  await db.transaction('rw', [db.outbox, db.meta, db.shadows, ...syncedTables(registry, db)], async () => {
    const [only] = entries;
    if (entries.length > 1 || !only) {
      for (const e of entries)
        if (await stillSending(db, e.id)) await db.outbox.update(e.id, { status: 'pending' });
      await db.meta.put({ key: ONE_BY_ONE, value: 1 });
      return;
    }
    if (!(await stillSending(db, only.id))) return;
    await applyResult(
      db,
      registry,
      { ...only, attempts: only.attempts + 1 },
      {
        id: only.id,
        status: 'rejected',
        message: typeof refusal.message === 'string' ? refusal.message : MSG.status400,
        ...(Array.isArray(refusal.errorList) ? { errorList: refusal.errorList } : {}),
      },
    );
    await db.meta.delete(ONE_BY_ONE);
  });
  return { outcome: 'synced' as const, queued: true };
}

/**
 * Whether the entry is still the run's to settle. A logout waits 5 s for a sync, then seals the
 * user's unsent changes (seal.ts): written over the seal with what came back ('pending', a
 * refusal), a change did not open at the next login and went out with no body, refused, lost.
 * Left sealed, it goes again under its key once opened, and the server answers the same.
 */
const stillSending = async (db: AppDb, id: string) => (await db.outbox.get(id))?.status === 'sending';

/** The answer's JSON, unpacked when the server sent it in the sync encoding. */
async function readAnswer<T>(res: Response): Promise<T> {
  if (!inSyncEncoding(res.headers)) return (await res.json()) as T;
  return JSON.parse(unpackSync(new Uint8Array(await res.arrayBuffer()))) as T;
}

async function post(net: Net, token: string, json: string): Promise<Response | null> {
  try {
    // Over a satellite link every byte costs: both ways go in the sync encoding, which the body
    // says alone (sync-wire.ts); headers are most of a poll, so no more of them than that.
    return await net.fetch(`${net.baseUrl}/sync`, {
      method: 'POST',
      headers: { 'content-encoding': SYNC_ENCODING, authorization: `Bearer ${token}` },
      body: new Uint8Array(packSync(json)),
    });
  } catch {
    return null;
  }
}

/** Entries that did not get an answer go back to the queue; a failed attempt backs off. */
async function giveBack(
  db: AppDb,
  entries: OutboxEntry[],
  now: number,
  why: 'offline' | 'server' | 'needs-login',
) {
  await db.transaction('rw', db.outbox, async () => {
    for (const e of entries) {
      if (!(await stillSending(db, e.id))) continue;
      const attempts = e.attempts + 1;
      await db.outbox.update(e.id, {
        status: 'pending',
        nextAttemptAt: why === 'needs-login' ? now : now + retryDelayMs(attempts),
        lastError: why,
      });
    }
  });
}
