import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { secondInstance } from '../../testing/second-instance';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * A device whose cursor is above every change number the database ever issued (it synced with a
 * database since restored from an older backup, or it made the cursor up) would be told "nothing
 * new" forever. It is answered with the reset of an access change and downloads afresh; a cursor
 * the database did issue, through whichever server, is answered as always.
 */
let s: TestServer;
let b: Awaited<ReturnType<typeof secondInstance>>;
let crewToken: string;
let captainToken: string;
let aurora: number;
beforeAll(async () => {
  s = await startTestServer();
  b = await secondInstance(s);
  crewToken = (await s.login('crew@demo.yacht')).accessToken;
  captainToken = (await s.login('captain@demo.yacht')).accessToken;
  aurora = await s.vesselId('aurora');
});
afterAll(async () => {
  await b.close();
  await s.close();
});

type Feed = { cursor: number; more: boolean; reset?: boolean } & Record<string, unknown>;

/** A poll as the app sends it, through server A or B. */
async function poll(cursor: number, via: 'a' | 'b' = 'a'): Promise<Feed> {
  const init = {
    method: 'POST',
    headers: { authorization: `Bearer ${crewToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ cursor, ops: [] }),
  };
  const res = await (via === 'a' ? s.app : b.app).request('/api/v1/sync', init);
  expect(res.status).toBe(200);
  return ((await res.json()) as { changes: Feed }).changes;
}

/** Follows the feed from `cursor` to its end, as a device does; the cursor there. */
async function toHead(cursor = 0, via: 'a' | 'b' = 'a') {
  for (let n = 0; n < 50; n++) {
    const answer = await poll(cursor, via);
    expect(answer.reset).toBeUndefined();
    if (!answer.more && answer.cursor === cursor) return cursor;
    cursor = answer.cursor;
  }
  throw new Error('the feed never ended');
}

const issuedSoFar = async () => {
  const [row] = await s.db.query<{ v: string | number }>('SELECT last_value AS v FROM change_seq');
  return Number(row!.v);
};

/** The captain posts to the vessel's notice board: a change the crew member sees. */
const notice = async (header: string) => {
  const res = await s.post('/notification', { yachtId: aurora, header, text: 'At 09:00.' }, captainToken);
  expect(res.status).toBe(200);
};

describe('a cursor from the future', () => {
  it('is answered with the reset; from 0 the device follows the feed again and gets new changes', async () => {
    const head = await toHead();
    const future = (await issuedSoFar()) + 1_000;
    expect(await poll(future)).toEqual({ cursor: 0, more: false, reset: true });
    // The same on the plain feed, and again on the next poll: it never turns into "nothing new".
    const plain = await s.request(`/sync/changes?since=${future}`, { token: crewToken });
    expect(await plain.json()).toEqual({ cursor: 0, more: false, reset: true });
    expect(await poll(future)).toEqual({ cursor: 0, more: false, reset: true });
    // A page of a first sync from there: no page of one ever ends above its ceiling.
    const first = { part: 'rest', vesselId: aurora, from: '2026-10', until: future + 5 };
    const page = await s.post('/sync', { cursor: future, first, ops: [] }, crewToken);
    expect(((await page.json()) as { changes: Feed }).changes).toEqual({
      cursor: 0,
      more: false,
      reset: true,
    });

    const again = await toHead(0);
    expect(again).toBeGreaterThanOrEqual(head);
    await notice('Stores');
    const news = await poll(again);
    expect(news.reset).toBeUndefined();
    expect(JSON.stringify(news)).toContain('Stores');
    expect(news.cursor).toBeGreaterThan(again);
  });

  it('a cursor the database issued that this server never saw is answered "nothing new", not reset', async () => {
    const head = await toHead();
    // Another server took these change numbers (writes the crew member may not see).
    const [row] = await s.db.query<{ v: string | number }>(
      'SELECT next_change() AS a, next_change() AS b, next_change() AS v',
    );
    const elsewhere = Number(row!.v);
    expect(elsewhere).toBeGreaterThan(head);
    expect(await poll(elsewhere)).toEqual({ cursor: elsewhere, more: false });
    await notice('Fuel');
    const news = await poll(elsewhere);
    expect(news.reset).toBeUndefined();
    expect(JSON.stringify(news)).toContain('Fuel');
  });

  it('a cursor the second server handed out is followed by the first, though it is above what the first has seen', async () => {
    await toHead();
    // Through server B: a change on Solstice, a vessel the crew member is not on...
    const fleet = (await s.login('fleet@demo.yacht')).accessToken;
    const solstice = await s.vesselId('solstice');
    const viaB = await b.app.request('/api/v1/notification', {
      method: 'POST',
      headers: { authorization: `Bearer ${fleet}`, 'content-type': 'application/json' },
      body: JSON.stringify({ yachtId: solstice, header: 'Lines', text: 'At 10:00.' }),
    });
    expect(viaB.status).toBe(200);
    // ...then a new device's first sync through B ends at B's ceiling, past that change.
    let first = { part: 'first', vesselId: aurora, from: '2026-10' } as Record<string, unknown>;
    let cursor = 0;
    for (let n = 0; n < 50; n++) {
      const res = await b.app.request('/api/v1/sync', {
        method: 'POST',
        headers: { authorization: `Bearer ${crewToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ cursor, first, ops: [] }),
      });
      const changes = ((await res.json()) as { changes: Feed & { until?: number } }).changes;
      expect(changes.reset).toBeUndefined();
      first = { ...first, until: changes.until };
      cursor = changes.more ? changes.cursor : 0;
      if (!changes.more && first.part === 'rest') {
        cursor = changes.until!;
        break;
      }
      if (!changes.more) first = { ...first, part: 'rest' };
    }
    expect(cursor).toBe(await issuedSoFar());
    // Server A has not seen that change number; it is one the database issued, so no reset.
    expect(await poll(cursor, 'a')).toEqual({ cursor, more: false });
    await notice('Water');
    expect(JSON.stringify(await poll(cursor, 'a'))).toContain('Water');
  });

  it('a poll at the head does not read the sequence: the idle poll stays one read', async () => {
    const head = await toHead();
    await poll(head);
    const seen: string[] = [];
    const spy = vi.spyOn(s.db, 'query');
    const read = s.db.soleWriter ? vi.spyOn(s.db.soleWriter, 'readOnly') : null;
    expect(await poll(head)).toEqual({ cursor: head, more: false });
    for (const call of spy.mock.calls) seen.push(String(call[0]));
    expect(seen.filter((sql) => sql.includes('change_seq'))).toEqual([]);
    // The embedded database answers it from memory (kept-callers.ts); PostgreSQL in one read.
    if (read) expect(read).not.toHaveBeenCalled();
    else expect(seen).toHaveLength(1);
    spy.mockRestore();
    read?.mockRestore();
  });
});
