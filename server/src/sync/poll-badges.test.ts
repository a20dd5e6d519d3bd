import { badgeTag } from '@contracts/badge-tag';
import type { StatusAnswer } from '@contracts/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** Issue 34, goal 1: the top bar's badges ride on the poll, only when they changed. */
let s: TestServer;
/** The crew member's and the officer's tokens, and a vessel the crew member has no role on. */
const the = { crew: '', officer: '', aurora: 0, elsewhere: 0 };
beforeAll(async () => {
  s = await startTestServer();
  the.aurora = await s.vesselId('aurora');
  the.crew = (await s.login('crew@demo.yacht')).accessToken;
  the.officer = (await s.login('officer@demo.yacht')).accessToken;
  const [away] = await s.db.query<{ id: number }>(
    `SELECT id FROM vessels WHERE id NOT IN (SELECT vessel_id FROM user_vessel_roles r JOIN users u
       ON u.id = r.user_id WHERE u.email = 'crew@demo.yacht') ORDER BY id LIMIT 1`,
  );
  the.elsewhere = away!.id;
});
afterAll(() => s.close());

type Answer = { changes: { cursor: number; messages?: { header: string }[] }; badges?: StatusAnswer };
const poll = async (badges: unknown, cursor = 0): Promise<Answer> =>
  (await s.post('/sync', { cursor, ops: [], ...(badges ? { badges } : {}) }, the.crew)).json();
const status = async (path: string): Promise<StatusAnswer> =>
  (await s.request(path, { token: the.crew })).json();

describe('badges in the sync answer', () => {
  it('carries the same counts as GET /status, for a vessel or for all', async () => {
    expect((await poll({ vesselId: the.aurora })).badges).toEqual(
      await status(`/status/foryacht/${the.aurora}`),
    );
    expect((await poll({})).badges).toEqual(await status('/status'));
  });

  it('leaves them out when the device holds them already, and when it does not ask', async () => {
    const first = await poll({ vesselId: the.aurora });
    const again = await poll({ vesselId: the.aurora, known: badgeTag(first.badges!) }, first.changes.cursor);
    expect(again).not.toHaveProperty('badges');
    expect(await poll(undefined)).not.toHaveProperty('badges');
  });

  it('brings a new message and its badge on the next poll', async () => {
    const before = await poll({ vesselId: the.aurora });
    await s.post('/notification', { yachtId: the.aurora, header: 'Stores', text: 'At 09:00.' }, the.officer);
    const after = await poll(
      { vesselId: the.aurora, known: badgeTag(before.badges!) },
      before.changes.cursor,
    );
    expect(after.badges?.inboxCount).toBe(before.badges!.inboxCount + 1);
    expect(after.changes.messages?.map((m) => m.header)).toEqual(['Stores']);
  });

  it('says nothing of a vessel the caller has no role on (GET /status refuses it)', async () => {
    expect((await s.request(`/status/foryacht/${the.elsewhere}`, { token: the.crew })).status).toBe(403);
    expect(await poll({ vesselId: the.elsewhere })).not.toHaveProperty('badges');
  });
});

describe('badges counted once while nothing changes', () => {
  it('are counted again when a change no feed numbers is a minute old', async () => {
    const before = await poll({ vesselId: the.aurora });
    const [message] = await s.db.query<{ id: number }>(
      `SELECT m.id FROM inbox_messages m JOIN users u ON u.id = m.user_id
        WHERE u.email = 'crew@demo.yacht' AND NOT m.seen AND NOT m.deleted ORDER BY m.id LIMIT 1`,
    );
    // Marked read behind the feeds' back: no change number, so the head stays where it was.
    await s.db.query('UPDATE inbox_messages SET seen = true WHERE id = $1', [message!.id]);
    const known = badgeTag(before.badges!);
    expect(await poll({ vesselId: the.aurora, known }, before.changes.cursor)).not.toHaveProperty('badges');
    s.advance(61_000);
    const after = await poll({ vesselId: the.aurora, known }, before.changes.cursor);
    expect(after.badges?.inboxCount).toBe(before.badges!.inboxCount - 1);
  });
});
