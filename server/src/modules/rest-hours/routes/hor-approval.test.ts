import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSigner } from '../../../../testing/device-signer';
import { shipmate } from '../../../../testing/role-fixtures';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

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

const put = (path: string, body: unknown, token: string) =>
  s.request(path, { method: 'PUT', body: JSON.stringify(body), token });

describe('approval group', () => {
  it('is managed by officers, not by crew', async () => {
    const crew = await s.login('crew@demo.yacht');
    expect((await put(`/hor/approvalGroup/${aurora}/${purserId}`, {}, crew.accessToken)).status).toBe(403);
    expect((await s.request(`/hor/approvalGroup/list/${aurora}`, { token: crew.accessToken })).status).toBe(
      403,
    );
  });

  it('finds eligible people by name, adds a member with departments and a watchkeeper flag', async () => {
    const captain = await s.login('captain@demo.yacht');
    const eligible = await (
      await s.request(`/hor/approvalGroup/eligible/${aurora}?searchStr=clara`, { token: captain.accessToken })
    ).json();
    expect(eligible).toEqual([{ userId: purserId, name: 'Clara Mendes' }]);
    await put(`/hor/approvalGroup/${aurora}/${purserId}`, { watchkeeper: true }, captain.accessToken);
    const [deck] = await s.db.query<{ id: number }>(
      "SELECT id FROM departments WHERE vessel_id = $1 AND name = 'Deck'",
      [aurora],
    );
    const list = await (
      await put(
        `/hor/approvalGroup/department/${aurora}`,
        { userID: purserId, departmentID: deck!.id },
        captain.accessToken,
      )
    ).json();
    expect(list).toEqual([
      {
        userId: purserId,
        name: 'Clara Mendes',
        watchkeeper: true,
        departments: [{ id: deck!.id, name: 'Deck' }],
      },
    ]);
    const purser = await s.login('purser@demo.yacht');
    expect(
      await (await s.request(`/hor/approvalGroup/isMember/${aurora}`, { token: purser.accessToken })).json(),
    ).toEqual({ isMember: true });
  });

  it('refuses (404) a department of another vessel, or one given to someone not in the group: nothing saved', async () => {
    // Both answered 200 with the group unchanged: accepted and ignored.
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const meridian = await s.vesselId('meridian');
    const [theirs] = await s.db.query<{ id: number }>(
      'SELECT id FROM departments WHERE vessel_id = $1 LIMIT 1',
      [meridian],
    );
    const [deck] = await s.db.query<{ id: number }>(
      "SELECT id FROM departments WHERE vessel_id = $1 AND name = 'Deck'",
      [aurora],
    );
    const stored = () =>
      s.db.query(
        'SELECT user_id, department_id FROM hor_approval_departments WHERE vessel_id = $1 ORDER BY 1, 2',
        [aurora],
      );
    const before = await stored();
    const notFound = { message: 'Requested resource could not be found.' };
    const path = `/hor/approvalGroup/department/${aurora}`;
    for (const [method, body] of [
      ['PUT', { userID: purserId, departmentID: theirs!.id }],
      ['DELETE', { userID: purserId, departmentID: theirs!.id }],
      ['PUT', { userID: crewId, departmentID: deck!.id }],
    ] as const) {
      const res = await s.request(path, { method, body: JSON.stringify(body), token: captain });
      expect([method, res.status, await res.json()]).toEqual([method, 404, notFound]);
    }
    const op = (id: string, userId: number, departmentId: number) => ({
      id,
      op: 'hor/approval/department',
      body: { yachtId: aurora, userId, departmentId, member: true },
      baseVersion: 0,
    });
    const synced = await (
      await s.post(
        '/sync',
        {
          cursor: 0,
          ops: [
            op('01JAPPROVALDEPT0000000001', purserId, theirs!.id),
            op('01JAPPROVALDEPT0000000002', crewId, deck!.id),
          ],
        },
        captain,
      )
    ).json();
    expect(synced.results.map((r: { status: string; message?: string }) => [r.status, r.message])).toEqual([
      ['rejected', notFound.message],
      ['rejected', notFound.message],
    ]);
    expect(await stored()).toEqual(before);
  });

  it("lets a level-2 member countersign their departments' crew, and see their records", async () => {
    const [other] = await s.db.query<{ id: number; email: string }>(
      `SELECT u.id, u.email FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level = 2 AND u.id <> $2 ORDER BY u.id LIMIT 1`,
      [aurora, crewId],
    );
    const crew = await s.login('crew@demo.yacht');
    const device = await deviceSigner(s, crew.accessToken, crewId);
    const sign = {
      id: '01JAPPROVAL000000000000001',
      op: 'hor/month/sign',
      body: await device.sign('sign', crewId, aurora, '2026-11'),
      baseVersion: 0,
    };
    expect(
      (await (await s.post('/sync', { cursor: 0, ops: [sign] }, crew.accessToken)).json()).results[0].status,
    ).toBe('applied');

    const approver = await s.login(other!.email);
    const adev = await deviceSigner(s, approver.accessToken, other!.id);
    const countersign = async (id: string) =>
      (
        await (
          await s.post(
            '/sync',
            {
              cursor: 0,
              ops: [
                {
                  id,
                  op: 'hor/month/countersign',
                  body: await adev.sign('countersign', crewId, aurora, '2026-11'),
                  baseVersion: 0,
                },
              ],
            },
            approver.accessToken,
          )
        ).json()
      ).results[0].status;
    expect(await countersign('01JAPPROVAL000000000000002')).toBe('rejected');
    const before = await (await s.request('/sync/changes?since=0', { token: approver.accessToken })).json();
    expect(before.members.some((m: { userId: number }) => m.userId === crewId)).toBe(false);
    // The calendar's rows (the spec's calendar users) are the ones the approver's calendar shows.
    type Row = { userId: number; signed: boolean; counterSigned: boolean };
    const calendar = async (): Promise<Row[]> =>
      (await s.post(`/hor/compliance/weekly/${aurora}`, { Date: '2026-11-04' }, approver.accessToken)).json();
    expect((await calendar()).map((r) => r.userId)).toEqual([other!.id]);

    const captain = await s.login('captain@demo.yacht');
    await put(`/hor/approvalGroup/${aurora}/${other!.id}`, {}, captain.accessToken);
    const after = await (await s.request('/sync/changes?since=0', { token: approver.accessToken })).json();
    expect(after.members.some((m: { userId: number }) => m.userId === crewId)).toBe(true);
    expect(await countersign('01JAPPROVAL000000000000003')).toBe('applied');
    const rows = await calendar();
    expect(rows[0]!.userId).toBe(other!.id);
    expect(rows.find((r) => r.userId === crewId)).toMatchObject({ signed: true, counterSigned: true });
  });

  it('removes a member from the group', async () => {
    const captain = await s.login('captain@demo.yacht');
    const res = await s.request(`/hor/approvalGroup/${aurora}/${purserId}`, {
      method: 'DELETE',
      token: captain.accessToken,
    });
    const list = (await res.json()) as { userId: number }[];
    expect(list.some((m) => m.userId === purserId)).toBe(false);
  });

  it("refuses (404) taking out someone not in the group, and never makes a stranger's devices start afresh", async () => {
    // Any officer could name any user (of another vessel too): each PUT or DELETE bumped their
    // access, so their devices downloaded everything again; a DELETE answered 200.
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const [stranger] = await s.db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE NOT EXISTS
         (SELECT 1 FROM user_vessel_roles r WHERE r.user_id = u.id AND r.vessel_id = $1) ORDER BY u.id LIMIT 1`,
      [aurora],
    );
    const access = () => s.db.query('SELECT access_version FROM users WHERE id = $1', [stranger!.id]);
    const before = await access();
    const notFound = { message: 'Requested resource could not be found.' };
    for (const [method, user] of [
      ['PUT', stranger!.id],
      ['DELETE', stranger!.id],
      ['DELETE', purserId], // taken out by the test before
    ] as const) {
      const res = await s.request(`/hor/approvalGroup/${aurora}/${user}`, {
        method,
        token: captain,
        ...(method === 'PUT' ? { body: '{}' } : {}),
      });
      expect([method, user, res.status, await res.json()]).toEqual([method, user, 404, notFound]);
    }
    const op = (id: string, member: boolean) => ({
      id,
      op: 'hor/approval/member',
      body: { yachtId: aurora, userId: stranger!.id, member },
      baseVersion: 0,
    });
    const synced = await (
      await s.post(
        '/sync',
        { cursor: 0, ops: [op('01JAPPROVALSTRANGER000001', true), op('01JAPPROVALSTRANGER000002', false)] },
        captain,
      )
    ).json();
    // The join is refused, and so is the removal: someone never on the vessel was never in its
    // group (a removal of its crew stays replay-safe: hor-approval-member-op.test.ts).
    expect(synced.results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await access()).toEqual(before);
  });
});

describe('access follows the approval group', () => {
  /** Every change the feed gives a user from `since`, page by page; the last cursor. */
  async function pull(token: string, since = 0) {
    const days: { userId: number }[] = [];
    let cursor = since;
    for (;;) {
      const page = await (await s.request(`/sync/changes?since=${cursor}`, { token })).json();
      if (page.reset) return { reset: true, days, cursor };
      days.push(...(page.restDays ?? []));
      cursor = page.cursor;
      if (!page.more) return { reset: false, days, cursor };
    }
  }

  it("a new member's devices start afresh, then hold the records of the crew they countersign for", async () => {
    const mateId = await shipmate(s);
    const [mate] = await s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [mateId]);
    const token = (await s.login(mate!.email)).accessToken;
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    // Out of the group (the demo fleet may have put them in): their own records only.
    await s.request(`/hor/approvalGroup/${aurora}/${mateId}`, { method: 'DELETE', token: captain });
    const before = await pull(token);
    expect(before.reset).toBe(false);
    expect(before.days.some((d) => d.userId === crewId)).toBe(false);

    const [crewDept] = await s.db.query<{ id: number }>(
      'SELECT department_id AS id FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
      [crewId, aurora],
    );
    await put(`/hor/approvalGroup/${aurora}/${mateId}`, { watchkeeper: false }, captain);
    await put(
      `/hor/approvalGroup/department/${aurora}`,
      { userID: mateId, departmentID: crewDept!.id },
      captain,
    );

    // The device's copy was made under the old access: it is told to start again...
    expect((await pull(token, before.cursor)).reset).toBe(true);
    // ...and from scratch it gets the crew member's days, older than its cursor as they are.
    const after = await pull(token);
    expect(after.days.some((d) => d.userId === crewId)).toBe(true);
  });
});
