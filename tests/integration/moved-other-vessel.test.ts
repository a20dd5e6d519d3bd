import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../server/testing/leave-fixture';

/**
 * A rename moves every crew record of the person, and the sync answer lists those it moved so the
 * device's later changes of them are no conflict (use-case.ts). It lists only records on the
 * caller's vessels: an ended record of the person on another vessel is none of the caller's to
 * learn of (attack s60: its id and change numbers came back to a purser of Aurora).
 */
let L: LeaveTestServer;
beforeAll(async () => {
  L = await leaveServer();
});
afterAll(() => L.s.close());

it('a rename on Aurora names in its answer only the crew records on the caller’s vessels, not an ended one elsewhere', async () => {
  const purser = await L.s.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'purser@demo.yacht'`);
  const pv = await L.s.db.query<{ vessel_id: number }>(
    'SELECT vessel_id FROM user_vessel_roles WHERE user_id = $1',
    [purser[0]!.id],
  );
  const other = await L.s.db.query<{ id: number }>(
    'SELECT id FROM vessels WHERE NOT (id = ANY($1::int[])) ORDER BY id LIMIT 1',
    [pv.map((r) => r.vessel_id)],
  );
  const [target] = await L.s.db.query<{
    id: number;
    user_id: number;
    version: number;
    first_name: string;
    last_name: string;
  }>(
    `SELECT uvr.id, uvr.user_id, uvr.version, u.first_name, u.last_name FROM user_vessel_roles uvr
      JOIN roles r ON r.id = uvr.role_id JOIN users u ON u.id = uvr.user_id
      WHERE uvr.vessel_id = $1 AND r.permission_level < 5 ORDER BY uvr.id DESC LIMIT 1`,
    [L.aurora],
  );
  const [role] = await L.s.db.query<{ role_id: number }>(
    'SELECT role_id FROM user_vessel_roles WHERE vessel_id = $1 LIMIT 1',
    [other[0]!.id],
  );
  const [secret] = await L.s.db.query<{ id: number }>(
    "INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, start_date, end_date) VALUES ($1, $2, $3, '2020-01-01', '2021-01-01') RETURNING id",
    [target!.user_id, other[0]!.id, role!.role_id],
  );
  const [v] = await L.s.db.query<{ version: number }>('SELECT version FROM user_vessel_roles WHERE id = $1', [
    target!.id,
  ]);
  const body = { crewId: target!.id, firstName: `${target!.first_name}x`, lastName: target!.last_name };
  const first = (await L.op('purser', 'crew/profile/save', body, Number(v!.version))) as {
    records?: Record<string, { version: number }[]>;
  };
  const base = Math.max(
    ...Object.values(first.records ?? {})
      .flat()
      .map((r) => r.version),
    Number(v!.version),
  );
  const answer = await L.op('purser', 'crew/profile/save', body, base);
  expect(JSON.stringify(answer)).not.toContain(`"key":${secret!.id}`);
});
