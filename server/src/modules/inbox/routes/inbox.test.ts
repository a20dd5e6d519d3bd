import type { InboxMessage } from '@contracts/inbox';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

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

  it('takes the spec’s Message sent whole, its read-only fields as a new message has them', async () => {
    const message = {
      id: 0,
      yachtId: aurora,
      userId: id.crew,
      header: 'Spec shaped',
      text: 'Sent as the spec’s Message.',
      sender: 'Erik Holm',
      // The moment of sending, as a spec client stamps it (its clock a little off the server's).
      date: new Date(s.clock().getTime() - 3_600_000).toISOString(),
      seen: false,
    };
    const res = await s.post('/notification', message, token.officer);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ sent: 1 });
    expect((await inbox('crew'))[0]).toMatchObject({
      header: 'Spec shaped',
      sender: 'Erik Holm',
      seen: false,
    });
    expect((await s.post('/notification', { ...message, id: null, date: null }, token.officer)).status).toBe(
      200,
    );
    const today = s.clock().toISOString().slice(0, 10);
    expect((await s.post('/notification', { ...message, date: today }, token.officer)).status).toBe(200);
    // Read-only: a value a new message cannot have is refused, never ignored.
    for (const [property, value] of [
      ['sender', 'The Captain'],
      ['seen', true],
      ['id', 42],
      // Dated otherwise than sent: never stamped now unseen.
      ['date', '2020-01-01'],
      ['date', new Date(s.clock().getTime() - 3 * 86_400_000).toISOString()],
      ['date', new Date(s.clock().getTime() + 3 * 86_400_000).toISOString()],
    ] as const) {
      const refused = await s.post('/notification', { ...message, [property]: value }, token.officer);
      expect([property, refused.status]).toEqual([property, 400]);
      expect((await refused.json()).errorList).toEqual([{ property, message: MSG.readOnlyField }]);
    }
  });

  describe('POST /notification to named people (issue 30, section 4)', () => {
    /** Everyone who got a message with this header, by user id. */
    const reached = async (header: string) =>
      (
        await s.db.query<{ user_id: number }>(
          'SELECT user_id FROM inbox_messages WHERE header = $1 ORDER BY user_id',
          [header],
        )
      ).map((r) => Number(r.user_id));
    const send = (body: Record<string, unknown>) =>
      s.post(
        '/notification',
        { yachtId: aurora, text: 'Please see to your passport.', ...body },
        token.officer,
      );

    it('a userId reaches that one person; the rest of the vessel gets nothing', async () => {
      const res = await send({ header: 'For Sam only', userId: id.crew });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ sent: 1 });
      expect(await reached('For Sam only')).toEqual([id.crew]);
      expect((await inbox('crew'))[0]).toMatchObject({ header: 'For Sam only', vesselId: aurora });
      expect((await inbox('captain')).some((m) => m.header === 'For Sam only')).toBe(false);
    });

    it('userIds reach exactly the people named', async () => {
      const res = await send({ header: 'For two', userIds: [id.crew, id.captain] });
      expect(await res.json()).toEqual({ sent: 2 });
      expect(await reached('For two')).toEqual([id.crew!, id.captain!].sort((a, b) => a - b));
    });

    it('a user not on the vessel is refused, and nobody gets the message', async () => {
      const [elsewhere] = await s.db.query<{ id: number }>(
        `SELECT u.id FROM users u WHERE NOT EXISTS
           (SELECT 1 FROM user_vessel_roles r WHERE r.user_id = u.id AND r.vessel_id = $1) LIMIT 1`,
        [aurora],
      );
      for (const [header, body] of [
        ['Stranger one', { userId: elsewhere!.id }],
        ['Stranger two', { userIds: [id.crew, elsewhere!.id] }],
        ['Stranger three', { userId: id.crew, userIds: [999_999] }],
      ] as const) {
        const res = await send({ header, ...body });
        expect([header, res.status, (await res.json()).message]).toEqual([
          header,
          403,
          "You don't have access to requested resource.",
        ]);
        expect(await reached(header)).toEqual([]);
      }
    });

    it('a recipient field it does not know, or an empty list, is refused rather than sent to all', async () => {
      for (const [header, body] of [
        ['Typo', { users: [id.crew] }],
        ['Snake case', { user_id: id.crew }],
        ['Nobody', { userIds: [] }],
      ] as const) {
        const res = await send({ header, ...body });
        expect([header, res.status]).toEqual([header, 400]);
        expect((await res.json()).message).toBe("Data you've entered are invalid.");
        expect(await reached(header)).toEqual([]);
      }
    });

    it('named both ways, each person named gets it once', async () => {
      const res = await send({ header: 'Both ways', userId: id.crew, userIds: [id.crew, id.captain] });
      expect(await res.json()).toEqual({ sent: 2 });
      expect(await reached('Both ways')).toEqual([id.crew!, id.captain!].sort((a, b) => a - b));
    });
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
    expect(message!.header).toBe('Hours of rest ready to countersign: Sam Taylor, October 2026');
  });
});
