import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';
import { eraseExpiredCrewData, RETENTION_ACTION } from '../crew-data-retention';

/**
 * Issue 30, section 5 attacked: the five-year job erases nobody the employer still employs (a
 * later role on another of its vessels, one with no end date), stops at the employer (another
 * employer's role keeps the login), and two runs at once erase a record once.
 */
let s: TestServer;
let groupId: number;
let otherGroup: number;
let vessels: number[];
let roleId: number;
beforeAll(async () => {
  s = await startTestServer();
  const [g] = await s.db.query<{ group_id: number }>('SELECT group_id FROM vessels ORDER BY id LIMIT 1');
  groupId = g!.group_id;
  const [h] = await s.db.query<{ id: number }>(
    "INSERT INTO company_groups (name) VALUES ('Other employer') RETURNING id",
  );
  otherGroup = h!.id;
  vessels = [];
  for (const [n, group] of [groupId, groupId, otherGroup].entries()) {
    const [v] = await s.db.query<{ id: number }>(
      "INSERT INTO vessels (group_id, name, codename, modules) VALUES ($1, $2, $3, ARRAY['admin','crew']) RETURNING id",
      [group, `M/Y Retention ${n}`, `retention-${n}`],
    );
    vessels.push(v!.id);
  }
  const [r] = await s.db.query<{ id: number }>("SELECT id FROM roles WHERE name = 'Crew'");
  roleId = r!.id;
});
afterAll(() => s.close());

let people = 0;
/** A person with a role (and crew details) on each vessel given, ending on the date given (null: still held). */
async function person(roles: [vessel: number, end: string | null][]) {
  const [u] = await s.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, 'x', 'Ret', 'Ention') RETURNING id`,
    [`ret${++people}@retention.test`],
  );
  const crewIds: number[] = [];
  for (const [vessel, end] of roles) {
    const [c] = await s.db.query<{ id: number }>(
      `INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, start_date, end_date, custom_id)
       VALUES ($1, $2, $3, '2015-01-01', $4, 'C-1') RETURNING id`,
      [u!.id, vessel, roleId, end],
    );
    await s.db.query("INSERT INTO crew_details (crew_id, address) VALUES ($1, '1 Quay Street')", [c!.id]);
    crewIds.push(c!.id);
  }
  return { userId: u!.id, crewIds };
}
const detailsLeft = async (crewIds: number[]) =>
  Promise.all(
    crewIds.map(
      async (id) => (await s.db.query('SELECT 1 FROM crew_details WHERE crew_id = $1', [id])).length,
    ),
  );
const accountErased = async (userId: number) =>
  (
    await s.db.query<{ erased: boolean }>('SELECT erased_at IS NOT NULL AS erased FROM users WHERE id = $1', [
      userId,
    ])
  )[0]!.erased;
const TODAY = '2026-12-02';
const run = () =>
  eraseExpiredCrewData(
    { db: s.db, files: s.deps.files, log: () => {} },
    TODAY,
    new Date(`${TODAY}T03:00:00Z`),
  );

describe('the five-year retention job', () => {
  it('keeps everything of someone the employer still employs, or employed within five years', async () => {
    const laterRole = await person([
      [vessels[0]!, '2020-01-01'],
      [vessels[1]!, '2024-06-01'],
    ]);
    const stillHeld = await person([
      [vessels[0]!, '2020-01-01'],
      [vessels[1]!, null],
    ]);
    const notYet = await person([[vessels[0]!, '2021-12-03']]);
    await run();
    expect(await detailsLeft(laterRole.crewIds)).toEqual([1, 1]);
    expect(await detailsLeft(stillHeld.crewIds)).toEqual([1, 1]);
    expect(await detailsLeft(notYet.crewIds)).toEqual([1]);
    for (const p of [laterRole, stillHeld, notYet]) expect(await accountErased(p.userId)).toBe(false);
  });

  it('erases one employer’s records and keeps the login of someone another employer still has', async () => {
    const p = await person([
      [vessels[0]!, '2021-12-02'],
      [vessels[2]!, null],
    ]);
    await run();
    expect(await detailsLeft(p.crewIds)).toEqual([0, 1]);
    expect(await accountErased(p.userId)).toBe(false);
  });

  it('two runs at once erase a crew record once (one audit entry)', async () => {
    const p = await person([[vessels[0]!, '2019-05-05']]);
    await Promise.all([run(), run()]);
    const audits = await s.db.query('SELECT 1 FROM audit_log WHERE action = $1 AND entity_key = $2', [
      RETENTION_ACTION,
      String(p.crewIds[0]),
    ]);
    expect(audits).toHaveLength(1);
    expect(await accountErased(p.userId)).toBe(true);
  });
});
