import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, TEST_TODAY, type TestServer } from './test-server';

/**
 * The feed-heads attack's server and devices (issue 34): a poll answered from the feed heads
 * (migration 0040) must neither miss a change the user may see nor bring one they may not.
 * The values are live bindings, set before the calling file's tests run (see crew-server.ts).
 */
export let s: TestServer;
export let aurora: number;
export let meridian: number;
export let tok: Record<string, string>;
export let id: Record<string, number>;

/** The demo fleet, and the demo roles plus a crew member of Meridian alone (crewB), signed in. */
export function openFeedAttackServer() {
  beforeAll(async () => {
    s = await startTestServer();
    aurora = await s.vesselId('aurora');
    meridian = await s.vesselId('meridian');
    const [other] = await s.db.query<{ email: string }>(
      `SELECT u.email FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level < 4 AND uvr.end_date IS NULL AND u.email IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM user_vessel_roles o WHERE o.user_id = u.id AND o.vessel_id <> $1)
        ORDER BY u.id LIMIT 1`,
      [meridian],
    );
    const who = {
      crew: 'crew@demo.yacht',
      captain: 'captain@demo.yacht',
      fleet: 'fleet@demo.yacht',
      purser: 'purser@demo.yacht',
      crewB: other!.email,
    };
    tok = {};
    id = {};
    for (const [k, email] of Object.entries(who)) {
      tok[k] = (await s.login(email)).accessToken;
      id[k] = await s.idOf(email);
    }
  });
  afterAll(() => s.close());
}

export const WORK = '000000000000111111111111000011111111110000000000';
export type Row = { vesselId?: number | null; userId?: number | null; version?: number };
export type Changes = { cursor: number; more: boolean; reset?: boolean } & Record<string, unknown>;

export type First = { part: 'first' | 'rest'; vesselId: number; from: string; until?: number };

/**
 * A device as the app runs one (src/sync/first-sync.ts): a first sync in two parts (its own
 * records and the vessel's recent ones, then the rest) up to the ceiling the server names, then
 * the feed from there; a reset starts it afresh. `copy` is every row sent since the last start.
 */
export function device(token: string, vesselId: number, post = s.post) {
  const d = {
    vesselId,
    cursor: 0,
    resets: 0,
    first: null as (First & { since: number }) | null,
    copy: [] as (Row & { kind: string })[],
    /** Syncs until nothing more comes; the rows this round brought. */
    async sync() {
      const got: (Row & { kind: string })[] = [];
      if (d.cursor === 0 && !d.first)
        d.first = { part: 'first', vesselId: d.vesselId, from: '2026-10', since: 0 };
      for (let n = 0; n < 100; n++) {
        const plan = d.first;
        const body = plan
          ? {
              cursor: plan.since,
              first: { part: plan.part, vesselId: d.vesselId, from: plan.from, until: plan.until },
              ops: [],
            }
          : { cursor: d.cursor, ops: [] };
        const res = await post('/sync', body, token);
        expect(res.status).toBe(200);
        const { changes } = (await res.json()) as { changes: Changes & { until?: number } };
        if (changes.reset) {
          d.resets++;
          d.copy = [];
          d.cursor = 0;
          d.first = { part: 'first', vesselId: d.vesselId, from: '2026-10', since: 0 };
          continue;
        }
        for (const [kind, rows] of Object.entries(changes))
          if (Array.isArray(rows))
            for (const r of rows as Row[]) {
              got.push({ ...r, kind });
              d.copy.push({ ...r, kind });
            }
        if (plan) {
          const until = changes.until ?? plan.until ?? changes.cursor;
          if (changes.more) d.first = { ...plan, until, since: changes.cursor };
          else if (plan.part === 'first') d.first = { ...plan, part: 'rest', until, since: 0 };
          else {
            d.first = null;
            d.cursor = until;
          }
          continue;
        }
        if (!changes.more && changes.cursor === d.cursor) return got;
        expect(changes.cursor).toBeGreaterThanOrEqual(d.cursor);
        d.cursor = changes.cursor;
      }
      throw new Error('the feed never settled');
    },
  };
  return d;
}
export const days = (rows: (Row & { kind: string })[]) =>
  rows.filter((r) => r.kind === 'restDays').map((r) => [r.userId, (r as { date?: string }).date]);

export async function saveDay(by: string, userId: number, vesselId: number, date: string) {
  const res = await s.post(`/hor/day/${userId}`, { yachtId: vesselId, dates: [date], binary: WORK }, tok[by]);
  expect(res.status).toBe(200);
}

/** The vessels a user holds a current role on (what their devices may hold rows of). */
export async function vesselsOf(userId: number) {
  const rows = await s.db.query<{ vessel_id: number }>(
    'SELECT vessel_id FROM user_vessel_roles WHERE user_id = $1 AND (end_date IS NULL OR end_date >= $2)',
    [userId, TEST_TODAY],
  );
  return new Set(rows.map((r) => Number(r.vessel_id)));
}

/** A crew member (level below 4) of one vessel only, logged in; `skip` picks another one. */
export async function aCrewOf(vesselId: number, skip: number) {
  const [row] = await s.db.query<{ id: number; email: string }>(
    `SELECT u.id, u.email FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.vessel_id = $1 AND r.permission_level < 4 AND uvr.end_date IS NULL AND u.email IS NOT NULL
        AND u.email <> 'crew@demo.yacht'
        AND NOT EXISTS (SELECT 1 FROM user_vessel_roles o WHERE o.user_id = u.id AND o.vessel_id <> $1)
      ORDER BY u.id LIMIT 1 OFFSET $2`,
    [vesselId, skip],
  );
  return { id: Number(row!.id), token: (await s.login(row!.email)).accessToken };
}

/** The fleet manager moves a user from Aurora to Meridian (users administration). */
export async function transfer(userId: number) {
  const res = await s.post('/users/transfer', { userId, fromYachtId: aurora, yachtId: meridian }, tok.fleet);
  expect(res.status).toBe(200);
}
