import { RECORD_KINDS, type RecordKind } from '@contracts/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { FEED_SOURCES } from '../composition';
import type { FeedSource } from '../kernel/sync-kit';
import { versionTable } from './feed-head';

/**
 * A poll at the head reads the feed heads only (migration 0040): a change that did not raise
 * its vessel's head would never reach a device. Tables with a version column the feed does not read.
 */
const NOT_IN_THE_FEED = new Set(['feed_heads']);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const WORK = '000000000000111111111111000011111111110000000000';
type Page = { cursor: number; more: boolean; restDays?: { userId: number; date: string }[] };

/** The feed followed until a poll leaves the cursor where it was; the rows it brought. */
async function follow(token: string, from: number) {
  let cursor = from;
  const days: { userId: number; date: string }[] = [];
  for (;;) {
    const page = (await (await s.request(`/sync/changes?since=${cursor}`, { token })).json()) as Page;
    days.push(...(page.restDays ?? []));
    if (!page.more && page.cursor === cursor) return { cursor, days };
    cursor = page.cursor;
  }
}

describe('feed heads', () => {
  it("a crew member's poll brings their own day an officer saved, never a shipmate's", async () => {
    const aurora = await s.vesselId('aurora');
    const crewId = await s.idOf('crew@demo.yacht');
    const [mate] = await s.db.query<{ user_id: number }>(
      `SELECT uvr.user_id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level < 4 AND uvr.user_id <> $2 LIMIT 1`,
      [aurora, crewId],
    );
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const officer = (await s.login('captain@demo.yacht')).accessToken;
    const head = await follow(crew, 0);
    const save = async (userId: number, date: string) => {
      const res = await s.post(
        `/hor/day/${userId}`,
        { yachtId: aurora, dates: [date], binary: WORK },
        officer,
      );
      expect(res.status).toBe(200);
    };
    await save(mate!.user_id, '2026-11-10');
    const after = await follow(crew, head.cursor);
    expect(after.days).toEqual([]);
    await save(crewId, '2026-11-11');
    const own = await follow(crew, after.cursor);
    expect(own.days.map((d) => [d.userId, d.date])).toEqual([[crewId, '2026-11-11']]);
  });

  it('every table with change numbers raises its heads on insert and update', async () => {
    const tables = await s.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
        WHERE column_name = 'version' AND table_schema = current_schema() ORDER BY 1`,
    );
    const triggered = await s.db.query<{ table_name: string; n: number | string }>(
      `SELECT c.relname AS table_name, count(*) AS n FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE t.tgname IN ('feed_heads_insert', 'feed_heads_update') AND c.relnamespace = current_schema()::regnamespace
        GROUP BY 1`,
    );
    const both = new Set(triggered.filter((t) => Number(t.n) === 2).map((t) => t.table_name));
    const missing = tables.map((t) => t.table_name).filter((t) => !both.has(t) && !NOT_IN_THE_FEED.has(t));
    expect(missing).toEqual([]);
  });

  it.each([...RECORD_KINDS])(
    'no %s row of the demo fleet is above the head of its table',
    async (kind: RecordKind) => {
      const source = FEED_SOURCES[kind] as FeedSource<RecordKind>;
      const table = versionTable(source.select);
      const above = await s.db.query(
        `SELECT x.vessel_id, x.user_id, max(x.version) AS version FROM (${source.select}) x
        GROUP BY 1, 2
       HAVING max(x.version) > (SELECT COALESCE(max(h.version), 0) FROM feed_heads h
         WHERE h.vessel_id = COALESCE(x.vessel_id, 0)
           AND (x.vessel_id IS NOT NULL OR h.user_id IN (0, COALESCE(x.user_id, 0)))
           AND ($1::text IS NULL OR h.table_name IN ('', $1::text)))`,
        [table],
      );
      expect(above).toEqual([]);
    },
  );
});
