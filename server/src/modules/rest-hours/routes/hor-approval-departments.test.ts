import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmate } from '../../../../testing/role-fixtures';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * DELETE /hor/approvalGroup/departments/{yacht}?userID (doc 3, section 7) takes all of a member's
 * departments away: a member with none countersigns for every department, so their devices start
 * afresh and then hold the records of the crew they now countersign for. Someone not in the group
 * has no departments to take: 404, as for one department. A member put in the group again with
 * no watchkeeper flag (PUT /hor/approvalGroup/{yacht}/{user} takes no payload in the spec) keeps theirs.
 */
let s: TestServer;
let aurora: number;
let crewId: number;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
});
afterAll(() => s.close());

const put = (path: string, body: unknown, token: string) =>
  s.request(path, { method: 'PUT', body: JSON.stringify(body), token });

/** Every change the feed gives a user from `since`, page by page. */
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

describe('taking all of a member’s departments away', () => {
  it('makes their devices start afresh, with the records of every department', async () => {
    const mateId = await shipmate(s);
    const [mate] = await s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [mateId]);
    const token = (await s.login(mate!.email)).accessToken;
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const [other] = await s.db.query<{ id: number }>(
      `SELECT id FROM departments WHERE vessel_id = $1 AND id <>
         (SELECT department_id FROM user_vessel_roles WHERE user_id = $2 AND vessel_id = $1) ORDER BY id LIMIT 1`,
      [aurora, crewId],
    );
    // In the group for another department than the crew member's.
    await put(`/hor/approvalGroup/${aurora}/${mateId}`, { watchkeeper: false }, captain);
    const given = await put(
      `/hor/approvalGroup/department/${aurora}`,
      { userID: mateId, departmentID: other!.id },
      captain,
    );
    expect(given.status).toBe(200);
    const before = await pull(token);
    expect(before.days.some((d) => d.userId === crewId)).toBe(false);

    const res = await s.request(`/hor/approvalGroup/departments/${aurora}?userID=${mateId}`, {
      method: 'DELETE',
      token: captain,
    });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { userId: number; departments: unknown[] }[];
    expect(list.find((m) => m.userId === mateId)?.departments).toEqual([]);
    // The device's copy was made when they countersigned for one department only.
    expect((await pull(token, before.cursor)).reset).toBe(true);
    expect((await pull(token)).days.some((d) => d.userId === crewId)).toBe(true);
  });

  it('is a 404 for someone not in the group, whose devices keep their copy', async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const access = () => s.db.query('SELECT access_version FROM users WHERE id = $1', [crewId]);
    const was = await access();
    const res = await s.request(`/hor/approvalGroup/departments/${aurora}?userID=${crewId}`, {
      method: 'DELETE',
      token: captain,
    });
    expect([res.status, await res.json()]).toEqual([
      404,
      { message: 'Requested resource could not be found.' },
    ]);
    expect(await access()).toEqual(was);
  });
});

describe('the watchkeeper flag of a member put again', () => {
  it('a member put again with no watchkeeper flag (the spec sends none) keeps theirs', async () => {
    const mateId = await shipmate(s);
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const flag = async () =>
      (
        (await (await s.request(`/hor/approvalGroup/list/${aurora}`, { token: captain })).json()) as {
          userId: number;
          watchkeeper: boolean;
        }[]
      ).find((m) => m.userId === mateId)?.watchkeeper;
    await put(`/hor/approvalGroup/${aurora}/${mateId}`, { watchkeeper: true }, captain);
    expect(await flag()).toBe(true);
    expect(
      (await s.request(`/hor/approvalGroup/${aurora}/${mateId}`, { method: 'PUT', token: captain })).status,
    ).toBe(200);
    expect(await flag()).toBe(true);
    const queued = await s.post(
      '/sync',
      {
        cursor: 0,
        ops: [
          {
            id: '01JAPPROVALKEEPWATCH00001',
            op: 'hor/approval/member',
            body: { yachtId: aurora, userId: mateId, member: true },
            baseVersion: 0,
          },
        ],
      },
      captain,
    );
    expect((await queued.json()).results[0].status).toBe('applied');
    expect(await flag()).toBe(true);
    await put(`/hor/approvalGroup/${aurora}/${mateId}`, { watchkeeper: false }, captain);
    expect(await flag()).toBe(false);
  });
});
