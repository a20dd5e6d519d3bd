import { addDays, datesInMonth } from '@domain/calendar/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { loadActor } from '../kernel/actors';
import { changesSince } from './changes-since';

let s: TestServer;
let aurora: number;
let crewId: number;
let crewToken: string;
const WORK = '111111110000000000000000111111110000000000000000';

const months = Array.from({ length: 72 }, (_, i) => {
  const y = 2030 + Math.floor(i / 12);
  return `${y}-${String((i % 12) + 1).padStart(2, '0')}`;
});

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  crewToken = (await s.login('crew@demo.yacht')).accessToken;
  // 72 whole months, each saved as one range: every day of a month shares one change number.
  for (const month of months) {
    const res = await s.post(
      `/hor/day/${crewId}`,
      { yachtId: aurora, dates: datesInMonth(month), binary: WORK },
      crewToken,
    );
    expect(res.status).toBe(200);
  }
});
afterAll(() => s.close());

type Day = { userId: number; vesselId: number; date: string; version: number };
const savedDays = () => {
  const out: string[] = [];
  for (let d = '2030-01-01'; d <= '2035-12-31'; d = addDays(d, 1)) out.push(d);
  return out;
};

/** Pages through the feed to its end, as a device does, and collects the crew member's days. */
async function pageThrough(
  next: (since: number) => Promise<{ cursor: number; more: boolean; restDays?: Day[] }>,
) {
  const seen = new Map<string, number>();
  let since = 0;
  for (let page = 0; page < 500; page++) {
    const answer = await next(since);
    for (const d of answer.restDays ?? [])
      if (d.userId === crewId && d.vesselId === aurora && d.date >= '2030') seen.set(d.date, d.version);
    expect(answer.cursor).toBeGreaterThanOrEqual(since);
    since = answer.cursor;
    if (!answer.more) return seen;
  }
  throw new Error('the feed never ended');
}

describe('the change feed across page boundaries', () => {
  it('GET /sync/changes delivers every day of 72 range saves in 2,000-row pages', async () => {
    const seen = await pageThrough(async (since) =>
      (await s.request(`/sync/changes?since=${since}`, { token: crewToken })).json(),
    );
    expect(savedDays()).toHaveLength(2191);
    expect([...seen.keys()].sort()).toEqual(savedDays());
  });

  it('small pages (50 rows) never end inside a group of rows sharing a change number', async () => {
    const actor = (await loadActor(s.db, crewId, '2026-11-15'))!;
    const seen = await pageThrough((since) => changesSince(s.db, actor, { since, pageSize: 50 }));
    expect([...seen.keys()].sort()).toEqual(savedDays());
  });

  it('the two parts of a first sync together deliver the same as the plain feed, each row once', async () => {
    const actor = (await loadActor(s.db, crewId, '2026-11-15'))!;
    const plain = await changesSince(s.db, actor, { since: 0, pageSize: 100_000 });
    const rows: string[] = [];
    let firstAnswerDays = 0;
    let until: number | undefined;
    for (const part of ['first', 'rest'] as const) {
      let since = 0;
      for (;;) {
        const a = await changesSince(s.db, actor, {
          since,
          first: { part, vesselId: aurora, from: '2026-10', ...(until ? { until } : {}) },
          pageSize: 500,
        });
        if (part === 'first' && since === 0) firstAnswerDays = a.restDays?.length ?? 0;
        for (const d of a.restDays ?? []) rows.push(`${d.userId}/${d.vesselId}/${d.date}`);
        until = a.until;
        since = a.cursor;
        if (!a.more) break;
      }
      if (part === 'rest') expect(since).toBe(until);
    }
    expect(firstAnswerDays).toBeGreaterThan(0);
    expect(rows.sort()).toEqual(
      (plain.restDays ?? []).map((d) => `${d.userId}/${d.vesselId}/${d.date}`).sort(),
    );
  });
});
