import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * Issue 30, section 6 attacked: a full batch of 200 operations mixing good ones with every kind
 * of odd one (a NUL in the id, the op name, a key or a value; nesting past the limit; a body of
 * the wrong type; the same id twice) answers 200 with one result per operation, in order, and
 * applies exactly the good ones.
 */
let s: TestServer;
let aurora: number;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  token = (await s.login('captain@demo.yacht')).accessToken;
});
afterAll(() => s.close());

const deep = (depth: number): unknown => (depth === 0 ? 1 : [deep(depth - 1)]);
const id = (n: number) => `01JSYNCATTACK${String(n).padStart(13, '0')}`;
const guide = (n: number, text: string) => ({
  id: id(n),
  op: 'hor/guide/save',
  body: { yachtId: aurora, text },
  baseVersion: 0,
});

describe('a batch of 200 operations, good and odd mixed', () => {
  it('answers each in order; only the good ones apply; nothing is a server error', async () => {
    const odd: ((n: number) => unknown)[] = [
      (n) => ({ ...guide(n, 'x'), id: `${id(n)}\u0000` }),
      (n) => ({ ...guide(n, 'x'), op: 'hor/guide/save\u0000' }),
      (n) => ({ ...guide(n, 'x'), body: { yachtId: aurora, text: 'x', 'k\u0000': 1 } }),
      (n) => guide(n, `Guide ${n}\u0000`),
      (n) => ({ ...guide(n, 'x'), body: { yachtId: aurora, text: deep(40) } }),
      (n) => ({ ...guide(n, 'x'), body: [] }),
      (n) => ({ ...guide(n, 'x'), body: { yachtId: 'aurora', text: 'x' } }),
      (n) => ({ ...guide(n, 'x'), baseVersion: -1 }),
      (n) => ({ ...guide(n, 'x'), body: { yachtId: 1e308, text: 'x' } }),
      () => null,
      () => 'op',
      (n) => ({ ...guide(n, '\ud800') }),
    ];
    const ops = Array.from({ length: 200 }, (_, n) =>
      n % 4 === 0 ? guide(n, `Guide ${n}`) : odd[n % odd.length]!(n),
    );
    // The last good op's id sent again later in the batch: answered, applied once.
    ops[199] = guide(196, 'Guide 196');
    const res = await s.post('/sync', { cursor: 0, ops }, token);
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: { id: string; status: string; message?: string }[] };
    expect(results).toHaveLength(200);
    const good = new Set(ops.flatMap((_o, n) => (n % 4 === 0 || n === 199 ? [n] : [])));
    for (const [n, r] of results.entries()) {
      expect([n, r.status]).toEqual([n, good.has(n) ? 'applied' : 'rejected']);
      expect(r.message ?? '').not.toBe('Application error occured!');
    }
    const [row] = await s.db.query<{ guide: string }>(
      'SELECT guide FROM hor_vessel_settings WHERE vessel_id = $1',
      [aurora],
    );
    expect(row!.guide).toBe('Guide 196');
  });
});
