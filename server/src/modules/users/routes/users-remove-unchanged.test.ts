import { describe, expect, it } from 'vitest';
import { usersFixture } from '../../../../testing/users-fixture';

/**
 * A removal sent again with the end date the role already has (a double tap, a retry on a bad
 * link) answers as done and writes nothing: no new version of the crew record for every device,
 * no second 'user.removed' audit line. Another end date is still a change.
 */
const { f, fresh, newCrew, create } = usersFixture();

const state = async (userId: number) => ({
  role: JSON.stringify(
    await f.s.db.query('SELECT end_date, version FROM user_vessel_roles WHERE user_id = $1', [userId]),
  ),
  audit: (
    await f.s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'user.removed' AND entity_key = $1",
      [String(userId)],
    )
  )[0]!.n,
});

describe('a removal sent again', () => {
  it('from one vessel, from all vessels, by DELETE: the same end date writes nothing', async () => {
    const email = fresh();
    expect((await create('captain', newCrew(email))).status).toBe(200);
    const id = await f.s.idOf(email);
    const remove = () =>
      f.s.post(
        '/users/removefromyacht',
        { userID: id, yachtID: f.aurora, endDate: '2099-12-31' },
        f.token.captain,
      );
    expect((await remove()).status).toBe(200);
    const first = await state(id);
    expect(first.audit).toBe(1);
    expect((await remove()).status).toBe(200);
    const all = await f.s.post(
      '/users/removefromallyachts',
      { yachtId: f.aurora, users: [id], endDate: '2099-12-31' },
      f.token.captain,
    );
    expect(all.status, await all.clone().text()).toBe(200);
    const del = await f.s.request(`/users/${id}?endDate=2099-12-31`, {
      method: 'DELETE',
      token: f.token.captain,
    });
    expect(del.status, await del.clone().text()).toBe(200);
    expect(await state(id)).toEqual(first);
    expect(
      (
        await f.s.post(
          '/users/removefromyacht',
          { userID: id, yachtID: f.aurora, endDate: '2099-06-30' },
          f.token.captain,
        )
      ).status,
    ).toBe(200);
    expect((await state(id)).audit).toBe(2);
  });
});
