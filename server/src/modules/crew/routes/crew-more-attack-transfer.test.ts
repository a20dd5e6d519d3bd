import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, placesOf, refusal, roleIds, trialAccount } from '../../../../testing/crew-attack-kit';
import { crewServer } from '../../../../testing/crew-fixture';
import { outsiderCaptain } from '../../../../testing/role-fixtures';
import { TEST_TODAY, type TestServer } from '../../../../testing/test-server';
import { LEFT_SINCE } from '../crew-wizard-start';

/**
 * Attacks on the crew transfer, POST /crewonyacht/{id}/transfer (doc 2, sections 3, 5 to 7):
 * callers without standing, destinations and positions they cannot see, people who are not
 * current crew, the last administrator, odd bodies, and transfers racing each other, a removal
 * or the deletion of the position. Each test asserts what the spec asks for; a failing one is
 * a defect (the other calls: crew-more-attack.test.ts).
 */
let s: TestServer;
let aurora: number;
let meridian: number;
let solstice: number;
let trialVessel: number;
let trialPosition: number;
let token: Record<string, string>;
let crewId: Record<string, number>;
let role: Record<string, number>;
let place: Record<string, number>;

const UNKNOWN = 2_147_483_000;

beforeAll(async () => {
  ({ s, aurora, token, crewId } = await crewServer());
  meridian = await s.vesselId('meridian');
  solstice = await s.vesselId('solstice');
  place = await placesOf(s);
  role = await roleIds(s);
  token.outsider = (await outsiderCaptain(s)).token;
  // A captain of Aurora and Meridian (the demo captain is on Aurora only).
  token.both = (
    await person('both', [
      [aurora, role.Captain!],
      [meridian, role.Captain!],
    ])
  ).token;
  // A registration trial account: another company, level 8 on its own vessel.
  const trial = await trialAccount(s, {
    firstName: 'Tom',
    email: 'tom@trial-transfer.example',
    phone: '+46 70 123 45 68',
    address: '198.51.100.72',
    yachtName: 'M/Y Trial Transfer',
  });
  token.trial = trial.token;
  trialVessel = trial.vessel;
  trialPosition = trial.position;
});
afterAll(() => s.close());

let people = 0;
/** A new user with the demo password, with roles [vessel, role, end date?], and their crew ids. */
async function person(name: string, roles: [number, number, string?][]) {
  const email = `${name}.${++people}@transfer-attack.example`;
  const [user] = await s.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name)
     SELECT $1, password_hash, $2, 'Attack' FROM users WHERE email = 'captain@demo.yacht' RETURNING id`,
    [email, name],
  );
  const crew: number[] = [];
  for (const [vessel, roleId, endDate] of roles) {
    const [row] = await s.db.query<{ id: number }>(
      'INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, end_date) VALUES ($1, $2, $3, $4) RETURNING id',
      [user!.id, vessel, roleId, endDate ?? null],
    );
    crew.push(row!.id);
  }
  const needsToken = roles.some(([, r]) => r === role.Captain);
  return { userId: user!.id, crew, token: needsToken ? (await s.login(email)).accessToken : '' };
}

/** Made when called: the server is up only once beforeAll has run. */
const call: ReturnType<typeof callerOf> = (...args) => callerOf(s, token)(...args);

/** The vessels the user of a crew row is on today (no end date, or one still to come). */
const vesselsOf = async (id: number) =>
  (
    await s.db.query<{ vessel_id: number }>(
      `SELECT vessel_id FROM user_vessel_roles WHERE (end_date IS NULL OR end_date >= $2)
          AND user_id = (SELECT user_id FROM user_vessel_roles WHERE id = $1) ORDER BY vessel_id`,
      [id, TEST_TODAY],
    )
  ).map((r) => r.vessel_id);

let made = 0;
/** A new crew member (level 2, Deck, Deckhand) on Aurora, through POST /crew. */
const sailor = async (extra: Record<string, unknown> = {}) => {
  const res = await call('fleet', 'POST', '/crew', {
    yachtId: aurora,
    email: `mover${++made}.${Date.now()}@transfer-attack.example`,
    firstName: 'Robin',
    lastName: 'Hale',
    level: role.Crew,
    departmentsId: place['aurora:dept:Deck'],
    positionId: place['aurora:Deckhand'],
    status: 1,
    ...extra,
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { crewOnYachtId: number }).crewOnYachtId;
};
const transfer = (who: string, id: number, body: unknown) =>
  call(who, 'POST', `/crewonyacht/${id}/transfer`, body);
const toMeridian = (extra: Record<string, unknown> = {}) => ({
  yachtId: meridian,
  positionId: place['meridian:Bosun'],
  ...extra,
});

describe('who may transfer, and where to', () => {
  it('answers crew, officers, pursers, another vessel’s captain and a trial account alike for real and unknown crew', async () => {
    const id = await sailor();
    for (const who of ['crew', 'officer', 'purser', 'outsider', 'trial']) {
      const real = await refusal(await transfer(who, id, toMeridian()), 403);
      expect(await refusal(await transfer(who, UNKNOWN, toMeridian()), 403), who).toEqual(real);
    }
    expect(await vesselsOf(id)).toEqual([aurora]);
  });

  it('answers a destination the caller is not level 6 on alike, whether it exists or is another company’s', async () => {
    const id = await sailor();
    const unknown = await refusal(await transfer('fleet', id, toMeridian({ yachtId: UNKNOWN })), 403);
    expect(await refusal(await transfer('fleet', id, toMeridian({ yachtId: trialVessel })), 403)).toEqual(
      unknown,
    );
    const byCaptain = await refusal(await transfer('captain', id, toMeridian({ yachtId: UNKNOWN })), 403);
    expect(await refusal(await transfer('captain', id, toMeridian()), 403)).toEqual(byCaptain);
    // The trial account's own crew member, sent to Aurora.
    const [dept] = await s.db.query<{ id: number }>(
      'SELECT department_id AS id FROM positions WHERE id = $1',
      [trialPosition],
    );
    const added = await call('trial', 'POST', '/crew', {
      yachtId: trialVessel,
      email: 'trial.sailor@transfer-attack.example',
      firstName: 'Tina',
      lastName: 'Deck',
      level: role.Crew,
      departmentsId: dept!.id,
      positionId: trialPosition,
      status: 1,
    });
    expect(added.status).toBe(200);
    const theirs = ((await added.json()) as { crewOnYachtId: number }).crewOnYachtId;
    const toAurora = await refusal(
      await transfer('trial', theirs, { yachtId: aurora, positionId: place['aurora:Bosun'] }),
      403,
    );
    expect(
      await refusal(
        await transfer('trial', theirs, { yachtId: UNKNOWN, positionId: place['aurora:Bosun'] }),
        403,
      ),
    ).toEqual(toAurora);
    expect(await vesselsOf(id)).toEqual([aurora]);
    expect(await vesselsOf(theirs)).toEqual([trialVessel]);
  });

  it('answers a position of another vessel or company like one that does not exist', async () => {
    const id = await sailor();
    const unknown = await refusal(
      await transfer('fleet', id, toMeridian({ positionId: UNKNOWN })),
      400,
      'positionId',
    );
    for (const other of [place['solstice:Bosun']!, place['aurora:Bosun']!, trialPosition])
      expect(await refusal(await transfer('fleet', id, toMeridian({ positionId: other })), 400)).toEqual(
        unknown,
      );
    expect(await vesselsOf(id)).toEqual([aurora]);
  });

  it('refuses with the crew module off on the old vessel: the module message to its people, a plain 403 to others', async () => {
    const id = await sailor();
    await s.db.query("UPDATE vessels SET modules = array_remove(modules, 'crew') WHERE id = $1", [aurora]);
    try {
      expect(await refusal(await transfer('fleet', id, toMeridian()), 403)).toEqual({
        message: MSG.moduleOff('Crew'),
      });
      const outsider = await refusal(await transfer('outsider', id, toMeridian()), 403);
      expect(outsider).toEqual(await refusal(await transfer('outsider', UNKNOWN, toMeridian()), 403));
    } finally {
      await s.db.query("UPDATE vessels SET modules = array_append(modules, 'crew') WHERE id = $1", [aurora]);
    }
    expect(await vesselsOf(id)).toEqual([aurora]);
  });

  it('refuses someone above the caller, and leaves them where they are', async () => {
    await refusal(await transfer('both', crewId.fleet!, toMeridian()), 403);
    expect(await vesselsOf(crewId.fleet!)).toEqual([aurora, meridian, solstice].sort((a, b) => a - b));
  });
});

describe('whom', () => {
  const rowOf = async (id: number) =>
    (
      await s.db.query<{ start_date: string | null; end_date: string | null; crew_status: number }>(
        `SELECT start_date::text AS start_date, end_date::text AS end_date, crew_status
           FROM user_vessel_roles WHERE id = $1`,
        [id],
      )
    )[0]!;

  it('does not end a prospective crew member’s time on the old vessel before it starts, nor make them current', async () => {
    const id = await sailor({ status: -1, startDate: '2026-12-01' });
    const res = await transfer('fleet', id, toMeridian());
    if (res.status === 200) {
      const moved = (await res.json()) as { crewOnYachtId: number };
      const old = await rowOf(id);
      expect(old.end_date! >= old.start_date!, `Aurora ${old.start_date} to ${old.end_date}`).toBe(true);
      expect((await rowOf(moved.crewOnYachtId)).crew_status, 'status on Meridian').toBe(-1);
    } else {
      await refusal(res, 400);
      expect(await vesselsOf(id)).toEqual([aurora]);
    }
  });

  it('refuses former crew with 404 and leaves them where they were', async () => {
    const id = await sailor({ startDate: '2026-01-05' });
    expect((await call('fleet', 'PUT', `/crewonyacht/${id}/assignstate`, { stateId: 2 })).status).toBe(200);
    await refusal(await transfer('fleet', id, toMeridian()), 404);
    expect(await vesselsOf(id)).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ crew_status: 2, end_date: '2026-11-14' });
  });

  it('keeps someone at level 6 with no end date on the old vessel while it has crew', async () => {
    const [group] = await s.db.query<{ group_id: number }>('SELECT group_id FROM vessels WHERE id = $1', [
      aurora,
    ]);
    const [v] = await s.db.query<{ id: number }>(
      `INSERT INTO vessels (group_id, name, codename, modules) VALUES ($1, 'M/Y Lastadmin', 'lastadmin', $2) RETURNING id`,
      [group!.group_id, ['admin', 'crew']],
    );
    // The caller's own role there ends tomorrow; the other captain is the one who stays.
    const leaving = await person('leaving', [
      [v!.id, role.Captain!, '2026-11-16'],
      [meridian, role.Captain!],
    ]);
    token.leaving = leaving.token;
    const staying = await person('staying', [[v!.id, role.Captain!]]);
    await person('deckhand', [[v!.id, role.Crew!]]);
    await refusal(await transfer('leaving', staying.crew[0]!, toMeridian()), 400, 'userId');
    expect(await vesselsOf(staying.crew[0]!)).toEqual([v!.id]);
  });

  it('does not let a transferred crew member’s old wizard key bring them back to the old vessel', async () => {
    const wizardKey = '01JATKXFER0000000000000001';
    const email = 'rejoin@transfer-attack.example';
    const body = {
      wizardKey,
      yachtId: aurora,
      email,
      firstName: 'Robin',
      lastName: 'Hale',
      level: role.Crew,
      departmentsId: place['aurora:dept:Deck'],
      positionId: place['aurora:Deckhand'],
      status: 1,
    };
    const first = await call('fleet', 'POST', '/crew', body);
    expect(first.status).toBe(200);
    const { crewOnYachtId } = (await first.json()) as { crewOnYachtId: number };
    expect((await transfer('fleet', crewOnYachtId, toMeridian())).status).toBe(200);
    const again = await refusal(await call('fleet', 'POST', '/crew', body), 400, 'status');
    expect(again.errorList).toEqual([{ property: 'status', message: LEFT_SINCE }]);
    expect(await vesselsOf(crewOnYachtId)).toEqual([meridian]);
  });
});

describe('odd bodies', () => {
  it('refuses them with 400 naming the field, never 500, and moves no one', async () => {
    const id = await sailor();
    const cases: [Record<string, unknown>, string][] = [
      [{ yachtId: [meridian] }, 'yachtId'],
      [{ yachtId: { id: meridian } }, 'yachtId'],
      [{ yachtId: `${meridian}.0` }, 'yachtId'],
      [{ yachtId: true }, 'yachtId'],
      [{ yachtId: null }, 'yachtId'],
      [{ positionId: [place['meridian:Bosun']] }, 'positionId'],
      [{ positionId: -1 }, 'positionId'],
      [{ positionId: 1.5 }, 'positionId'],
      [{ salary: 'NaN' }, 'salary'],
      [{ salary: 'Infinity' }, 'salary'],
      [{ salary: '1e3' }, 'salary'],
      [{ salary: '0x10' }, 'salary'],
      [{ salary: '１２' }, 'salary'],
      [{ salary: true }, 'salary'],
      [{ salary: [3000] }, 'salary'],
      [{ salary: { amount: 3000 } }, 'salary'],
      [{ salary: 3000.123 }, 'salary'],
      [{ salary: '3000\u0000' }, 'salary'],
      [{ salary: '9'.repeat(900_000) }, 'salary'],
      [{ leave: -1 }, 'leave'],
      [{ leave: 365.5 }, 'leave'],
      [{ leave: 'abc' }, 'leave'],
      [{ leave: [30] }, 'leave'],
      [{ currency: '1.5' }, 'currency'],
      [{ currency: [1] }, 'currency'],
      [{ currency: -1 }, 'currency'],
      [{ currency: 2_147_483_648 }, 'currency'],
    ];
    for (const [odd, property] of cases)
      await refusal(await transfer('fleet', id, toMeridian(odd)), 400, property);
    for (const body of ['[]', '"x"', 'null', '42', '{', `{"yachtId":${meridian},"positionId":{"a":{"b":1}}}`])
      expect((await transfer('fleet', id, body)).status, body).toBe(400);
    const huge = await transfer('fleet', id, toMeridian({ note: 'x'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
    expect(await vesselsOf(id)).toEqual([aurora]);
  });
});

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
