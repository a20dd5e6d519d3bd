import type { CrewRecord, SalaryRecord } from '@contracts/crew';
import { MSG } from '@contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { placesOf } from '../../../../testing/crew-attack-kit';
import { aurora, crewId, openCrewServer, s, token } from '../../../../testing/crew-server';

/**
 * The last crew calls of doc 2, section 7: assign a position or department, edit a salary
 * entry, and the plain add-crew call (the crew transfer: crew-more-transfer.test.ts). Each
 * rule refused for the level below it, another vessel's ids refused, odd bodies a 400.
 */
openCrewServer();
let meridian: number;
let place: Record<string, number>;

beforeAll(async () => {
  meridian = await s.vesselId('meridian');
  place = await placesOf(s);
});

const call = (who: string, method: string, path: string, body?: unknown) =>
  s.request(path, {
    method,
    token: token[who],
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const crewOn = async (vesselId: number, id: number) =>
  (await (await call('fleet', 'GET', `/crew/${vesselId}/${id}`)).json()).crew as CrewRecord;
const salaries = async (id: number) =>
  (await (await call('fleet', 'GET', `/salary/${id}/history`)).json()) as SalaryRecord[];
const errors = async (res: Response) => ((await res.json()) as { errorList?: unknown[] }).errorList;

let made = 0;
const form = (extra: Record<string, unknown> = {}) => ({
  yachtId: aurora,
  email: `sailor${++made}.${Date.now()}@example.com`,
  firstName: 'Robin',
  lastName: 'Hale',
  level: 1,
  departmentsId: place['aurora:dept:Deck'],
  positionId: place['aurora:Deckhand'],
  status: 1,
  customId: 'SW-1',
  portOfEmbarkation: 'Palma',
  repatriation: 'Southampton',
  ...extra,
});
/** A new crew member (level 2) on Aurora, added through POST /crew. */
const sailor = async (extra: Record<string, unknown> = {}) => {
  const res = await call('fleet', 'POST', '/crew', form(extra));
  expect(res.status).toBe(200);
  return ((await res.json()) as { crewOnYachtId: number }).crewOnYachtId;
};

describe('assigning a position or a department', () => {
  const assign = (who: string, id: number, what: string, to: number | string) =>
    call(who, 'PUT', `/crewonyacht/${id}/assign${what}/${to}`);

  it('changes the position only; the department follows the position’s', async () => {
    const id = await sailor();
    const before = await crewOn(aurora, id);
    const res = await assign('officer', id, 'position', place['aurora:Bosun']!);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: expect.any(Number) });
    expect(await crewOn(aurora, id)).toMatchObject({
      positionId: place['aurora:Bosun'],
      departmentId: place['aurora:dept:Deck'],
      customId: 'SW-1',
      portOfEmbarkation: 'Palma',
      repatriation: 'Southampton',
      startDate: before.startDate,
      roleId: before.roleId,
    });
    expect((await assign('officer', id, 'position', place['aurora:Chief Engineer']!)).status).toBe(200);
    expect(await crewOn(aurora, id)).toMatchObject({
      positionId: place['aurora:Chief Engineer'],
      departmentId: place['aurora:dept:Engine'],
      customId: 'SW-1',
    });
  });

  it('changes the department, clearing a position of another department only', async () => {
    const id = await sailor();
    expect((await assign('officer', id, 'department', place['aurora:dept:Engine']!)).status).toBe(200);
    expect(await crewOn(aurora, id)).toMatchObject({
      departmentId: place['aurora:dept:Engine'],
      positionId: null,
      portOfEmbarkation: 'Palma',
    });
    // A position of no department fits any department: it stays, and keeps the department.
    const [free] = await s.db.query<{ id: number }>(
      "INSERT INTO positions (vessel_id, name, sort_order) VALUES ($1, 'Relief', 99) RETURNING id",
      [aurora],
    );
    expect((await assign('officer', id, 'position', free!.id)).status).toBe(200);
    expect(await crewOn(aurora, id)).toMatchObject({ departmentId: place['aurora:dept:Engine'] });
    expect((await assign('officer', id, 'department', place['aurora:dept:Galley']!)).status).toBe(200);
    expect(await crewOn(aurora, id)).toMatchObject({
      departmentId: place['aurora:dept:Galley'],
      positionId: free!.id,
    });
  });

  it('needs level 4 over the crew member', async () => {
    const id = await sailor();
    for (const what of ['position', 'department']) {
      const to = what === 'position' ? place['aurora:Bosun']! : place['aurora:dept:Engine']!;
      expect((await assign('crew', id, what, to)).status).toBe(403);
      expect((await assign('crew', crewId.crew!, what, to)).status).toBe(403);
      // An officer over the purser (5), a purser over the captain (6): above them.
      expect((await assign('officer', crewId.purser!, what, to)).status).toBe(403);
      expect((await assign('purser', crewId.captain!, what, to)).status).toBe(403);
    }
    expect((await crewOn(aurora, id)).positionId).toBe(place['aurora:Deckhand']);
  });

  it('refuses another vessel’s crew, position or department, and unknown or odd ids', async () => {
    const id = await sailor();
    const [samOnMeridian] = await s.db.query<{ id: number }>(
      'SELECT id FROM user_vessel_roles WHERE vessel_id = $1 AND id <> ALL($2::int[]) LIMIT 1',
      [meridian, Object.values(crewId)],
    );
    expect((await assign('officer', samOnMeridian!.id, 'position', place['aurora:Bosun']!)).status).toBe(403);
    const elsewhere = await assign('officer', id, 'position', place['meridian:Bosun']!);
    expect(elsewhere.status).toBe(400);
    expect(await errors(elsewhere)).toEqual([{ property: 'positionId', message: MSG.positionElsewhere }]);
    const dept = await assign('officer', id, 'department', place['meridian:dept:Engine']!);
    expect(dept.status).toBe(400);
    expect(await errors(dept)).toEqual([{ property: 'departmentId', message: MSG.departmentElsewhere }]);
    expect((await assign('officer', id, 'position', 2_147_483_000)).status).toBe(400);
    expect((await assign('officer', 2_147_483_000, 'position', place['aurora:Bosun']!)).status).toBe(403);
    const huge = await assign('officer', id, 'position', '9999999999');
    expect(huge.status).toBe(400);
    expect(await errors(huge)).toEqual([{ property: 'positionId', message: MSG.invalidId }]);
    for (const odd of ['-1', 'abc', '1.5'])
      expect((await assign('officer', id, 'department', odd)).status).toBe(404);
    const [gone] = await s.db.query<{ id: number }>(
      "INSERT INTO positions (vessel_id, name, sort_order, deleted) VALUES ($1, 'Gone', 98, true) RETURNING id",
      [aurora],
    );
    expect((await assign('officer', id, 'position', gone!.id)).status).toBe(400);
    expect((await crewOn(aurora, id)).positionId).toBe(place['aurora:Deckhand']);
  });
});

describe('editing a salary entry', () => {
  const entry = async (crew: number, salaryId: string) => {
    const body = { salaryId, amount: '4000', currencyId: 1, isBonus: false, changeDate: '2026-10-01' };
    expect((await call('fleet', 'POST', `/salary/crewonyacht/${crew}`, body)).status).toBe(200);
    return salaryId;
  };
  const edit = {
    amount: '4550.50',
    currencyId: 2,
    isBonus: true,
    changeDate: '2026-11-01',
    comment: 'Season',
  };

  it('changes the entry, for the crew member it belongs to; a crewId in the body is refused, not ignored', async () => {
    const id = await entry(crewId.crew!, '01JMORESAL000000000000001');
    const moved = await call('purser', 'PUT', `/salary/${id}`, { ...edit, crewId: crewId.officer });
    expect(moved.status).toBe(400);
    expect(await moved.json()).toEqual({
      message: "Data you've entered are invalid.",
      errorList: [{ property: 'crewId', message: 'This call does not take this field.' }],
    });
    expect((await salaries(crewId.crew!)).find((e) => e.id === id)?.amount).toBe(4000);
    const res = await call('purser', 'PUT', `/salary/${id}`, edit);
    expect(res.status).toBe(200);
    expect(await res.clone().json()).toEqual({ version: expect.any(Number) });
    expect((await salaries(crewId.crew!)).find((e) => e.id === id)).toMatchObject({
      crewId: crewId.crew,
      amount: 4550.5,
      currencyId: 2,
      isBonus: true,
      changeDate: '2026-11-01',
      comment: 'Season',
    });
    expect((await salaries(crewId.officer!)).some((e) => e.id === id)).toBe(false);
    // Sent again as it stands (a second Save, a replay): the stored version, no audit line.
    const lines = async () =>
      Number(
        (
          await s.db.query<{ n: string }>("SELECT count(*) AS n FROM audit_log WHERE action = 'crew.salary'")
        )[0]!.n,
      );
    const before = await lines();
    const saved = (await res.json()) as { version: number };
    const again = await call('purser', 'PUT', `/salary/${id}`, {
      ...edit,
      amount: 4550.5,
      comment: ' Season ',
    });
    expect([again.status, await again.json()]).toEqual([200, { version: saved.version }]);
    expect(await lines()).toBe(before);
    // The entry sent back with its id (the spec's Salary): its own id passes; another one, or
    // the app's salaryId naming another, is refused and nothing changes.
    const other = await entry(crewId.crew!, '01JMORESAL000000000000002');
    for (const body of [
      { ...edit, id: other },
      { ...edit, salaryId: other },
    ]) {
      const wrong = await call('purser', 'PUT', `/salary/${id}`, { ...body, comment: 'Wrong' });
      expect(wrong.status).toBe(400);
    }
    expect((await call('purser', 'PUT', `/salary/${id}`, { ...edit, id, comment: 'Own' })).status).toBe(200);
    expect((await salaries(crewId.crew!)).map((e) => e.comment)).not.toContain('Wrong');
  });

  it('says the bound an amount is out of, not that it is no number', async () => {
    const body = { amount: -5, currencyId: 1, isBonus: false, changeDate: '2026-10-01' };
    for (const [amount, message] of [
      [-5, MSG.atLeast(0)],
      [1e12, MSG.atMost(999_999_999)],
    ] as const) {
      const res = await call('fleet', 'POST', `/salary/crewonyacht/${crewId.crew}`, { ...body, amount });
      expect(res.status).toBe(400);
      expect((await res.json()).errorList).toEqual([{ property: 'amount', message }]);
    }
    expect(MSG.atLeast(0)).toBe('Value must be greater or equal to 0.');
  });

  it('needs level 5 over someone below; nobody edits their own pay', async () => {
    const crews = await entry(crewId.crew!, '01JMORESAL000000000000002');
    const captains = await entry(crewId.captain!, '01JMORESAL000000000000003');
    const pursers = await entry(crewId.purser!, '01JMORESAL000000000000004');
    expect((await call('crew', 'PUT', `/salary/${crews}`, edit)).status).toBe(403);
    expect((await call('officer', 'PUT', `/salary/${crews}`, edit)).status).toBe(403);
    expect((await call('purser', 'PUT', `/salary/${captains}`, edit)).status).toBe(403);
    expect((await call('purser', 'PUT', `/salary/${pursers}`, edit)).status).toBe(403);
    expect((await salaries(crewId.captain!)).find((e) => e.id === captains)?.amount).toBe(4000);
  });

  it('answers an unknown entry and another vessel’s alike, and refuses odd bodies', async () => {
    const [sams] = await s.db.query<{ id: number }>(
      'SELECT id FROM user_vessel_roles WHERE vessel_id = $1 AND user_id = (SELECT user_id FROM user_vessel_roles WHERE id = $2)',
      [meridian, crewId.crew],
    );
    const theirs = await entry(sams!.id, '01JMORESAL000000000000005');
    const unknown = await call('purser', 'PUT', '/salary/01JMORESAL000000000009999', edit);
    const elsewhere = await call('purser', 'PUT', `/salary/${theirs}`, edit);
    expect([unknown.status, elsewhere.status]).toEqual([403, 403]);
    expect(await unknown.json()).toEqual(await elsewhere.json());
    expect((await call('purser', 'PUT', '/salary/short', edit)).status).toBe(404);
    const id = await entry(crewId.crew!, '01JMORESAL000000000000006');
    for (const [odd, property] of [
      [{ amount: 'abc' }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 1e12 }, 'amount'],
      [{ currencyId: 'x' }, 'currencyId'],
      [{ currencyId: 999_999 }, 'currencyId'],
      [{ isBonus: 'yes' }, 'isBonus'],
      [{ changeDate: undefined }, 'changeDate'],
      [{ comment: 'x'.repeat(501) }, 'comment'],
    ] as const) {
      const res = await call('purser', 'PUT', `/salary/${id}`, { ...edit, ...odd });
      expect(res.status, JSON.stringify(odd)).toBe(400);
      expect(JSON.stringify(await errors(res)), JSON.stringify(odd)).toContain(`"property":"${property}"`);
    }
    expect((await salaries(crewId.crew!)).find((e) => e.id === id)?.amount).toBe(4000);
  });
});

describe('adding crew in one call (POST /crew)', () => {
  it('saves steps 1 and 2 together, the pay too from level 5', async () => {
    const res = await call('purser', 'POST', '/crew', form({ salary: '3800.50', currency: 3, leave: 35 }));
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved).toEqual({
      crewOnYachtId: expect.any(Number),
      userId: expect.any(Number),
      message: 'Crew member saved.',
    });
    expect(await crewOn(aurora, saved.crewOnYachtId)).toMatchObject({
      userId: saved.userId,
      positionId: place['aurora:Deckhand'],
      departmentId: place['aurora:dept:Deck'],
      customId: 'SW-1',
      repatriation: 'Southampton',
      leaveDays: 35,
    });
    expect(await salaries(saved.crewOnYachtId)).toMatchObject([
      { amount: 3800.5, currencyId: 3, isBonus: false, comment: 'Joining salary' },
    ]);
  });

  it('is all or nothing: pay below level 5, or an unknown currency, adds no one', async () => {
    const count = async () =>
      Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_vessel_roles'))[0]!.n);
    const before = await count();
    const mails = s.mail.sent.length;
    const byOfficer = await call('officer', 'POST', '/crew', form({ salary: 3000 }));
    expect(byOfficer.status).toBe(403);
    const currency = await call('purser', 'POST', '/crew', form({ salary: 3000, currency: 999 }));
    expect(currency.status).toBe(400);
    expect(await errors(currency)).toEqual([{ property: 'currency', message: MSG.invalidId }]);
    expect(await count()).toBe(before);
    expect(s.mail.sent.length).toBe(mails);
  });

  it('needs level 4 on the vessel, its own department and position, and a whole body', async () => {
    expect((await call('crew', 'POST', '/crew', form())).status).toBe(403);
    expect((await call('officer', 'POST', '/crew', form({ yachtId: meridian }))).status).toBe(403);
    const other = await call('officer', 'POST', '/crew', form({ positionId: place['meridian:Deckhand'] }));
    expect(other.status).toBe(400);
    for (const [odd, property] of [
      [{ positionId: undefined }, 'positionId'],
      [{ yachtId: 'x' }, 'yachtId'],
      [{ salary: 'abc' }, 'salary'],
      [{ salary: -1 }, 'salary'],
      [{ leave: 400 }, 'leave'],
      [{ customId: 'x'.repeat(13) }, 'customId'],
      [{ email: 'nope' }, 'email'],
    ] as const) {
      const res = await call('purser', 'POST', '/crew', form(odd));
      expect(res.status, JSON.stringify(odd)).toBe(400);
      expect(JSON.stringify(await errors(res)), JSON.stringify(odd)).toContain(`"property":"${property}"`);
    }
    const missing = await call('purser', 'POST', '/crew', form({ positionId: undefined }));
    expect(await errors(missing)).toEqual([{ property: 'positionId', message: MSG.required }]);
  });

  it('changes the same crew member when sent again with its wizard key', async () => {
    const body = form({ wizardKey: '01JMOREADD000000000000001', salary: 3000, leave: 30 });
    const first = await (await call('purser', 'POST', '/crew', body)).json();
    const again = await (await call('purser', 'POST', '/crew', { ...body, salary: 3100 })).json();
    expect(again.crewOnYachtId).toBe(first.crewOnYachtId);
    expect(await salaries(first.crewOnYachtId)).toMatchObject([{ amount: 3100 }]);
  });
});
