import { describe, expect, it } from 'vitest';
import {
  aCrewOf,
  aurora,
  type Changes,
  days,
  device,
  meridian,
  openFeedAttackServer,
  s,
  saveDay,
  tok,
  transfer,
} from '../../testing/feed-attack-kit';
import { TEST_TODAY } from '../../testing/test-server';

/** The feed-heads attack's findings, each fixed: what the user gets against what they may see. */
openFeedAttackServer();

/** Found by the attack, then fixed: each names what the user gets against what they may see. */
describe('found by the feed-heads attack', () => {
  const positionOp = async (crewUserId: number, departmentId: number, n: number) => {
    const [crew] = await s.db.query<{ id: number; version: string }>(
      'SELECT id, version FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
      [crewUserId, aurora],
    );
    // A whole place: a role below 5 needs a position of the department (none is refused).
    const [position] = await s.db.query<{ id: number }>(
      `SELECT id FROM positions WHERE vessel_id = $1 AND NOT deleted
          AND (department_id = $2 OR department_id IS NULL) ORDER BY id LIMIT 1`,
      [aurora, departmentId],
    );
    const op = {
      id: `01JFEEDHEADSATTACK${String(n).padStart(8, '0')}`,
      op: 'crew/position/save',
      body: { crewId: crew!.id, departmentId, positionId: position!.id },
      baseVersion: Number(crew!.version),
    };
    const res = await s.post('/sync', { cursor: 1e9, ops: [op] }, tok.captain);
    const { results } = (await res.json()) as { results: { status: string }[] };
    expect(results[0]!.status).toBe('applied');
  };

  it('miss: an approver given a crew member by a department change never gets their earlier days', async () => {
    const approver = await aCrewOf(aurora, 1);
    const target = await aCrewOf(aurora, 2);
    const [deck, other] = await s.db.query<{ id: number }>(
      'SELECT id FROM departments WHERE vessel_id = $1 AND NOT deleted ORDER BY id LIMIT 2',
      [aurora],
    );
    await positionOp(target.id, other!.id, 1);
    await saveDay('captain', target.id, aurora, '2026-11-21');
    const join = await s.request(`/hor/approvalGroup/${aurora}/${approver.id}`, {
      method: 'PUT',
      token: tok.captain,
      body: JSON.stringify({ watchkeeper: false }),
    });
    expect(join.status).toBe(200);
    const dept = await s.request(`/hor/approvalGroup/department/${aurora}`, {
      method: 'PUT',
      token: tok.captain,
      body: JSON.stringify({ userID: approver.id, departmentID: deck!.id }),
    });
    expect(dept.status).toBe(200);
    const d = device(approver.token, aurora);
    await d.sync();
    expect(days(d.copy)).not.toContainEqual([target.id, '2026-11-21']);
    // The officer moves the crew member into the department the approver countersigns for.
    await positionOp(target.id, deck!.id, 2);
    await d.sync();
    // The approver now countersigns for them (GET /hor/... would show them): the move resets
    // the device, so it gets the days saved before the move too.
    expect(days(d.copy)).toContainEqual([target.id, '2026-11-21']);
  });

  it("leak: an approval-group member moved to another vessel keeps getting the old vessel's crew", async () => {
    const approver = await aCrewOf(aurora, 3);
    const join = await s.request(`/hor/approvalGroup/${aurora}/${approver.id}`, {
      method: 'PUT',
      token: tok.captain,
      body: JSON.stringify({ watchkeeper: false }),
    });
    expect(join.status).toBe(200);
    const d = device(approver.token, aurora);
    await d.sync();
    await transfer(approver.id);
    d.vesselId = meridian;
    await d.sync();
    expect(d.resets).toBe(1);
    // No role on Aurora any more: the first sync after the move brings none of Aurora's people
    // (`members`: names, departments, roles) through the approval-group branch.
    const leaked = d.copy.filter((r) => r.vesselId === aurora);
    expect(leaked.map((r) => `${r.kind} of user ${r.userId}`)).toEqual([]);
  });
});

describe('a device without a vessel', () => {
  it('loop: a user left with no vessel and a message of no vessel is reset on every poll, forever', async () => {
    const user = await aCrewOf(meridian, 1);
    await s.db.query(
      `INSERT INTO inbox_messages (user_id, vessel_id, header, text, sender, created_at, version)
       VALUES ($1, NULL, 'Welcome', 'Before you left', 'System', now(), next_change())`,
      [user.id],
    );
    // Their role ends (as endRole does: the end date, a new change number, access changed).
    await s.db.query(
      `UPDATE user_vessel_roles SET end_date = $2::date - 1, version = next_change() WHERE user_id = $1`,
      [user.id, TEST_TODAY],
    );
    await s.db.query('UPDATE users SET access_version = next_change() WHERE id = $1', [user.id]);
    // They can still sign in, with no vessel; the app then pulls the plain feed from 0
    // (src/sync/first-sync.ts planPull: no vessel, no first sync).
    const [row] = await s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [user.id]);
    const session = await s.login(row!.email);
    expect(session.roles).toEqual([]);
    user.token = session.accessToken;
    let cursor = 0;
    const answers: string[] = [];
    for (let n = 0; n < 6; n++) {
      const res = await s.post('/sync', { cursor, ops: [] }, user.token);
      const { changes } = (await res.json()) as { changes: Changes };
      answers.push(changes.reset ? 'reset' : `cursor ${changes.cursor}`);
      if (changes.reset) cursor = 0;
      else if (!changes.more && changes.cursor === cursor) break;
      else cursor = changes.cursor;
    }
    // The feed settles (its message, then a cursor that stays), not cursor, reset, cursor, reset...
    expect(answers).not.toContain('reset');
  });
});
