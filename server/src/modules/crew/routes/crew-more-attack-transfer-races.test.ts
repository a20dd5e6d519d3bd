import { describe, expect, it } from 'vitest';
import { refusal } from '../../../../testing/crew-attack-kit';
import {
  aurora,
  call,
  meridian,
  person,
  place,
  role,
  s,
  sailor,
  solstice,
  token,
  toMeridian,
  transfer,
  transferAttackServer,
  vesselsOf,
} from '../../../../testing/crew-transfer-attack-kit';

/**
 * Attacks on the crew transfer, POST /crewonyacht/{id}/transfer (doc 2, sections 3, 5 to 7):
 * transfers racing each other, a removal or the deletion of the position. Each test asserts what the spec asks for; a failing one is a defect (the other calls:
 * crew-more-attack.test.ts).
 */
transferAttackServer();

describe('races', () => {
  const salariesOn = async (userOf: number, vessel: number) =>
    s.db.query(
      `SELECT s.id FROM crew_salaries s JOIN user_vessel_roles uvr ON uvr.id = s.crew_id
        WHERE uvr.vessel_id = $2 AND uvr.user_id = (SELECT user_id FROM user_vessel_roles WHERE id = $1)`,
      [userOf, vessel],
    );

  it('moves someone transferred to two vessels at once to one of them only', async () => {
    for (let round = 0; round < 10; round++) {
      const id = await sailor();
      const answers = await Promise.all([
        transfer('fleet', id, toMeridian()),
        transfer('fleet', id, { yachtId: solstice, positionId: place['solstice:Bosun'] }),
      ]);
      const statuses = answers.map((r) => r.status);
      expect({
        round,
        moves: statuses.filter((st) => st === 200).length,
        vessels: (await vesselsOf(id)).length,
      }).toEqual({ round, moves: 1, vessels: 1 });
    }
  });

  it('answers one transfer sent twice at once with one move, one salary entry and a refusal', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await sailor();
      const body = toMeridian({ salary: 4000, leave: 30 });
      const answers = await Promise.all([transfer('fleet', id, body), transfer('fleet', id, body)]);
      const statuses = answers.map((r) => r.status);
      const [audits] = await s.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'crew.transferred'
            AND after->>'vesselId' = $3 AND entity_key = (SELECT uvr.id::text FROM user_vessel_roles uvr
              WHERE uvr.vessel_id = $2 AND uvr.user_id = (SELECT user_id FROM user_vessel_roles WHERE id = $1))`,
        [id, meridian, String(meridian)],
      );
      expect({
        round,
        moves: statuses.filter((st) => st === 200).length,
        salaryEntries: (await salariesOn(id, meridian)).length,
        audited: audits!.n,
      }).toEqual({ round, moves: 1, salaryEntries: 1, audited: 1 });
      const other = answers.find((r) => r.status !== 200)!;
      expect([400, 404, 409]).toContain(other.status);
      await refusal(other, other.status);
    }
  });

  it('never leaves someone on both vessels when they are removed or made former crew while transferred', async () => {
    for (let round = 0; round < 16; round++) {
      const id = await sailor();
      const user = (
        await s.db.query<{ user_id: number }>('SELECT user_id FROM user_vessel_roles WHERE id = $1', [id])
      )[0]!.user_id;
      const leave =
        round % 2 === 0
          ? call('captain', 'POST', '/users/removefromyacht', {
              userID: user,
              yachtID: aurora,
              endDate: '2026-11-30',
            })
          : call('captain', 'PUT', `/crewonyacht/${id}/assignstate`, { stateId: 2, endDate: '2026-11-30' });
      const [moved, left] = await Promise.all([transfer('fleet', id, toMeridian()), leave]);
      expect([200, 400, 404]).toContain(moved.status);
      expect([200, 400, 404]).toContain(left.status);
      expect(
        await vesselsOf(id),
        `round ${round}: transfer ${moved.status}, removal ${left.status}`,
      ).toHaveLength(1);
    }
  });

  it('never leaves anybody in a position deleted while they were transferred into it', async () => {
    for (let round = 0; round < 40; round++) {
      const id = await sailor();
      const [p] = await s.db.query<{ id: number }>(
        'INSERT INTO positions (vessel_id, department_id, name, sort_order) VALUES ($1, $2, $3, 90) RETURNING id',
        [meridian, place['meridian:dept:Deck'], `Race ${round} ${Date.now()}`],
      );
      const [moved, deleted] = await Promise.all([
        transfer('fleet', id, toMeridian({ positionId: p!.id })),
        call('fleet', 'DELETE', `/positions/${p!.id}/${meridian}`),
      ]);
      expect([200, 400]).toContain(moved.status);
      expect([200, 400]).toContain(deleted.status);
      const [state] = await s.db.query<{ deleted: boolean; held: boolean }>(
        `SELECT p.deleted, EXISTS (SELECT 1 FROM user_vessel_roles uvr WHERE uvr.position_id = p.id) AS held
           FROM positions p WHERE p.id = $1`,
        [p!.id],
      );
      expect({ round, ...state }, `transfer ${moved.status}, delete ${deleted.status}`).not.toMatchObject({
        deleted: true,
        held: true,
      });
    }
  });

  it('keeps a level-6 person on the old vessel when its two staying captains are transferred at once', async () => {
    const [group] = await s.db.query<{ group_id: number }>('SELECT group_id FROM vessels WHERE id = $1', [
      aurora,
    ]);
    const [v] = await s.db.query<{ id: number }>(
      `INSERT INTO vessels (group_id, name, codename, modules) VALUES ($1, 'M/Y Twoadmins', 'twoadmins', $2) RETURNING id`,
      [group!.group_id, ['admin', 'crew']],
    );
    token.leaving2 = (
      await person('leaving', [
        [v!.id, role.Captain!, '2026-11-16'],
        [meridian, role.Captain!],
      ])
    ).token;
    const c2 = await person('stayingA', [[v!.id, role.Captain!]]);
    const c3 = await person('stayingB', [[v!.id, role.Captain!]]);
    await person('deckhand', [[v!.id, role.Crew!]]);
    const answers = await Promise.all([
      transfer('leaving2', c2.crew[0]!, toMeridian()),
      transfer('leaving2', c3.crew[0]!, toMeridian()),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const [staying] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level >= 6 AND uvr.end_date IS NULL`,
      [v!.id],
    );
    expect(staying!.n).toBe(1);
  });
});

describe('after all of the above', () => {
  it('never answered 500', () => {
    expect(s.errors).toEqual([]);
  });
});
