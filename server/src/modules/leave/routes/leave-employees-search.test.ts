import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * GET /leave/employees/{yachtId} takes the profile list's queries (doc 3: 'profile list with name
 * and position queries'; the employee search 'by vessel id and query'), and each one it takes
 * narrows the list: a position, or a name beside the query, was read and ignored.
 */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

type Found = { id: string; position: string | null; firstname: string; lastname: string };
const search = async (query: string): Promise<Found[]> => {
  const res = await t.call('captain', 'GET', `/leave/employees/${t.aurora}?${query}`);
  expect(res.status).toBe(200);
  return res.json();
};

describe('the employee search’s queries', () => {
  it('a position narrows the list to that position', async () => {
    const all = await search('');
    const position = all.find((p) => p.position)?.position;
    expect(position).toBeTruthy();
    const found = await search(`position=${encodeURIComponent(position!)}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
    expect(found.every((p) => p.position === position)).toBe(true);
  });

  it('a name beside the query narrows it too', async () => {
    const all = await search('');
    const [one, other] = all;
    expect(other).toBeDefined();
    const found = await search(`query=&name=${encodeURIComponent(one!.lastname)}`);
    expect(found.map((p) => p.id)).toContain(one!.id);
    const none = await search(
      `query=${encodeURIComponent(one!.lastname)}&name=${encodeURIComponent(other!.lastname)}`,
    );
    expect(none.every((p) => p.lastname.includes(other!.lastname))).toBe(true);
    expect(none.map((p) => p.id)).not.toContain(one!.id);
  });
});
