import { MSG } from '@contracts/messages';
import type { SyncOp } from '@contracts/sync';
import { addDays } from '@domain/calendar/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSigner } from '../../testing/device-signer';
import { startTestServer, TEST_TODAY, type TestServer } from '../../testing/test-server';
import { type Actor, loadActor } from '../kernel/actors';
import { findMonth } from '../modules/rest-hours/rest-repo';
import { applyBatch } from './apply-batch';
import { OPS_PER_TRANSACTION } from './apply-together';

/**
 * The operations of one batch share a transaction (issue 34): each is still answered as it would
 * be alone. A refusal, a replayed key or a server error in one changes nothing of the others.
 */
let s: TestServer;
/** The crew member whose device sends the batches, on their vessel, and the captain's id. */
let at: { crew: Actor; aurora: number; captainId: number };

beforeAll(async () => {
  s = await startTestServer();
  const crew = (await loadActor(s.db, await s.idOf('crew@demo.yacht'), TEST_TODAY))!;
  at = { crew, aurora: await s.vesselId('aurora'), captainId: await s.idOf('captain@demo.yacht') };
});
afterAll(() => s.close());

/** An operation id as devices make them (a ULID). */
const key = (batch: string, n: number) => `01JBATCH${batch}${String(n).padStart(17, '0')}`;

const save = (id: string, date: string, userId = at.crew.id) => ({
  id,
  op: 'hor/day/save',
  baseVersion: 0,
  body: {
    yachtId: at.aurora,
    userId,
    dates: [date],
    binary: `${'0'.repeat(12)}${'1'.repeat(30)}${'0'.repeat(6)}`,
  },
});

/** The batch as POST /sync applies it; `failing` names an operation whose follow-up throws. */
async function apply(ops: unknown[], failing?: string) {
  const logged: unknown[] = [];
  const results = await applyBatch(
    s.db,
    at.crew,
    ops,
    s.clock(),
    (e) => logged.push(e),
    async (_tx, op: SyncOp) => {
      if (op.id === failing) throw new Error('the disk is full');
    },
  );
  return { results, logged };
}

async function savedDays(dates: string[]) {
  const rows = await s.db.query<{ day: string; version: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, version FROM rest_days
      WHERE user_id = $1 AND vessel_id = $2 AND day = ANY($3::date[]) ORDER BY day`,
    [at.crew.id, at.aurora, dates],
  );
  return rows.map((r) => [r.day, Number(r.version)]);
}

describe('a batch in one transaction', () => {
  it('a refused operation undoes nothing of the others; a key twice is applied once, answered twice', async () => {
    const ops = [
      save(key('A', 1), '2027-03-01'),
      save(key('A', 2), '2027-03-02', at.captainId),
      save(key('A', 1), '2027-03-01'),
      save(key('A', 3), '2027-03-03'),
    ];
    const { results } = await apply(ops);
    const [first, refused, again, last] = results as { id: string; status: string; version?: number }[];
    expect(first).toMatchObject({ id: key('A', 1), status: 'applied' });
    expect(refused).toMatchObject({ id: key('A', 2), status: 'rejected' });
    expect(again).toEqual(first);
    expect(last).toMatchObject({ id: key('A', 3), status: 'applied' });
    expect(last!.version).toBeGreaterThan(first!.version!);
    expect(await savedDays(['2027-03-01', '2027-03-02', '2027-03-03'])).toEqual([
      ['2027-03-01', first!.version],
      ['2027-03-03', last!.version],
    ]);
    // Sent again: every answer is the one kept with its key, nothing is written twice.
    expect((await apply(ops)).results).toEqual(results);
  });

  it('a server error fails that operation alone, and its key is not kept: the device may send it again', async () => {
    const ops = [
      save(key('B', 1), '2027-03-11'),
      save(key('B', 2), '2027-03-12'),
      save(key('B', 3), '2027-03-13'),
    ];
    const { results, logged } = await apply(ops, key('B', 2));
    expect(results.map((r) => [r.id, r.status])).toEqual([
      [key('B', 1), 'applied'],
      [key('B', 2), 'rejected'],
      [key('B', 3), 'applied'],
    ]);
    expect(results[1]).toMatchObject({ message: MSG.status500 });
    expect(logged).toHaveLength(1);
    expect((await savedDays(['2027-03-11', '2027-03-12', '2027-03-13'])).map(([day]) => day)).toEqual([
      '2027-03-11',
      '2027-03-13',
    ]);
    const retried = await apply(ops);
    expect(retried.results[0]).toEqual(results[0]);
    expect(retried.results[1]).toMatchObject({ id: key('B', 2), status: 'applied' });
    expect(retried.results[2]).toEqual(results[2]);
  });

  it('a save into a signed month is a conflict as it is alone; the saves around it apply', async () => {
    const crew = await s.login('crew@demo.yacht');
    const device = await deviceSigner(s, crew.accessToken, at.crew.id);
    const signed = await s.post(
      `/hor/signoff/${at.aurora}`,
      { ...(await device.sign('sign', at.crew.id, at.aurora, '2021-05')), password: 'Demo1234' },
      crew.accessToken,
    );
    expect(signed.status).toBe(200);
    const may = (await findMonth(s.db, at.crew.id, at.aurora, '2021-05'))!;
    const ops = [
      save(key('D', 1), '2021-04-30'),
      save(key('D', 2), '2021-05-02'),
      save(key('D', 3), '2021-06-01'),
    ];
    const { results } = await apply(ops);
    expect(results.map((r) => [r.id, r.status])).toEqual([
      [key('D', 1), 'applied'],
      [key('D', 2), 'conflict'],
      [key('D', 3), 'applied'],
    ]);
    expect(await findMonth(s.db, at.crew.id, at.aurora, '2021-05')).toEqual(may);
    expect((await savedDays(['2021-04-30', '2021-05-02', '2021-06-01'])).map(([day]) => day)).toEqual([
      '2021-04-30',
      '2021-06-01',
    ]);
    expect((await apply(ops)).results).toEqual(results);
  });

  it("a refusal after a write carries the server's copy with that write, as alone", async () => {
    const day = '2027-07-01';
    const ops = [
      save(key('E', 1), day),
      { ...save(key('E', 2), day), body: { ...save('', day).body, binary: '0'.repeat(50) } },
    ];
    const { results } = await apply(ops);
    const [first, refused] = results as {
      status: string;
      version?: number;
      records?: { restDays?: unknown[] };
    }[];
    expect(first).toMatchObject({ status: 'applied' });
    expect(refused).toMatchObject({ status: 'rejected' });
    expect(refused!.records?.restDays).toEqual([
      expect.objectContaining({ date: day, version: first!.version }),
    ]);
  });

  it('a batch longer than one transaction holds is applied whole, in order', async () => {
    const dates = Array.from({ length: OPS_PER_TRANSACTION * 2 + 1 }, (_, i) => addDays('2027-04-01', i));
    const { results } = await apply(dates.map((d, i) => save(key('C', i), d)));
    const versions = results.map((r) => (r as { version: number }).version);
    expect(results.every((r) => r.status === 'applied')).toBe(true);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(dates.length);
    expect(await savedDays(dates)).toEqual(dates.map((d, i) => [d, versions[i]]));
  });
});
