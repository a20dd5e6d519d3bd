import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * A token family lives while its refresh token does: once that expires the session can never be
 * refreshed, so an access token of the family that outlives it (a server configured with a long
 * ACCESS_TOKEN_TTL_SECONDS) is refused too, by the REST routes and by a poll at the head (which
 * the embedded database answers from a caller kept in memory).
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ accessTtlSeconds: 3 * 86_400, refreshTtlDays: 1 });
});
afterAll(() => s.close());

const HOUR = 3_600_000;

describe('a token family whose refresh token expired', () => {
  it('is over: its still-valid access token is refused, and refresh too', async () => {
    const session = await s.login('crew@demo.yacht');
    const poll = (cursor: number) => s.post('/sync', { cursor, ops: [] }, session.accessToken);
    let cursor = 0;
    for (let more = true; more; ) {
      const res = await poll(cursor);
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { changes: { cursor: number; more: boolean } };
      more = answer.changes.more || answer.changes.cursor !== cursor;
      cursor = answer.changes.cursor;
    }
    expect((await s.request('/me', { token: session.accessToken })).status).toBe(200);

    s.advance(23 * HOUR); // the refresh token has an hour left
    expect((await poll(cursor)).status).toBe(200);
    s.advance(2 * HOUR); // expired an hour ago; the access token has two days left
    expect((await poll(cursor)).status).toBe(401);
    expect((await s.request('/me', { token: session.accessToken })).status).toBe(401);
    expect((await s.post('/refreshtoken', { refreshToken: session.refreshToken })).status).toBe(401);
  });
});
