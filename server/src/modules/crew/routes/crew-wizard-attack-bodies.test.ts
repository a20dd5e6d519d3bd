import { beforeAll, describe, expect, it } from 'vitest';
import {
  aurora,
  created,
  crewWizardAttackServer,
  expect400,
  key,
  later,
  meridian,
  meridianDeck,
  role,
  rowOf,
  s,
  seq,
  step1,
  step1On,
  step2,
  step3,
  token,
  userId,
} from '../../../../testing/crew-wizard-attack-kit';

/**
 * Attacks on the add-crew wizard: steps 2 and 3 on records of others, odd bodies, the e-mail
 * check and the vessel's last administrator. Each test asserts the behaviour the spec asks for; a failing one is a defect (the other
 * attacks: crew-wizard-attack-*.test.ts).
 */
crewWizardAttackServer();

describe('steps 2 and 3', () => {
  let crewId: number;
  beforeAll(async () => {
    ({ crewOnYachtId: crewId } = await created(
      await step1('purser', { wizardKey: key(), email: 'pay.target@example.com' }),
    ));
  });

  // Another caller's wizard record: not found for them (their own: crew-wizard.test.ts, 403 on pay).
  it('refuses pay and leave to an officer, and personal details too', async () => {
    expect(
      (await step2('officer', crewId, { leave: 30, leaveId: '01JATTACKLEAVE000000000001' })).status,
    ).toBe(404);
    expect(
      (await step2('officer', crewId, { salary: '1e5', salaryId: '01JATTACKSAL0000000000001' })).status,
    ).not.toBe(200);
    expect((await step3('officer', crewId, { gender: 'M', dob: '1990-01-01' })).status).toBe(404);
    expect((await step3('officer', crewId, { nokName: 'Mum' })).status).toBe(404);
  });

  it('refuses steps 2 and 3 on another vessel’s record, and on a record no wizard made', async () => {
    const meridianRow = await created(
      await step1On('fleet', meridian, meridianDeck, {
        wizardKey: key(),
        email: 'meridian.only@example.com',
      }),
    );
    expect((await step2('purser', meridianRow.crewOnYachtId, { customId: 'X' })).status).toBe(403);
    expect((await step3('captain', meridianRow.crewOnYachtId, { bankName: 'X' })).status).toBe(403);
    const [captainRow] = await s.db.query<{ id: number }>(
      'SELECT id FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
      [userId.captain, aurora],
    );
    expect((await step3('fleet', captainRow!.id, { bankName: 'X' })).status).toBe(404);
  });

  it('gives 400 (not 500) for odd ids in the path', async () => {
    for (const id of ['0', '9999999999', '0000000000'])
      expect((await step2('purser', id, { customId: 'X' })).status, id).toBe(400);
    for (const id of ['-1', '1.5', '1e3', 'abc', '12345678901'])
      expect((await step2('purser', id, { customId: 'X' })).status, id).toBe(404);
  });

  it('refuses odd salaries and leave with 400 in the spec’s shape', async () => {
    const pay = (extra: Record<string, unknown>) => step2('purser', crewId, { currency: 1, ...extra });
    await expect400(await pay({ salary: '1e5', salaryId: '01JATTACKSAL0000000000002' }), 'salary');
    await expect400(await pay({ salary: -5, salaryId: '01JATTACKSAL0000000000003' }), 'salary');
    await expect400(await pay({ salary: '12,50', salaryId: '01JATTACKSAL0000000000004' }), 'salary');
    await expect400(await pay({ salary: 1e12, salaryId: '01JATTACKSAL0000000000005' }), 'salary');
    await expect400(await pay({ leave: 366, leaveId: '01JATTACKLEAVE000000000002' }), 'leave');
    await expect400(await pay({ leave: '365.5', leaveId: '01JATTACKLEAVE000000000003' }), 'leave');
    await expect400(await pay({ leave: [30], leaveId: '01JATTACKLEAVE000000000004' }), 'leave');
    await expect400(await pay({ salary: { $gt: 0 }, salaryId: '01JATTACKSAL0000000000006' }), 'salary');
    const [none] = await s.db.query('SELECT 1 FROM crew_salaries WHERE crew_id = $1', [crewId]);
    expect(none).toBeUndefined();
  });

  it('refuses a salary with more than two decimals as a number too (not rounded silently)', async () => {
    await expect400(
      await step2('purser', crewId, { currency: 1, salary: 100.555, salaryId: '01JATTACKSAL0000000000009' }),
      'salary',
    );
    const [none] = await s.db.query('SELECT 1 FROM crew_salaries WHERE id = $1', [
      '01JATTACKSAL0000000000009',
    ]);
    expect(none).toBeUndefined();
  });

  it('gives 400 for odd employment fields', async () => {
    await expect400(await step2('purser', crewId, { customId: 'X'.repeat(13) }), 'customId');
    await expect400(await step2('purser', crewId, { portOfEmbarkation: 'Nice\u0000' }), 'portOfEmbarkation');
    await expect400(await step2('purser', crewId, { repatriation: ['Nice'] }), 'repatriation');
    await expect400(await step2('purser', crewId, { currency: -1 }), 'currency');
    await expect400(await step2('purser', crewId, { salary: '100', salaryId: 'short' }), 'salaryId');
  });

  // The spec's step 2 has no entry ids (issue 32): the server makes the one left out, and saves.
  it('makes the id a leave entry is sent without (salary with one), and saves both', async () => {
    const res = await step2('purser', crewId, {
      salary: '100',
      salaryId: '01JATTACKSAL0000000000007',
      leave: '10',
    });
    expect(res.status, await res.text()).toBe(200);
    const [leave] = await s.db.query<{ amount: string }>(
      'SELECT amount FROM crew_leave_increments WHERE crew_id = $1 ORDER BY created_at DESC LIMIT 1',
      [crewId],
    );
    expect(Number(leave?.amount)).toBe(10);
  });

  it('refuses an unknown currency as a 400 naming "currency", with a message', async () => {
    const res = await step2('purser', crewId, {
      currency: 987654,
      salary: '100',
      salaryId: '01JATTACKSAL0000000000008',
    });
    await expect400(res, 'currency');
  });

  it('keeps salary entries to their crew member (a salaryId of someone else’s entry)', async () => {
    const other = await created(await step1('purser', { wizardKey: key(), email: 'pay.other@example.com' }));
    const salaryId = '01JATTACKSHARED00000000001';
    expect((await step2('purser', other.crewOnYachtId, { salary: '500', salaryId })).status).toBe(200);
    const res = await step2('purser', crewId, { salary: '99999', salaryId });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const [row] = await s.db.query<{ amount: string; crew_id: number }>(
      'SELECT amount, crew_id FROM crew_salaries WHERE id = $1',
      [salaryId],
    );
    expect({ amount: Number(row!.amount), crew: row!.crew_id }).toEqual({
      amount: 500,
      crew: other.crewOnYachtId,
    });
  });

  it('keeps step 3 from renaming the account: names in the body are refused, not ignored', async () => {
    await expect400(
      await step3('purser', crewId, { firstName: 'Changed', lastName: 'Name', gender: 'F' }),
      'firstName',
    );
    const row = await rowOf(crewId);
    expect(row.first_name).toBe('Robin');
  });

  it('refuses unknown nationalities in step 3', async () => {
    await expect400(await step3('purser', crewId, { nationality: [987654] }), 'nationality');
  });

  it('gives 400 for odd step 3 bodies', async () => {
    await expect400(await step3('purser', crewId, { gender: 'X' }), 'gender');
    await expect400(await step3('purser', crewId, { dob: '1990-02-30' }), 'dob');
    await expect400(await step3('purser', crewId, { nokEmail: 'not-an-email' }), 'nokEmail');
    await expect400(await step3('purser', crewId, { bankIban: 'A'.repeat(41) }), 'bankIban');
    await expect400(await step3('purser', crewId, { bankName: 'a\u0000b' }), 'bankName');
    await expect400(await step3('purser', crewId, { nationality: [1, 2, 3, 4, 5, 6] }), 'nationality');
  });
});

describe('odd step 1 bodies: 400 in the spec’s shape, never 500', () => {
  const ok = () => ({ wizardKey: key(), email: `odd${seq}@example.com` });
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['null names', () => ({ ...ok(), firstName: null }), 'firstName'],
    ['array name', () => ({ ...ok(), firstName: ['a'] }), 'firstName'],
    ['very long name', () => ({ ...ok(), lastName: 'x'.repeat(100_000) }), 'lastName'],
    ['blank name', () => ({ ...ok(), firstName: '   ' }), 'firstName'],
    ['NUL in name', () => ({ ...ok(), firstName: 'Ro\u0000bin' }), 'firstName'],
    ['lone surrogate', () => ({ ...ok(), lastName: 'Ha\ud800le' }), 'lastName'],
    ['NUL in wizardKey', () => ({ ...ok(), wizardKey: '01JATTACK\u0000000000000001' }), 'wizardKey'],
    ['short wizardKey', () => ({ ...ok(), wizardKey: 'abc' }), 'wizardKey'],
    ['object wizardKey', () => ({ ...ok(), wizardKey: { $ne: null } }), 'wizardKey'],
    ['status as a word', () => ({ ...ok(), status: 'one' }), 'status'],
    ['status 2', () => ({ ...ok(), status: 2 }), 'status'],
    ['status 0', () => ({ ...ok(), status: 0 }), 'status'],
    ['negative level', () => ({ ...ok(), level: -1 }), 'level'],
    ['level 0', () => ({ ...ok(), level: 0 }), 'level'],
    ['float level', () => ({ ...ok(), level: 1.5 }), 'level'],
    ['unknown role', () => ({ ...ok(), level: 987654 }), 'level'],
    ['department 0', () => ({ ...ok(), departmentsId: 0 }), 'departmentsId'],
    ['unknown department', () => ({ ...ok(), departmentsId: 987654 }), 'departmentsId'],
    ['position null', () => ({ ...ok(), positionId: null }), 'positionId'],
    ['huge position id', () => ({ ...ok(), positionId: 2 ** 40 }), 'positionId'],
    ['bad date', () => ({ ...ok(), startDate: '2026-02-30' }), 'startDate'],
    ['year 0', () => ({ ...ok(), startDate: '0000-01-01' }), 'startDate'],
    ['date as number', () => ({ ...ok(), startDate: 20261201 }), 'startDate'],
    ['email missing', () => ({ ...ok(), email: undefined }), 'email'],
    ['email unicode', () => ({ ...ok(), email: 'rob\u00edn@exämple.com' }), 'email'],
    ['email NUL', () => ({ ...ok(), email: 'a\u0000@example.com' }), 'email'],
    ['email array', () => ({ ...ok(), email: ['a@example.com'] }), 'email'],
    ['email too long', () => ({ ...ok(), email: `${'a'.repeat(250)}@example.com` }), 'email'],
    ['notification email bad', () => ({ ...ok(), notificationEmail: 'nope' }), 'notificationEmail'],
  ];
  for (const [name, body, property] of cases)
    it(name, async () => {
      await expect400(await step1('purser', body()), property);
    });

  it('gives 400 for bodies that are not objects', async () => {
    for (const raw of ['null', '[]', '"x"', '42', '{', '[{"yachtId":1}]']) {
      const res = await s.request('/crew/wizard/step1', { method: 'POST', body: raw, token: token.purser });
      expect(res.status, raw).toBe(400);
      expect(typeof ((await res.json()) as { message: unknown }).message, raw).toBe('string');
    }
  });

  it('accepts unicode names and numbers as strings', async () => {
    const res = await step1('purser', {
      wizardKey: key(),
      email: 'unicode.name@example.com',
      firstName: 'Zoë 😀',
      lastName: 'Ørsted-Ñúñez',
      yachtId: String(aurora),
      level: String(role.Crew),
    });
    const { crewOnYachtId } = await created(res);
    expect((await rowOf(crewOnYachtId)).first_name).toBe('Zoë 😀');
  });

  it('never answered 500 during these tests', () => {
    expect(s.errors).toEqual([]);
  });
});

describe('checkifexists', () => {
  it('finds a known user in any case, and gives 400 for an odd body', async () => {
    const res = await s.post(
      '/crew/wizard/checkifexists',
      { email: ' CREW@DEMO.YACHT ', yachtId: aurora },
      token.officer,
    );
    expect(await res.json()).toMatchObject({ exists: true, crewOnYachtId: expect.any(Number) });
    await expect400(
      await s.post('/crew/wizard/checkifexists', { email: null, yachtId: aurora }, token.officer),
      'email',
    );
    await expect400(
      await s.post('/crew/wizard/checkifexists', { email: 'x@example.com', yachtId: -3 }, token.officer),
      'yachtId',
    );
  });
});

describe('an administrator stays on the vessel', () => {
  it('does not let a replayed key demote the vessel’s only administrator', async () => {
    const wizardKey = key();
    const { crewOnYachtId } = await created(
      await step1On('fleet', meridian, meridianDeck, { wizardKey, email: 'sole.admin@example.com' }),
    );
    // Made captain, the only administrator on board besides the fleet manager, who then leaves.
    await s.db.query('UPDATE user_vessel_roles SET role_id = $2 WHERE id = $1', [
      crewOnYachtId,
      role.Captain,
    ]);
    await s.db.query('UPDATE user_vessel_roles SET end_date = $3 WHERE user_id = $1 AND vessel_id = $2', [
      userId.fleet,
      meridian,
      later(30),
    ]);
    try {
      const res = await step1On('fleet', meridian, meridianDeck, {
        wizardKey,
        email: 'sole.admin@example.com',
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect((await rowOf(crewOnYachtId)).role_id).toBe(role.Captain);
    } finally {
      await s.db.query('UPDATE user_vessel_roles SET end_date = NULL WHERE user_id = $1 AND vessel_id = $2', [
        userId.fleet,
        meridian,
      ]);
    }
  });
});
