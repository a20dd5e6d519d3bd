import { describe, expect, it } from 'vitest';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { usersFixture } from '../../../../testing/users-fixture';

/**
 * Found by an attack on users administration (doc 1, sections 4 and 6): someone at level 6 stays
 * on a vessel with crew, whatever route ends or changes the roles; and per-address throttles
 * behind a proxy count the address the proxy saw.
 */
const { f, fresh } = usersFixture();

const PW = 'Harbour2027';
const roleId = async (level: number) =>
  (
    await f.s.db.query<{ id: number }>('SELECT id FROM roles WHERE permission_level = $1 LIMIT 1', [level])
  )[0]!.id;

describe('the last level-6 person on a vessel', () => {
  it('cannot demote themself with PUT /users while the vessel has crew', async () => {
    const { vesselId, crew, officer } = await scratchVessel(f.s);
    await f.s.db.query('UPDATE user_vessel_roles SET role_id = $3 WHERE user_id = $1 AND vessel_id = $2', [
      officer.id,
      vesselId,
      await roleId(6),
    ]);
    const [dep] = await f.s.db.query<{ id: number }>(
      `INSERT INTO departments (vessel_id, name) VALUES ($1, 'Deck') RETURNING id`,
      [vesselId],
    );
    const captain = (await f.s.login(officer.email)).accessToken;
    // Leaving the fleet is refused for exactly this reason.
    const leave = await f.s.post('/yacht/leave-fleet', { yachtId: vesselId }, captain);
    expect(leave.status).toBe(400);
    // Demoting oneself to Purser (level 5) is not.
    const res = await f.s.request('/users', {
      method: 'PUT',
      token: captain,
      body: JSON.stringify({
        userId: officer.id,
        yachtId: vesselId,
        email: officer.email,
        firstName: 'Omar',
        lastName: 'Scratch',
        role: await roleId(5),
        departmentId: dep!.id,
      }),
    });
    const [left] = await f.s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level >= 6 AND uvr.end_date IS NULL`,
      [vesselId],
    );
    expect(crew.id).toBeGreaterThan(0);
    // Expected: 400 with 'Someone at access level 6 or more must stay on this vessel while it has crew…'.
    expect({ status: res.status, levelSixLeft: left!.n }).toEqual({ status: 400, levelSixLeft: 1 });
  });
});

describe('throttles behind a proxy (TRUST_PROXY=1)', () => {
  it('count the address the proxy saw, not a forged left-most X-Forwarded-For entry', async () => {
    const before = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 8; i++) {
        // The client forges the first entry; the proxy appends the address it really saw.
        const res = await f.s.request('/users/register', {
          method: 'POST',
          address: '10.0.0.2', // the proxy
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.9` },
          body: JSON.stringify({
            user: {
              firstName: 'Bot',
              lastName: `Number${i}`,
              email: `bot${i}@flood.example`,
              phone: '+46 70 123 45 67',
              newPassword: PW,
              agreedWithTerms: true,
            },
            yacht: { type: 1, yachtName: `M/Y Flood ${i}` },
          }),
        });
        statuses.push(res.status);
      }
      // Expected: at most 5 registrations an address in 15 minutes (the 6th and later: 429).
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
  });
});

describe('the last level-6 person on a vessel, by a dated removal', () => {
  it('cannot leave when the other captain’s role ends tomorrow', async () => {
    const { vesselId, officer } = await scratchVessel(f.s);
    const captainRole = await roleId(6);
    // Two captains: Omar (the scratch officer, made captain) and a second one.
    await f.s.db.query('UPDATE user_vessel_roles SET role_id = $3 WHERE user_id = $1 AND vessel_id = $2', [
      officer.id,
      vesselId,
      captainRole,
    ]);
    const email = fresh();
    const [hash] = await f.s.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = 'crew@demo.yacht'",
    );
    const [second] = await f.s.db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, 'Cora', 'Second') RETURNING id`,
      [email, hash!.password_hash],
    );
    await f.s.db.query(
      'INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, start_date) VALUES ($1, $2, $3, $4)',
      [second!.id, vesselId, captainRole, '2026-01-01'],
    );
    const omar = (await f.s.login(officer.email)).accessToken;
    const tomorrow = new Date(f.s.clock().getTime() + 86_400_000).toISOString().slice(0, 10);
    const remove = await f.s.post(
      '/users/removefromyacht',
      { userID: second!.id, yachtID: vesselId, endDate: tomorrow },
      omar,
    );
    expect(remove.status).toBe(200);
    const leave = await f.s.post('/yacht/leave-fleet', { yachtId: vesselId }, omar);
    f.s.advance(3 * 86_400_000);
    const [left] = await f.s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level >= 6 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)`,
      [vesselId, f.s.clock().toISOString().slice(0, 10)],
    );
    const [crewLeft] = await f.s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_vessel_roles WHERE vessel_id = $1 AND (end_date IS NULL OR end_date >= $2)`,
      [vesselId, f.s.clock().toISOString().slice(0, 10)],
    );
    f.s.advance(-3 * 86_400_000);
    expect(crewLeft!.n).toBeGreaterThan(0);
    // Expected: leaving refused with 'Someone at access level 6 or more must stay…' (the other captain is leaving).
    expect({ leave: leave.status, levelSixLeft: left!.n }).toEqual({ leave: 400, levelSixLeft: 1 });
  });
});
