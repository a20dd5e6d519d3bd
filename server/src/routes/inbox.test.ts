import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../../src/contracts/inbox';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
let aurora: number;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  for (const who of ['crew', 'officer', 'captain']) {
    const session = await s.login(`${who}@demo.yacht`);
    token[who] = session.accessToken;
    id[who] = session.user.id;
  }
});
afterAll(() => s.close());

const inbox = async (who: string): Promise<InboxMessage[]> =>
  (await s.request('/notifications', { token: token[who] })).json();
let opSeq = 0;
const sync = async (who: string, op: string, body: unknown, cursor = 0) =>
  (
    await s.post(
      '/sync',
      { cursor, ops: [{ id: `01JINBOX${String(++opSeq).padStart(17, '0')}`, op, body, baseVersion: 0 }] },
      token[who],
    )
  ).json();

describe('inbox', () => {
  it('takes an officer message to the crew of the vessel, and counts it as new', async () => {
    const before = await (await s.request(`/status/foryacht/${aurora}`, { token: token.crew })).json();
    const res = await s.post(
      '/notification',
      { yachtId: aurora, header: 'Drill at 14:00', text: 'Muster at the tender garage with life jackets.' },
      token.officer,
    );
    expect((await res.json()).sent).toBeGreaterThan(5);
    const [message] = await inbox('crew');
    expect(message).toMatchObject({
      header: 'Drill at 14:00',
      sender: 'Erik Holm',
      vesselId: aurora,
      seen: false,
    });
    const after = await (await s.request(`/status/foryacht/${aurora}`, { token: token.crew })).json();
    expect(after.inboxCount).toBe(before.inboxCount + 1);
    // Not to themselves, and not to people of other vessels.
    expect((await inbox('officer')).some((m) => m.header === 'Drill at 14:00')).toBe(false);
    const stranger = await s.post(
      '/notification',
      { yachtId: aurora, header: 'x', text: 'y', userIds: [id.crew, 999_999] },
      token.officer,
    );
    expect(stranger.status).toBe(403);
  });

  it('marks a message seen and removes it through the outbox, for its owner only', async () => {
    const [message] = await inbox('crew');
    const other = await sync('captain', 'inbox/seen', { messageId: message!.id });
    expect(other.results[0].status).toBe('rejected');
    const seen = await sync('crew', 'inbox/seen', { messageId: message!.id });
    expect(seen.results[0].status).toBe('applied');
    expect((await inbox('crew'))[0]).toMatchObject({ id: message!.id, seen: true });
    const removed = await sync('crew', 'inbox/remove', { messageId: message!.id }, seen.changes.cursor);
    expect(removed.results[0].status).toBe('applied');
    // The other devices learn it from the feed: the message comes back marked deleted.
    expect(removed.changes.messages).toEqual([expect.objectContaining({ id: message!.id, deleted: true })]);
    expect((await inbox('crew')).some((m) => m.id === message!.id)).toBe(false);
  });

  it('answers 404 for another user’s message through the REST calls', async () => {
    await s.post(
      '/notification',
      { yachtId: aurora, header: 'Stores', text: 'Delivery at 09:00.' },
      token.captain,
    );
    const [message] = await inbox('crew');
    expect((await s.request(`/notifications/viewed/${message!.id}`, { token: token.officer })).status).toBe(
      404,
    );
    expect(
      (await s.request(`/notifications/${message!.id}`, { method: 'DELETE', token: token.officer })).status,
    ).toBe(404);
    expect((await s.request(`/notifications/viewed/${message!.id}`, { token: token.crew })).status).toBe(200);
    expect((await inbox('crew'))[0]!.seen).toBe(true);
  });

  it('tells the supervisors chosen after a sign-off, in their inbox', async () => {
    const notified = await sync('crew', 'hor/month/notify', {
      yachtId: aurora,
      month: '2026-10',
      userIds: [id.officer],
    });
    expect(notified.results[0].status).toBe('applied');
    const [message] = await inbox('officer');
    expect(message!.header).toBe('Hours of rest ready to countersign: Sam Taylor, 2026-10');
  });
});
