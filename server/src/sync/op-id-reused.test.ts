import { MSG } from '@contracts/messages';
import type { SyncOp } from '@contracts/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_TODAY, type TestServer } from '../../testing/test-server';
import { type Actor, loadActor } from '../kernel/actors';
import { applyBatch } from './apply-batch';

/**
 * An operation id (or an Idempotency-Key) stands for the one call first made under it: the same
 * call sent again gets the kept answer; another call under it is refused, never answered
 * "applied" for a change that was not made.
 */
let s: TestServer;
let at: { crew: Actor; aurora: number };

beforeAll(async () => {
  s = await startTestServer();
  const crew = (await loadActor(s.db, await s.idOf('crew@demo.yacht'), TEST_TODAY))!;
  at = { crew, aurora: await s.vesselId('aurora') };
});
afterAll(() => s.close());

const key = (batch: string, n: number) => `01JREUSED${batch}${String(n).padStart(16, '0')}`;
const WORK = `${'0'.repeat(12)}${'1'.repeat(30)}${'0'.repeat(6)}`;
const save = (id: string, date: string, binary = WORK) => ({
  id,
  op: 'hor/day/save',
  baseVersion: 0,
  body: { yachtId: at.aurora, userId: at.crew.id, dates: [date], binary },
});

/** As POST /sync applies a batch; `failing` makes that operation's follow-up throw (applied alone). */
const apply = async (ops: unknown[], failing?: string) =>
  (await applyBatch(
    s.db,
    at.crew,
    ops,
    s.clock(),
    () => {},
    async (_tx, op: SyncOp) => {
      if (op.id === failing) throw new Error('the disk is full');
    },
  )) as { id: string; status: string; version?: number; message?: string }[];

async function savedDays(dates: string[]) {
  const rows = await s.db.query<{ day: string; work: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, work FROM rest_days
      WHERE user_id = $1 AND vessel_id = $2 AND day = ANY($3::date[]) ORDER BY day`,
    [at.crew.id, at.aurora, dates],
  );
  return rows.map((r) => r.day);
}

describe('an operation id used again', () => {
  it('with another body, in a later batch: refused, and the first change kept as it was', async () => {
    const [first] = await apply([save(key('A', 1), '2027-04-01')]);
    expect(first).toMatchObject({ status: 'applied' });
    // The same id for another day: before, "applied" with the first one's version, nothing saved.
    const [other] = await apply([save(key('A', 1), '2027-04-02')]);
    expect(other).toEqual({ id: key('A', 1), status: 'rejected', message: MSG.keyReused });
    expect(await savedDays(['2027-04-01', '2027-04-02'])).toEqual(['2027-04-01']);
    // The same call again is a replay: the kept answer, its fields in any order, a number as text.
    expect(await apply([save(key('A', 1), '2027-04-01')])).toEqual([first]);
    const { yachtId, userId, ...rest } = save(key('A', 1), '2027-04-01').body;
    const reordered = {
      ...save(key('A', 1), '2027-04-01'),
      body: { ...rest, userId: String(userId), yachtId },
    };
    expect(await apply([reordered])).toEqual([first]);
  });

  it('for another operation: refused', async () => {
    const [first] = await apply([save(key('B', 1), '2027-04-05')]);
    expect(first).toMatchObject({ status: 'applied' });
    // Clearing that day under the same id: it would have been answered "applied", the day kept.
    const clear = {
      id: key('B', 1),
      op: 'hor/day/clear',
      baseVersion: 0,
      body: { yachtId: at.aurora, userId: at.crew.id, dates: ['2027-04-05'] },
    };
    const [other] = await apply([clear]);
    expect(other).toMatchObject({ status: 'rejected', message: MSG.keyReused });
    expect(await savedDays(['2027-04-05'])).toEqual(['2027-04-05']);
  });

  it('twice in one batch with two bodies: the first applied, the second refused (together and alone)', async () => {
    const together = await apply([save(key('C', 1), '2027-04-10'), save(key('C', 1), '2027-04-11')]);
    expect(together.map((r) => r.status)).toEqual(['applied', 'rejected']);
    expect(together[1]).toMatchObject({ message: MSG.keyReused });
    // A server error in another operation of the batch: each is then applied on its own.
    const alone = await apply(
      [save(key('C', 2), '2027-04-12'), save(key('C', 3), '2027-04-13'), save(key('C', 2), '2027-04-14')],
      key('C', 3),
    );
    expect(alone.map((r) => r.status)).toEqual(['applied', 'rejected', 'rejected']);
    expect(alone[2]).toMatchObject({ message: MSG.keyReused });
    expect(await savedDays(['2027-04-10', '2027-04-11', '2027-04-12', '2027-04-13', '2027-04-14'])).toEqual([
      '2027-04-10',
      '2027-04-12',
    ]);
  });

  it('as an Idempotency-Key on POST /hor/day: another body is a 400, the same one the kept answer', async () => {
    const crew = await s.login('crew@demo.yacht');
    const headers = { 'idempotency-key': key('D', 1) };
    const send = (date: string) =>
      s.post(
        `/hor/day/${at.crew.id}`,
        { yachtId: at.aurora, dates: [date], binary: WORK },
        crew.accessToken,
        {
          headers,
        },
      );
    const first = await send('2027-04-20');
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    const other = await send('2027-04-21');
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ message: MSG.keyReused });
    expect(await savedDays(['2027-04-20', '2027-04-21'])).toEqual(['2027-04-20']);
    const again = await send('2027-04-20');
    expect(again.status).toBe(200);
    expect((await again.json()).version).toBe(firstBody.version);
  });
});
