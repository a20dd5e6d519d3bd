import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * PUT /users/crew-order (the users page's Crew order action) orders today's crew. Those left out
 * lose their place; former crew are not today's crew: their place in the list of their time (the
 * former crew list shows it) stays. Saving the order once cleared it on every past record.
 */
let s: TestServer;
let captain: string;
let aurora: number;
beforeAll(async () => {
  s = await startTestServer();
  captain = (await s.login('captain@demo.yacht')).accessToken;
  aurora = await s.vesselId('aurora');
});
afterAll(() => s.close());

const orderOf = async (userId: number) =>
  (
    await s.db.query<{ crew_order: string | null }>(
      'SELECT crew_order FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
      [userId, aurora],
    )
  )[0]?.crew_order;

/** A former crew member of Aurora who held place `place` in the list of their time. */
async function formerCrew(email: string, place: number, status: number, endDate: string | null) {
  const [user] = await s.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, 'x', 'Past', 'Hand') RETURNING id`,
    [email],
  );
  await s.db.query(
    `INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, start_date, end_date, crew_status, crew_order)
     VALUES ($1, $2, (SELECT id FROM roles WHERE permission_level = 2 LIMIT 1), '2020-01-01', $3, $4, $5)`,
    [user!.id, aurora, endDate, status, place],
  );
  return user!.id;
}

describe('PUT /users/crew-order', () => {
  it('orders today’s crew, and leaves former crew their past place', async () => {
    const left = await formerCrew('left.last.year@former.example', 7, 2, '2025-06-30');
    const formerNoDate = await formerCrew('former.no.date@former.example', 8, 2, null);
    const crew = await s.idOf('crew@demo.yacht');
    const captainId = await s.idOf('captain@demo.yacht');
    const purser = await s.idOf('purser@demo.yacht');
    expect(Number(await orderOf(purser))).toBeGreaterThan(0);
    const res = await s.request('/users/crew-order', {
      method: 'PUT',
      token: captain,
      body: JSON.stringify({ yachtId: aurora, users: [crew, captainId] }),
    });
    expect(res.status).toBe(200);
    expect([await orderOf(crew), await orderOf(captainId)].map(Number)).toEqual([1, 2]);
    // Today's crew left out have no place now; former crew keep theirs.
    expect(await orderOf(purser)).toBeNull();
    expect([await orderOf(left), await orderOf(formerNoDate)].map(Number)).toEqual([7, 8]);
  });
});
