import type { TestServer } from './test-server';

/**
 * A user with a high level on another vessel and no role on Aurora: the strongest case of
 * "another vessel's user" (a crew member of that vessel would be refused for their level
 * alone). Made once per test server: the demo fleet has no such person.
 */
export async function outsiderCaptain(s: TestServer) {
  const meridian = await s.vesselId('meridian');
  const [row] = await s.db.query<{ id: number; email: string }>(
    `SELECT u.id, u.email FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id
      WHERE uvr.vessel_id = $1
        AND NOT EXISTS (SELECT 1 FROM user_vessel_roles x WHERE x.user_id = u.id AND x.vessel_id <> $1)
      ORDER BY u.id LIMIT 1`,
    [meridian],
  );
  await s.db.query(
    `UPDATE user_vessel_roles SET role_id = (SELECT id FROM roles WHERE permission_level = 6 LIMIT 1)
      WHERE user_id = $1 AND vessel_id = $2`,
    [row!.id, meridian],
  );
  const { accessToken } = await s.login(row!.email);
  return { id: row!.id, email: row!.email, token: accessToken };
}

/** Access tokens of the demo users named by role ('crew' signs in crew@demo.yacht), by role. */
export async function demoTokens(s: TestServer, roles: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const role of roles) tokens[role] = (await s.login(`${role}@demo.yacht`)).accessToken;
  return tokens;
}

/** Another Aurora crew member (level 2) than the demo crew member. */
export async function shipmate(s: TestServer) {
  const aurora = await s.vesselId('aurora');
  const crewId = await s.idOf('crew@demo.yacht');
  const [row] = await s.db.query<{ id: number }>(
    `SELECT uvr.user_id AS id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.vessel_id = $1 AND r.permission_level = 2 AND uvr.user_id <> $2
      ORDER BY uvr.user_id LIMIT 1`,
    [aurora, crewId],
  );
  return row!.id;
}

/** Crew-on-yacht ids and a salary entry of everyone on a vessel, by user; a position of a department there. */
export async function crewSampleIds(s: TestServer, vesselId: number, departmentId: number) {
  const rows = await s.db.query<{ id: number; user_id: number }>(
    'SELECT id, user_id FROM user_vessel_roles WHERE vessel_id = $1',
    [vesselId],
  );
  const [position] = await s.db.query<{ id: number }>(
    'SELECT id FROM positions WHERE vessel_id = $1 AND department_id = $2 ORDER BY id LIMIT 1',
    [vesselId, departmentId],
  );
  const salaries = await s.db.query<{ id: string; user_id: number }>(
    `SELECT DISTINCT ON (uvr.user_id) s.id, uvr.user_id FROM crew_salaries s
       JOIN user_vessel_roles uvr ON uvr.id = s.crew_id WHERE uvr.vessel_id = $1 ORDER BY uvr.user_id, s.id`,
    [vesselId],
  );
  return {
    crewIds: Object.fromEntries(rows.map((r) => [r.user_id, r.id])),
    salaries: Object.fromEntries(salaries.map((r) => [r.user_id, r.id])),
    position: position!.id,
    ...(await leaveSampleIds(s, vesselId)),
    ...(await certSampleIds(s, vesselId)),
  };
}

/** Two of the vessel's demo certificates (the delete sample may remove the second). */
async function certSampleIds(s: TestServer, vesselId: number) {
  const certs = await s.db.query<{ id: string }>(
    'SELECT id FROM certificates WHERE vessel_id = $1 AND NOT deleted ORDER BY id LIMIT 2',
    [vesselId],
  );
  const none = '01JNOCERTIFICATE0000000000';
  return { certificate: certs[0]?.id ?? none, spareCertificate: certs[1]?.id ?? none };
}

/** Leave profiles and a request of each user on a vessel (the pending one first), and its default leave type. */
async function leaveSampleIds(s: TestServer, vesselId: number) {
  const profiles = await s.db.query<{ id: string; user_id: number }>(
    'SELECT id, user_id FROM leave_profiles WHERE vessel_id = $1 AND active AND NOT deleted',
    [vesselId],
  );
  const requests = await s.db.query<{ id: string; user_id: number }>(
    `SELECT DISTINCT ON (user_id) id, user_id FROM leave_requests WHERE vessel_id = $1 AND NOT deleted
      ORDER BY user_id, (status = 'Pending') DESC, id`,
    [vesselId],
  );
  const [type] = await s.db.query<{ id: number }>(
    'SELECT id FROM leave_types WHERE vessel_id = $1 AND is_default AND NOT deleted',
    [vesselId],
  );
  const [entry] = await s.db.query<{ id: number }>(
    'SELECT id FROM leave_history WHERE vessel_id = $1 AND profile_id IS NOT NULL ORDER BY id LIMIT 1',
    [vesselId],
  );
  return {
    leaveHistoryEntry: entry?.id ?? 2_147_483_000,
    leaveProfiles: Object.fromEntries(profiles.map((r) => [r.user_id, r.id])),
    leaveRequests: Object.fromEntries(requests.map((r) => [r.user_id, r.id])),
    leaveType: type?.id ?? 2_147_483_000,
  };
}
