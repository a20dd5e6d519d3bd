import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerOf,
  crewAttackServer,
  crewRowOf,
  newCrewForm,
  refusal,
} from '../../../../testing/crew-attack-kit';
import type { TestServer } from '../../../../testing/test-server';

/**
 * Attacks on assignposition / assigndepartment and PUT /salary/{id} (doc 2,
 * sections 5 to 7): callers without standing (crew, another vessel's captain, a registration
 * trial account of another company), other vessels' ids, odd bodies, replays and races. Each
 * test asserts what the spec asks for; a failing one is a defect (the transfer:
 * crew-more-attack-transfer.test.ts).
 */
let s: TestServer;
let aurora: number;
let solstice: number;
let trialDept: number;
let trialPosition: number;
let token: Record<string, string>;
let crewId: Record<string, number>;
let role: Record<string, number>;
let place: Record<string, number>;

const UNKNOWN = 2_147_483_000;

beforeAll(async () => {
  const t = await crewAttackServer();
  ({ s, aurora, solstice, token, crewId, role, place } = t);
  trialDept = t.trial.department;
  trialPosition = t.trial.position;
  // A second captain of Aurora: someone at the demo captain's own level.
  const [two] = await s.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name)
     SELECT 'second.captain@example.com', password_hash, 'Tess', 'Ward' FROM users WHERE email = 'captain@demo.yacht'
     RETURNING id`,
  );
  const [row] = await s.db.query<{ id: number }>(
    'INSERT INTO user_vessel_roles (user_id, vessel_id, role_id) VALUES ($1, $2, $3) RETURNING id',
    [two!.id, aurora, role.Captain],
  );
  crewId.second = row!.id;
});
afterAll(() => s.close());

/** Made when called: the server is up only once beforeAll has run. */
const call: ReturnType<typeof callerOf> = (...args) => callerOf(s, token)(...args);
const crewRow = (id: number) => crewRowOf(s, id);
const form = (extra: Record<string, unknown> = {}) => newCrewForm({ aurora, role, place }, extra);
/** A new crew member (level 2) on a vessel through POST /crew. */
const sailor = async (extra: Record<string, unknown> = {}) => {
  const res = await call('fleet', 'POST', '/crew', form(extra));
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { crewOnYachtId: number }).crewOnYachtId;
};
const withCrewModule = async <T>(vessel: number, on: boolean, run: () => Promise<T>) => {
  const op = on ? 'array_append' : 'array_remove';
  const back = on ? 'array_remove' : 'array_append';
  await s.db.query(`UPDATE vessels SET modules = ${op}(modules, 'crew') WHERE id = $1`, [vessel]);
  try {
    return await run();
  } finally {
    await s.db.query(`UPDATE vessels SET modules = ${back}(modules, 'crew') WHERE id = $1`, [vessel]);
  }
};

describe('assignposition / assigndepartment', () => {
  const assign = (who: string, id: number, what: string, to: number | string) =>
    call(who, 'PUT', `/crewonyacht/${id}/assign${what}/${to}`);

  it('answers crew, another vessel’s captain and a trial account alike for real and unknown crew ids', async () => {
    const id = await sailor();
    for (const who of ['crew', 'outsider', 'trial'])
      for (const [what, to] of [
        ['position', place['aurora:Bosun']!],
        ['department', place['aurora:dept:Engine']!],
      ] as const) {
        const real = await refusal(await assign(who, id, what, to), 403);
        const unknown = await refusal(await assign(who, UNKNOWN, what, to), 403);
        expect(real, `${who} ${what}`).toEqual(unknown);
      }
    expect(await crewRow(id)).toMatchObject({ position_id: place['aurora:Deckhand'] });
  });

  it('answers another vessel’s (or company’s) position and department like ones that do not exist', async () => {
    const id = await sailor();
    const before = await crewRow(id);
    const unknownPosition = await refusal(
      await assign('officer', id, 'position', UNKNOWN),
      400,
      'positionId',
    );
    for (const other of [place['meridian:Bosun']!, trialPosition])
      expect(await refusal(await assign('officer', id, 'position', other), 400)).toEqual(unknownPosition);
    const unknownDept = await refusal(
      await assign('officer', id, 'department', UNKNOWN),
      400,
      'departmentId',
    );
    for (const other of [place['meridian:dept:Engine']!, trialDept])
      expect(await refusal(await assign('officer', id, 'department', other), 400)).toEqual(unknownDept);
    const [gone] = await s.db.query<{ id: number }>(
      "INSERT INTO departments (vessel_id, name, sort_order, deleted) VALUES ($1, 'Gone', 97, true) RETURNING id",
      [aurora],
    );
    expect(await refusal(await assign('officer', id, 'department', gone!.id), 400)).toEqual(unknownDept);
    expect(await crewRow(id)).toEqual(before);
  });

  it('refuses with the crew module off: the module message to its people, a plain 403 to others', async () => {
    const [row] = await s.db.query<{ id: number }>(
      `SELECT uvr.id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level = 2 ORDER BY uvr.id LIMIT 1`,
      [solstice],
    );
    await withCrewModule(solstice, false, async () => {
      const fleet = await refusal(await assign('fleet', row!.id, 'position', place['solstice:Bosun']!), 403);
      expect(fleet).toEqual({ message: MSG.moduleOff('Crew') });
      const officer = await refusal(
        await assign('officer', row!.id, 'position', place['solstice:Bosun']!),
        403,
      );
      const unknown = await refusal(
        await assign('officer', UNKNOWN, 'position', place['solstice:Bosun']!),
        403,
      );
      expect(officer).toEqual(unknown);
    });
  });

  it('gives 400, not 500, for ids past the largest id, and 404 for paths that are no id', async () => {
    const id = await sailor();
    await refusal(await assign('officer', id, 'position', '2147483648'), 400, 'positionId');
    await refusal(await assign('officer', 2_147_483_648, 'position', place['aurora:Bosun']!), 400, 'id');
    await refusal(await assign('officer', 0, 'department', place['aurora:dept:Deck']!), 400, 'id');
    for (const odd of ['%00', '1%00', '%F0%9F%98%80', '1e3', '0x1', '+1', ' 1'])
      expect((await assign('officer', id, 'position', odd)).status, odd).toBe(404);
  });

  it('never leaves anybody in a position deleted while it was being assigned', async () => {
    for (let round = 0; round < 40; round++) {
      const id = await sailor();
      const [p] = await s.db.query<{ id: number }>(
        `INSERT INTO positions (vessel_id, department_id, name, sort_order) VALUES ($1, $2, $3, 90) RETURNING id`,
        [aurora, place['aurora:dept:Deck'], `Race ${round} ${Date.now()}`],
      );
      const [assigned, deleted] = await Promise.all([
        assign('officer', id, 'position', p!.id),
        call('captain', 'DELETE', `/positions/${p!.id}/${aurora}`),
      ]);
      expect([200, 400]).toContain(assigned.status);
      expect([200, 400]).toContain(deleted.status);
      const [state] = await s.db.query<{ deleted: boolean; holder: number | null }>(
        `SELECT p.deleted, (SELECT uvr.id FROM user_vessel_roles uvr WHERE uvr.position_id = p.id LIMIT 1) AS holder
           FROM positions p WHERE p.id = $1`,
        [p!.id],
      );
      expect(
        { round, deleted: state!.deleted, held: state!.holder !== null },
        `assign ${assigned.status}, delete ${deleted.status}`,
      ).not.toMatchObject({ deleted: true, held: true });
    }
  });

  it('never leaves anybody in a department deleted while it was being assigned', async () => {
    for (let round = 0; round < 40; round++) {
      const id = await sailor();
      const [d] = await s.db.query<{ id: number }>(
        'INSERT INTO departments (vessel_id, name, sort_order) VALUES ($1, $2, 90) RETURNING id',
        [aurora, `Race ${round} ${Date.now()}`],
      );
      const [assigned, deleted] = await Promise.all([
        assign('officer', id, 'department', d!.id),
        call('captain', 'DELETE', `/departments/${d!.id}/${aurora}`),
      ]);
      expect([200, 400]).toContain(assigned.status);
      expect([200, 400]).toContain(deleted.status);
      const [state] = await s.db.query<{ deleted: boolean; held: boolean }>(
        `SELECT d.deleted, EXISTS (SELECT 1 FROM user_vessel_roles uvr WHERE uvr.department_id = d.id) AS held
           FROM departments d WHERE d.id = $1`,
        [d!.id],
      );
      expect({ round, ...state }, `assign ${assigned.status}, delete ${deleted.status}`).not.toMatchObject({
        deleted: true,
        held: true,
      });
    }
  });
});

describe('PUT /salary/{id}', () => {
  let seq = 0;
  const salaryKey = () => `01JATKSAL${String(++seq).padStart(17, '0')}`;
  // Entries made straight in the database: no one may make one of their own (the fleet manager's too).
  const entry = async (crew: number, id = salaryKey()) => {
    await s.db.query(
      `INSERT INTO crew_salaries (id, crew_id, amount, currency_id, change_date, is_bonus)
       VALUES ($1, $2, 4000, 1, '2026-10-01', false)`,
      [id, crew],
    );
    return id;
  };
  const amountOf = async (id: string) =>
    Number(
      (await s.db.query<{ amount: string }>('SELECT amount FROM crew_salaries WHERE id = $1', [id]))[0]!
        .amount,
    );
  const edit = {
    amount: '4550.50',
    currencyId: 2,
    isBonus: true,
    changeDate: '2026-11-01',
    comment: 'Season',
  };
  const put = (who: string, id: string, body: unknown = edit) => call(who, 'PUT', `/salary/${id}`, body);

  it('refuses an entry of someone at the caller’s own level or above', async () => {
    const second = await entry(crewId.second!);
    const fleets = await entry(crewId.fleet!);
    const captains = await entry(crewId.captain!);
    await refusal(await put('captain', second), 403);
    await refusal(await put('captain', fleets), 403);
    await refusal(await put('purser', captains), 403);
    await refusal(await put('captain', captains), 403);
    for (const id of [second, fleets, captains]) expect(await amountOf(id)).toBe(4000);
  });

  it('does not let a fleet manager set their own pay (no one sets their own pay)', async () => {
    const own = await entry(crewId.fleet!);
    await refusal(await put('fleet', own, { ...edit, amount: '999999' }), 403);
    expect(await amountOf(own)).toBe(4000);
  });

  it('answers crew, another vessel’s captain and a trial account alike for real and unknown entries', async () => {
    const crews = await entry(crewId.crew!);
    const officers = await entry(crewId.officer!);
    for (const who of ['crew', 'officer', 'outsider', 'trial']) {
      const unknown = await refusal(await put(who, '01JATKSAL00000000000099999'), 403);
      for (const id of [crews, officers])
        expect(await refusal(await put(who, id), 403), who).toEqual(unknown);
    }
    expect([await amountOf(crews), await amountOf(officers)]).toEqual([4000, 4000]);
  });

  it('refuses with the crew module off: the module message to its people, a plain 403 to others', async () => {
    const [row] = await s.db.query<{ id: number }>(
      `SELECT uvr.id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level = 2 ORDER BY uvr.id LIMIT 1`,
      [solstice],
    );
    const id = await entry(row!.id);
    await withCrewModule(solstice, false, async () => {
      expect(await refusal(await put('fleet', id), 403)).toEqual({ message: MSG.moduleOff('Crew') });
      const purser = await refusal(await put('purser', id), 403);
      expect(purser).toEqual(await refusal(await put('purser', '01JATKSAL00000000000099998'), 403));
    });
    expect(await amountOf(id)).toBe(4000);
  });

  it('refuses odd bodies with 400 naming the field, never 500, and changes nothing', async () => {
    const id = await entry(crewId.crew!);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 'NaN' }, 'amount'],
      [{ amount: 'Infinity' }, 'amount'],
      [{ amount: '1e3' }, 'amount'],
      [{ amount: '0x10' }, 'amount'],
      [{ amount: '１２' }, 'amount'],
      [{ amount: '12.345' }, 'amount'],
      [{ amount: 12.345 }, 'amount'],
      [{ amount: -0.01 }, 'amount'],
      [{ amount: 1e9 }, 'amount'],
      [{ amount: true }, 'amount'],
      [{ amount: [100] }, 'amount'],
      [{ amount: { value: 100 } }, 'amount'],
      [{ amount: '1\u0000' }, 'amount'],
      [{ currencyId: [1] }, 'currencyId'],
      [{ currencyId: '1.0' }, 'currencyId'],
      [{ currencyId: 1.5 }, 'currencyId'],
      [{ currencyId: -1 }, 'currencyId'],
      [{ currencyId: 2_147_483_648 }, 'currencyId'],
      [{ currencyId: 9999 }, 'currencyId'],
      [{ isBonus: 'yes' }, 'isBonus'],
      [{ isBonus: 1 }, 'isBonus'],
      [{ changeDate: '2026-02-30' }, 'changeDate'],
      [{ changeDate: '2026-13-01' }, 'changeDate'],
      // A date-time is the spec's wire date (http/spec-dates.ts); one naming no day is still refused.
      [{ changeDate: '2026-11-01T25:00:00Z' }, 'changeDate'],
      [{ changeDate: 20261101 }, 'changeDate'],
      [{ comment: 'x'.repeat(900_000) }, 'comment'],
      [{ comment: 'a\u0000b' }, 'comment'],
      [{ comment: ['x'] }, 'comment'],
      [{ comment: { a: 1 } }, 'comment'],
    ];
    for (const [odd, property] of cases)
      await refusal(await put('purser', id, { ...edit, ...odd }), 400, property);
    for (const body of ['[]', '"x"', 'null', '42', '{', '{"amount":"1","amount":{"a":1}}'])
      expect([400]).toContain((await put('purser', id, body)).status);
    const huge = await put('purser', id, { ...edit, comment: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: MSG.tooLarge });
    expect(await amountOf(id)).toBe(4000);
  });

  it('takes the entry from the path only; two edits at once leave one of them whole', async () => {
    const id = await entry(crewId.crew!);
    const [a, b] = await Promise.all([
      put('purser', id, { ...edit, amount: '1111', comment: 'first' }),
      put('captain', id, { ...edit, amount: '2222', comment: 'second' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [row] = await s.db.query<{ amount: string; comment: string }>(
      'SELECT amount, comment FROM crew_salaries WHERE id = $1',
      [id],
    );
    expect([
      { amount: '1111.00', comment: 'first' },
      { amount: '2222.00', comment: 'second' },
    ]).toContainEqual(row);
  });
});

describe('after all of the above', () => {
  it('never answered 500', () => {
    expect(s.errors).toEqual([]);
  });
});
