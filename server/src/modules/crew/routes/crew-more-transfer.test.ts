import type { CrewRecord, LeaveIncrement, SalaryRecord } from '@contracts/crew';
import { MSG } from '@contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { placesOf } from '../../../../testing/crew-attack-kit';
import { aurora, crewId, openCrewServer, s, token } from '../../../../testing/crew-server';
import { TEST_TODAY } from '../../../../testing/test-server';

/**
 * The crew-transfer popup, POST /crewonyacht/{id}/transfer (doc 2, sections 3, 5 and 7): the
 * users transfer's rules, a position of the new vessel, and the first pay and leave there,
 * all in one transaction.
 */
openCrewServer();
let meridian: number;
let solstice: number;
let place: Record<string, number>;

beforeAll(async () => {
  meridian = await s.vesselId('meridian');
  solstice = await s.vesselId('solstice');
  place = await placesOf(s);
  // A captain of both Aurora and Meridian (the demo captain is on Aurora only).
  const [user] = await s.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name)
     SELECT 'twocaptain@example.com', password_hash, 'Tess', 'Ward' FROM users WHERE email = 'captain@demo.yacht'
     RETURNING id`,
  );
  await s.db.query(
    `INSERT INTO user_vessel_roles (user_id, vessel_id, role_id)
     SELECT $1, v, (SELECT id FROM roles WHERE name = 'Captain') FROM unnest($2::int[]) v`,
    [user!.id, [aurora, meridian]],
  );
  token.both = (await s.login('twocaptain@example.com')).accessToken;
});

const call = (who: string, method: string, path: string, body?: unknown) =>
  s.request(path, {
    method,
    token: token[who],
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const read = async <T>(path: string) => (await (await call('fleet', 'GET', path)).json()) as T;
const crewOn = async (vesselId: number, id: number) =>
  (await read<{ crew: CrewRecord }>(`/crew/${vesselId}/${id}`)).crew;
const errors = async (res: Response) => ((await res.json()) as { errorList?: unknown[] }).errorList;
/** Whether the user of a crew row is on a vessel today (no end date, or a future one). */
const onBoard = async (id: number, vesselId: number) =>
  (
    await s.db.query(
      `SELECT 1 FROM user_vessel_roles WHERE vessel_id = $2 AND (end_date IS NULL OR end_date >= $3)
          AND user_id = (SELECT user_id FROM user_vessel_roles WHERE id = $1)`,
      [id, vesselId, TEST_TODAY],
    )
  ).length === 1;

let made = 0;
/** A new crew member (level 2, Deck, Deckhand) on Aurora. */
const sailor = async () => {
  const res = await call('fleet', 'POST', '/crew', {
    yachtId: aurora,
    email: `mover${++made}@example.com`,
    firstName: 'Robin',
    lastName: 'Hale',
    level: 1,
    departmentsId: place['aurora:dept:Deck'],
    positionId: place['aurora:Deckhand'],
    status: 1,
    startDate: '2026-01-05',
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { crewOnYachtId: number }).crewOnYachtId;
};
const transfer = (who: string, id: number, body: Record<string, unknown>) =>
  call(who, 'POST', `/crewonyacht/${id}/transfer`, body);
const toMeridian = (extra: Record<string, unknown> = {}) => ({
  yachtId: meridian,
  positionId: place['meridian:Chief Stew'],
  ...extra,
});

describe('transferring a crew member', () => {
  it('moves them today into a position there, with their first salary and leave days', async () => {
    const id = await sailor();
    const res = await transfer('both', id, toMeridian({ salary: '4100.50', leave: '28', currency: 2 }));
    expect(res.status).toBe(200);
    const moved = await res.json();
    expect(moved).toEqual({
      message: 'Robin Hale has been transferred.',
      crewOnYachtId: expect.any(Number),
      yachtCodename: 'meridian',
    });
    expect(await crewOn(meridian, moved.crewOnYachtId)).toMatchObject({
      vesselId: meridian,
      positionId: place['meridian:Chief Stew'],
      departmentId: place['meridian:dept:Interior'],
      startDate: TEST_TODAY,
      endDate: null,
      leaveDays: 28,
      roleName: 'Crew',
    });
    expect(await read<SalaryRecord[]>(`/salary/${moved.crewOnYachtId}/history`)).toMatchObject([
      { amount: 4100.5, currencyId: 2, changeDate: TEST_TODAY, isBonus: false, comment: 'Transfer' },
    ]);
    expect(await read<LeaveIncrement[]>(`/leaveincrement/${moved.crewOnYachtId}/history`)).toMatchObject([
      { amount: 28, changeDate: TEST_TODAY, comment: 'Transfer' },
    ]);
    // Gone from Aurora since yesterday; the record there stays, with its position.
    expect(await crewOn(aurora, id)).toMatchObject({
      endDate: '2026-11-14',
      positionId: place['aurora:Deckhand'],
    });
    const [audit] = await s.db.query<{ after: { vesselId: number } }>(
      "SELECT after FROM audit_log WHERE action = 'crew.transferred' AND entity_key = $1",
      [String(moved.crewOnYachtId)],
    );
    expect(audit?.after).toMatchObject({ vesselId: meridian });
  });

  it('adds no pay or leave entry when none is given (the currency defaults to 1)', async () => {
    const id = await sailor();
    const res = await transfer('fleet', id, toMeridian({ salary: '', leave: null }));
    expect(res.status).toBe(200);
    const { crewOnYachtId } = await res.json();
    expect(await read<SalaryRecord[]>(`/salary/${crewOnYachtId}/history`)).toEqual([]);
    expect(await read<LeaveIncrement[]>(`/leaveincrement/${crewOnYachtId}/history`)).toEqual([]);
    const again = await sailor();
    const withPay = await transfer('fleet', again, toMeridian({ salary: 3000 }));
    const history = await read<SalaryRecord[]>(`/salary/${(await withPay.json()).crewOnYachtId}/history`);
    expect(history).toMatchObject([{ currencyId: 1 }]);
  });

  it("takes the spec's names: position and currency, each an id or a nested { id }", async () => {
    const id = await sailor();
    const res = await transfer('fleet', id, {
      yachtId: meridian,
      position: { id: place['meridian:Chief Stew'], name: 'Chief Stew' },
      currency: { id: 2 },
      salary: 3900,
      leave: 26,
    });
    expect(res.status).toBe(200);
    const { crewOnYachtId } = await res.json();
    expect(await crewOn(meridian, crewOnYachtId)).toMatchObject({ positionId: place['meridian:Chief Stew'] });
    expect(await read<SalaryRecord[]>(`/salary/${crewOnYachtId}/history`)).toMatchObject([
      { amount: 3900, currencyId: 2 },
    ]);
    // A nested position without its id is refused, naming it; they stay on Aurora.
    const other = await sailor();
    const bad = await transfer('fleet', other, { yachtId: meridian, position: { name: 'Chief Stew' } });
    expect(bad.status).toBe(400);
    expect(await errors(bad)).toEqual([{ property: 'position', message: 'Invalid id.' }]);
    expect(await onBoard(other, aurora)).toBe(true);
  });

  it('takes their personal details, next of kin and bank details with them', async () => {
    const id = await sailor();
    const put = (what: string, body: unknown) => call('fleet', 'PUT', `/crewonyacht/${id}/${what}`, body);
    expect(
      (
        await put('personalinformations', {
          firstName: 'Robin',
          lastName: 'Hale',
          phoneNumber: '+44 20 7946 0101',
        })
      ).status,
    ).toBe(200);
    expect((await put('nok', { nokName: 'Alex Hale', nokEmail: 'alex@example.com' })).status).toBe(200);
    expect((await put('bankdetails', { bankName: 'Harbour Bank', bankIban: 'GB00HRBK0001' })).status).toBe(
      200,
    );
    const res = await transfer('fleet', id, toMeridian());
    expect(res.status).toBe(200);
    const moved = await read<{ details: { phoneNumber: string }; private: Record<string, string> }>(
      `/crew/${meridian}/${(await res.json()).crewOnYachtId}`,
    );
    expect(moved.details.phoneNumber).toBe('+44 20 7946 0101');
    expect(moved.private).toMatchObject({
      nokName: 'Alex Hale',
      bankName: 'Harbour Bank',
      bankIban: 'GB00HRBK0001',
    });
  });

  it('is all or nothing: a refused salary or position leaves them on the old vessel', async () => {
    const id = await sailor();
    const currency = await transfer('fleet', id, toMeridian({ salary: 3000, currency: 999 }));
    expect(currency.status).toBe(400);
    expect(await errors(currency)).toEqual([{ property: 'currency', message: MSG.invalidId }]);
    const elsewhere = await transfer('fleet', id, toMeridian({ positionId: place['aurora:Bosun'] }));
    expect(elsewhere.status).toBe(400);
    expect(await errors(elsewhere)).toEqual([{ property: 'positionId', message: MSG.positionElsewhere }]);
    await s.db.query('UPDATE positions SET deleted = true WHERE id = $1', [place['meridian:Stew']]);
    const deleted = await transfer('fleet', id, toMeridian({ positionId: place['meridian:Stew'] }));
    await s.db.query('UPDATE positions SET deleted = false WHERE id = $1', [place['meridian:Stew']]);
    expect(deleted.status).toBe(400);
    // Pay is level 5's over someone below: a captain does not set another captain's.
    await s.db.query(
      "UPDATE user_vessel_roles SET role_id = (SELECT id FROM roles WHERE name = 'Captain') WHERE id = $1",
      [id],
    );
    expect((await transfer('both', id, toMeridian({ salary: 3000 }))).status).toBe(403);
    expect([await onBoard(id, aurora), await onBoard(id, meridian)]).toEqual([true, false]);
    expect(await crewOn(aurora, id)).toMatchObject({ endDate: null });
  });

  it('needs level 6 on both vessels, the crew module on both, and someone at or below the caller', async () => {
    const id = await sailor();
    for (const who of ['crew', 'officer', 'purser'])
      expect((await transfer(who, id, toMeridian())).status).toBe(403);
    // The demo captain is level 6 on Aurora only.
    expect((await transfer('captain', id, toMeridian())).status).toBe(403);
    expect((await transfer('both', crewId.fleet!, toMeridian())).status).toBe(403);
    await s.db.query("UPDATE vessels SET modules = array_remove(modules, 'crew') WHERE id = $1", [solstice]);
    const off = await transfer('fleet', id, { yachtId: solstice, positionId: place['solstice:Bosun'] });
    await s.db.query("UPDATE vessels SET modules = array_append(modules, 'crew') WHERE id = $1", [solstice]);
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual({ message: MSG.moduleOff('Crew') });
    expect([await onBoard(id, aurora), await onBoard(id, solstice)]).toEqual([true, false]);
  });

  it('refuses the same vessel, oneself, someone already there, and unknown crew', async () => {
    const id = await sailor();
    const same = await transfer(
      'fleet',
      id,
      toMeridian({ yachtId: aurora, positionId: place['aurora:Bosun'] }),
    );
    expect(same.status).toBe(400);
    expect(await errors(same)).toEqual([{ property: 'yachtId', message: 'Choose another vessel.' }]);
    const self = await transfer('fleet', crewId.fleet!, {
      yachtId: meridian,
      positionId: place['meridian:Bosun'],
    });
    expect(self.status).toBe(400);
    expect(await errors(self)).toEqual([{ property: 'userId', message: MSG.transferSelf }]);
    // The demo crew member is on Aurora and Meridian.
    const already = await transfer('fleet', crewId.crew!, toMeridian());
    expect(await errors(already)).toEqual([{ property: 'yachtId', message: MSG.alreadyOnVessel }]);
    expect((await transfer('fleet', 2_147_483_000, toMeridian())).status).toBe(403);
  });

  it('refuses odd bodies with the field that is wrong', async () => {
    const id = await sailor();
    for (const [odd, property] of [
      [{ positionId: undefined }, 'positionId'],
      [{ positionId: '' }, 'positionId'],
      [{ positionId: 'abc' }, 'positionId'],
      [{ yachtId: 'x' }, 'yachtId'],
      [{ yachtId: 2_147_483_648 }, 'yachtId'],
      [{ salary: 'abc' }, 'salary'],
      [{ salary: -1 }, 'salary'],
      [{ salary: 1e12 }, 'salary'],
      [{ leave: 400 }, 'leave'],
      [{ leave: '1e3' }, 'leave'],
      [{ currency: 0 }, 'currency'],
    ] as const) {
      const res = await transfer('fleet', id, toMeridian(odd));
      expect(res.status, JSON.stringify(odd)).toBe(400);
      expect(JSON.stringify(await errors(res)), JSON.stringify(odd)).toContain(`"property":"${property}"`);
    }
    const missing = await transfer('fleet', id, toMeridian({ positionId: undefined }));
    expect(await errors(missing)).toEqual([{ property: 'positionId', message: MSG.required }]);
    const notJson = await s.request(`/crewonyacht/${id}/transfer`, {
      method: 'POST',
      token: token.fleet,
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await onBoard(id, aurora)).toBe(true);
  });
});
