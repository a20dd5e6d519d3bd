import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

let s: TestServer;
let aurora: number;
let crewId: number;
let purserId: number;

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  purserId = await s.idOf('purser@demo.yacht');
});
afterAll(() => s.close());

let n = 0;
const op = (name: string, body: object) => ({
  id: `01JADMINOP${String(++n).padStart(15, '0')}`,
  op: name,
  body,
  baseVersion: 0,
});

describe('vessel administration through /sync', () => {
  it.each([
    [
      'hor/settings/save',
      () => ({
        yachtId: aurora,
        settings: { nonComplianceCommentsRequired: false, neutralPeriodsEnabled: false },
      }),
    ],
    [
      'hor/alerts/save',
      () => ({
        yachtId: aurora,
        alerts: { onSignOff: true, onNonCompliance: false, emails: ['a@b.example'] },
      }),
    ],
    ['hor/guide/save', () => ({ yachtId: aurora, text: 'Guide' })],
    ['hor/approval/member', () => ({ yachtId: aurora, userId: purserId, member: true, watchkeeper: true })],
    ['yacht/details/save', () => ({ yachtId: aurora, details: { flagState: 'Malta' } })],
  ])('%s: applied for an officer, refused for crew', async (name, body) => {
    const crew = await s.login('crew@demo.yacht');
    const refused = await (
      await s.post('/sync', { cursor: 0, ops: [op(name, body())] }, crew.accessToken)
    ).json();
    expect(refused.results[0].status).toBe('rejected');
    const officer = await s.login('officer@demo.yacht');
    const applied = await (
      await s.post('/sync', { cursor: 0, ops: [op(name, body())] }, officer.accessToken)
    ).json();
    expect(applied.results[0].status).toBe('applied');
  });

  it('the changes are the ones the REST reads give back', async () => {
    const captain = await s.login('captain@demo.yacht');
    const read = async (path: string) => (await s.request(path, { token: captain.accessToken })).json();
    expect(await read(`/hor/settings/${aurora}`)).toEqual({
      nonComplianceCommentsRequired: false,
      neutralPeriodsEnabled: false,
    });
    expect(await read(`/hor/guide/${aurora}`)).toEqual({ text: 'Guide' });
    expect((await read(`/hor/approvalGroup/list/${aurora}`))[0]).toMatchObject({
      userId: purserId,
      watchkeeper: true,
    });
    expect(await read(`/yacht/${aurora}/details`)).toMatchObject({ flagState: 'Malta' });
  });

  it('clears days through /sync, own days only for crew', async () => {
    const crew = await s.login('crew@demo.yacht');
    const mine = await (
      await s.post(
        '/sync',
        { cursor: 0, ops: [op('hor/day/clear', { yachtId: aurora, userId: crewId, dates: ['2026-11-08'] })] },
        crew.accessToken,
      )
    ).json();
    expect(mine.results[0].status).toBe('applied');
    const other = await (
      await s.post(
        '/sync',
        {
          cursor: 0,
          ops: [op('hor/day/clear', { yachtId: aurora, userId: purserId, dates: ['2026-11-08'] })],
        },
        crew.accessToken,
      )
    ).json();
    expect(other.results[0].status).toBe('rejected');
  });
});
