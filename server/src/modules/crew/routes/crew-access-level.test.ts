import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../../../testing/crew-fixture';
import type { TestServer } from '../../../../testing/test-server';

/** PUT /crew/{yachtId}/{crewId}/EditUserAccessLevel/{roleId}: Edit user's rules, by crew id. */
let s: TestServer;
let aurora: number;
let token: Record<string, string>;
let userId: Record<string, number>;
let crewId: Record<string, number>;
let role: Record<string, number>;

beforeAll(async () => {
  ({ s, aurora, token, userId, crewId } = await crewServer());
  const rows = await s.db.query<{ id: number; name: string }>('SELECT id, name FROM roles');
  role = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => s.close());

const change = (who: string, crew: number, roleId: number, vessel = aurora) =>
  s.request(`/crew/${vessel}/${crew}/EditUserAccessLevel/${roleId}`, { method: 'PUT', token: token[who] });
const levelOf = async (user: number) =>
  (
    await s.db.query<{ permission_level: number }>(
      `SELECT r.permission_level FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.user_id = $1 AND uvr.vessel_id = $2`,
      [user, aurora],
    )
  )[0]?.permission_level;

describe('changing a crew member’s access level', () => {
  it('lets the captain make a crew member an officer, and back', async () => {
    expect((await change('captain', crewId.crew!, role.Officer!)).status).toBe(200);
    expect(await levelOf(userId.crew!)).toBe(4);
    expect((await change('captain', crewId.crew!, role.Crew!)).status).toBe(200);
    expect(await levelOf(userId.crew!)).toBe(2);
  });

  it('keeps an officer to roles at or below their own, and off people above them', async () => {
    const up = await change('officer', crewId.crew!, role.Purser!);
    expect(up.status).toBe(403);
    expect(await up.json()).toEqual({ message: MSG.noPermissionToEdit });
    expect((await change('officer', crewId.captain!, role.Crew!)).status).toBe(403);
    expect(await levelOf(userId.captain!)).toBe(6);
    expect((await change('crew', crewId.crew!, role.Officer!)).status).toBe(403);
    expect(await levelOf(userId.crew!)).toBe(2);
  });

  it('finds no crew id of another vessel, and no role that does not exist', async () => {
    const [elsewhere] = await s.db.query<{ id: number }>(
      'SELECT id FROM user_vessel_roles WHERE vessel_id <> $1 LIMIT 1',
      [aurora],
    );
    expect((await change('captain', elsewhere!.id, role.Crew!)).status).toBe(404);
    expect((await change('captain', crewId.crew!, 99999)).status).toBe(400);
  });
});
