import { describe, expect, it } from 'vitest';
import {
  aurora,
  crewId,
  markSignedOff,
  openRestHoursServer,
  opsWith,
  s,
  syncBatch,
} from '../../../../testing/rest-hours-kit';
import { shipmate } from '../../../../testing/role-fixtures';

/**
 * The notice after sign-off reaches only those who may countersign the signer: an approval-group
 * member limited to another department was offered, told (inbox and an e-mail with a one-time
 * login link) and then refused the countersign. Naming them is refused, never left out unsaid.
 */
openRestHoursServer();
const op = opsWith('01JNOTIFYDEPT');
const put = (path: string, body: unknown, token: string) =>
  s.request(path, { method: 'PUT', body: JSON.stringify(body), token });

/** A crew-level shipmate put in the approval group for the department `same` picks, or another. */
async function memberFor(same: boolean) {
  const mateId = await shipmate(s);
  const captain = (await s.login('captain@demo.yacht')).accessToken;
  const [department] = await s.db.query<{ id: number }>(
    `SELECT id FROM departments WHERE vessel_id = $1 AND (id = (SELECT department_id FROM user_vessel_roles
        WHERE user_id = $2 AND vessel_id = $1)) = $3 ORDER BY id LIMIT 1`,
    [aurora, crewId, same],
  );
  await s.db.query('DELETE FROM hor_approval_departments WHERE vessel_id = $1 AND user_id = $2', [
    aurora,
    mateId,
  ]);
  expect((await put(`/hor/approvalGroup/${aurora}/${mateId}`, { watchkeeper: false }, captain)).status).toBe(
    200,
  );
  const given = await put(
    `/hor/approvalGroup/department/${aurora}`,
    { userID: mateId, departmentID: department!.id },
    captain,
  );
  expect(given.status).toBe(200);
  return mateId;
}

const offered = async (crew: string) => {
  const res = await s.post(`/hor/signoff/${aurora}`, { password: 'Demo1234', month: '2026-10' }, crew);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()).availableUsersToNotify as { userId: number }[]).map((u) => u.userId);
};

describe('notify people after sign-off: those who countersign the signer', () => {
  it('offers a group member limited to the signer’s department, not one limited to another', async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const mateId = await memberFor(false);
    expect(await offered(crew)).not.toContain(mateId);
    // Signed afresh with the member now limited to the signer's department.
    await s.db.query('UPDATE rest_months SET signed_by = NULL WHERE user_id = $1 AND vessel_id = $2', [
      crewId,
      aurora,
    ]);
    await memberFor(true);
    expect(await offered(crew)).toContain(mateId);
  });

  it('refuses by name a notice naming a member of another department, and tells no one', async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const mateId = await memberFor(false);
    await markSignedOff(s.db, crewId, aurora, '2026-11');
    const before = s.mail.sent.length;
    const res = await s.post(
      `/hor/signoff/notify/${aurora}`,
      { password: 'Demo1234', month: '2026-11', notify: [mateId] },
      crew,
    );
    expect(res.status).toBe(403);
    expect((await res.json()).errorList).toEqual([
      { property: 'notify', message: expect.stringContaining('Only those who countersign') },
    ]);
    const queued = await syncBatch(s, crew, [
      op('hor/month/notify', { yachtId: aurora, month: '2026-11', userIds: [mateId] }),
    ]);
    expect(queued.results[0]).toMatchObject({ status: 'rejected', errorList: [{ property: 'userIds' }] });
    await s.drainJobs();
    expect(s.mail.sent.length).toBe(before);
    expect(await s.db.query('SELECT 1 FROM inbox_messages WHERE user_id = $1', [mateId])).toEqual([]);
  });
});
