import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmate } from '../../../../testing/role-fixtures';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * The hours-of-rest approval group's calls that change nothing (a member put in again, a
 * department given or taken twice) leave the member's devices their copy: only a change of whom
 * they countersign for makes those start afresh, a whole download over the satellite link.
 */
let s: TestServer;
let aurora: number;
let mateId: number;
let captain: string;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  mateId = await shipmate(s);
  captain = (await s.login('captain@demo.yacht')).accessToken;
});
afterAll(() => s.close());

const call = async (method: string, path: string, body: unknown) => {
  const res = await s.request(path, { method, body: JSON.stringify(body), token: captain });
  expect(res.status, await res.clone().text()).toBe(200);
};
const access = async () =>
  Number(
    (await s.db.query<{ v: string }>('SELECT access_version AS v FROM users WHERE id = $1', [mateId]))[0]!.v,
  );

describe('approval-group calls that change nothing', () => {
  it('joining, a department given and taken: a new copy once each, not on the repeat', async () => {
    const [dep] = await s.db.query<{ id: number }>(
      'SELECT id FROM departments WHERE vessel_id = $1 ORDER BY id LIMIT 1',
      [aurora],
    );
    const member = `/hor/approvalGroup/${aurora}/${mateId}`;
    const department = `/hor/approvalGroup/department/${aurora}`;
    const steps: [string, string, unknown][] = [
      ['PUT', member, { watchkeeper: false }],
      ['PUT', department, { userID: mateId, departmentID: dep!.id }],
      ['DELETE', department, { userID: mateId, departmentID: dep!.id }],
    ];
    for (const [method, path, body] of steps) {
      const before = await access();
      await call(method, path, body);
      const changed = await access();
      expect([method, path, changed > before]).toEqual([method, path, true]);
      await call(method, path, body);
      expect([method, path, await access()]).toEqual([method, path, changed]);
    }
    // The watchkeeper flag of a member is no change of whom they countersign for.
    const before = await access();
    await call('PUT', member, { watchkeeper: true });
    expect(await access()).toBe(before);
  });
});
