import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * The queued approval-group member change: a removal has no watchkeeper flag to set, so one sent
 * with it is refused under the field (it was dropped, the removal answered as done).
 */
let s: TestServer;
let aurora: number;
let purserId: number;
let captain: string;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  purserId = await s.idOf('purser@demo.yacht');
  captain = (await s.login('captain@demo.yacht')).accessToken;
});
afterAll(() => s.close());

const sync = async (id: string, body: object) => {
  const op = {
    id,
    op: 'hor/approval/member',
    body: { yachtId: aurora, userId: purserId, ...body },
    baseVersion: 0,
  };
  const answer = await (await s.post('/sync', { cursor: 0, ops: [op] }, captain)).json();
  return answer.results[0];
};
const isMember = async () =>
  (
    await s.db.query('SELECT 1 FROM hor_approval_members WHERE vessel_id = $1 AND user_id = $2', [
      aurora,
      purserId,
    ])
  ).length === 1;

describe('a queued approval-group removal', () => {
  it('with a watchkeeper flag is refused under it, and the member stays', async () => {
    expect(await sync('01JAPPROVALWATCHKEEPER0001', { member: true, watchkeeper: true })).toMatchObject({
      status: 'applied',
    });
    const refused = await sync('01JAPPROVALWATCHKEEPER0002', { member: false, watchkeeper: false });
    expect(refused).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'body.watchkeeper', message: MSG.unknownField }],
    });
    expect(await isMember()).toBe(true);
  });

  it('without one takes the member out', async () => {
    expect(await sync('01JAPPROVALWATCHKEEPER0003', { member: false })).toMatchObject({ status: 'applied' });
    expect(await isMember()).toBe(false);
  });

  it('replayed, or queued on two devices, finds them gone and holds', async () => {
    expect(await sync('01JAPPROVALWATCHKEEPER0004', { member: false })).toMatchObject({ status: 'applied' });
  });

  it('of someone never on the vessel is 404, as over REST', async () => {
    const meridianCrew = await s.db.query<{ user_id: number }>(
      `SELECT user_id FROM user_vessel_roles WHERE vessel_id <> $1
        AND user_id NOT IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1) LIMIT 1`,
      [aurora],
    );
    for (const userId of [meridianCrew[0]!.user_id, 987654])
      expect(
        await sync(`01JAPPROVALNEVERON${userId}`.padEnd(26, '0'), { member: false, userId }),
      ).toMatchObject({
        status: 'rejected',
        message: MSG.status404,
      });
  });
});
