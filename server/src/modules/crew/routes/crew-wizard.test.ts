import type { CrewRecord } from '@contracts/crew';
import { PHOTO_NOT_IMAGE, type WizardExisting } from '@contracts/crew-wizard';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../../../testing/crew-fixture';
import type { TestServer } from '../../../../testing/test-server';
import { START_NEEDS_CURRENT } from '../crew-state';
import { EMAIL_FIXED } from '../crew-wizard-start';

/** The add-crew wizard (doc 2, sections 3 to 5): each step saved, a step sent twice still one person. */
let s: TestServer;
let aurora: number;
let token: Record<string, string>;
let role: Record<string, number>;
let deck: { department: number; position: number; otherPosition: number };

beforeAll(async () => {
  ({ s, aurora, token } = await crewServer());
  const roles = await s.db.query<{ id: number; name: string }>('SELECT id, name FROM roles');
  role = Object.fromEntries(roles.map((r) => [r.name, r.id]));
  const [d] = await s.db.query<{ id: number }>(
    "SELECT id FROM departments WHERE vessel_id = $1 AND name = 'Deck'",
    [aurora],
  );
  const positions = await s.db.query<{ id: number }>(
    'SELECT id FROM positions WHERE department_id = $1 ORDER BY id',
    [d!.id],
  );
  deck = { department: d!.id, position: positions[2]!.id, otherPosition: positions[3]!.id };
});
afterAll(() => s.close());

let seq = 0;
const key = () => `01JWIZTEST${String(++seq).padStart(16, '0')}`;
/** Dates from the server's clock (the tests' fixed day). */
const later = (days: number) => new Date(s.clock().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const today = () => later(0);

const step1 = (who: string, body: Record<string, unknown>) =>
  s.post(
    '/crew/wizard/step1',
    {
      yachtId: aurora,
      firstName: 'Robin',
      lastName: 'Hale',
      level: role.Crew,
      departmentsId: deck.department,
      positionId: deck.position,
      status: 1,
      startDate: today(),
      ...body,
    },
    token[who],
  );
const crewList = async (who = 'purser') =>
  (await (await s.request(`/crew/onyacht/${aurora}`, { token: token[who] })).json()) as CrewRecord[];

describe('the add-crew wizard', () => {
  it('says a start date that is no date is one', async () => {
    const res = await step1('purser', {
      wizardKey: key(),
      email: 'no.date@example.com',
      startDate: '2026-02-30',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([
      { property: 'startDate', message: 'Invalid date. Use YYYY-MM-DD.' },
    ]);
  });

  it('adds a new person step by step: one crew member however often a step is sent', async () => {
    const wizardKey = key();
    const check = (await (
      await s.post(
        '/crew/wizard/checkifexists',
        { email: 'robin.hale@example.com', yachtId: aurora },
        token.purser,
      )
    ).json()) as WizardExisting;
    expect(check).toMatchObject({ exists: false, crewOnYachtId: null });

    const highest = Math.max(...(await crewList()).map((c) => c.crewOrder ?? 0));
    const first = await step1('purser', { wizardKey, email: 'robin.hale@example.com' });
    expect(first.status).toBe(200);
    const { crewOnYachtId } = (await first.json()) as { crewOnYachtId: number };
    // Back, a corrected position, Next: the same crew member.
    const again = await step1('purser', {
      wizardKey,
      email: 'Robin.Hale@example.com',
      positionId: deck.otherPosition,
      firstName: 'Robyn',
    });
    expect(((await again.json()) as { crewOnYachtId: number }).crewOnYachtId).toBe(crewOnYachtId);
    const robin = (await crewList()).filter((c) => c.email.toLowerCase() === 'robin.hale@example.com');
    expect(robin).toHaveLength(1);
    expect(robin[0]).toMatchObject({
      id: crewOnYachtId,
      firstName: 'Robyn',
      positionId: deck.otherPosition,
      status: 1,
      crewOrder: Math.floor(highest) + 1,
    });

    const step2 = {
      customId: 'SW-0042',
      portOfEmbarkation: 'Antibes',
      currency: 3,
      salary: '4200.50',
      leave: '30',
      salaryId: '01JWIZSALARY00000000000001',
      leaveId: '01JWIZLEAVE000000000000001',
    };
    for (let i = 0; i < 2; i++)
      expect((await s.post(`/crew/wizard/step2/${crewOnYachtId}`, step2, token.purser)).status).toBe(200);
    const history = (await (
      await s.request(`/salary/${crewOnYachtId}/history`, { token: token.purser })
    ).json()) as {
      amount: number;
      comment: string;
    }[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ amount: 4200.5, comment: 'Joining salary' });

    const step3 = {
      gender: 'F',
      dob: '1994-03-02',
      nationality: [1],
      nokName: 'Sam Hale',
      nokEmail: 'sam@example.com',
      bankName: 'Harbour Bank',
      bankIban: 'GB33BUKB20201555555555',
    };
    expect((await s.post(`/crew/wizard/step3/${crewOnYachtId}`, step3, token.purser)).status).toBe(200);
    const profile = (await (
      await s.request(`/crew/${aurora}/${crewOnYachtId}`, { token: token.purser })
    ).json()) as Record<string, unknown>;
    expect(JSON.stringify(profile)).toContain('GB33BUKB20201555555555');
    expect(JSON.stringify(profile)).toContain('SW-0042');
    expect(JSON.stringify(profile)).toContain('Antibes');
    const leave = await s.db.query<{ leave_days: string }>(
      'SELECT leave_days FROM user_vessel_roles WHERE id = $1',
      [crewOnYachtId],
    );
    expect(Number(leave[0]!.leave_days)).toBe(30);
  });

  it('refuses a prospective crew member whose start date has come, with the spec’s warning', async () => {
    const res = await step1('purser', { wizardKey: key(), email: 'pat.now@example.com', status: -1 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errorList: [{ property: 'status', message: START_NEEDS_CURRENT }],
    });
    const future = await step1('purser', {
      wizardKey: key(),
      email: 'pat.later@example.com',
      status: -1,
      startDate: later(20),
    });
    expect(future.status).toBe(200);
    expect((await crewList()).find((c) => c.email === 'pat.later@example.com')?.status).toBe(-1);
  });

  it('offers crew roles only, at or below the caller’s level', async () => {
    const captain = await step1('fleet', { wizardKey: key(), email: 'cap@example.com', level: role.Captain });
    expect(captain.status).toBe(400);
    expect(await captain.json()).toMatchObject({
      errorList: [{ property: 'level', message: 'Choose one of the crew roles.' }],
    });
    const above = await step1('officer', { wizardKey: key(), email: 'pur@example.com', level: role.Purser });
    expect(above.status).toBe(403);
    expect((await step1('crew', { wizardKey: key(), email: 'x@example.com' })).status).toBe(403);
  });

  it('leaves pay and personal details to payroll (level 5)', async () => {
    const res = await step1('officer', { wizardKey: key(), email: 'deckhand.two@example.com' });
    expect(res.status).toBe(200);
    const { crewOnYachtId } = (await res.json()) as { crewOnYachtId: number };
    const pay = { salary: '3000', currency: 1, salaryId: '01JWIZSALARY00000000000009' };
    expect((await s.post(`/crew/wizard/step2/${crewOnYachtId}`, pay, token.officer)).status).toBe(403);
    expect(
      (await s.post(`/crew/wizard/step2/${crewOnYachtId}`, { customId: 'D2' }, token.officer)).status,
    ).toBe(200);
    expect(
      (await s.post(`/crew/wizard/step3/${crewOnYachtId}`, { bankName: 'X' }, token.officer)).status,
    ).toBe(403);
    // Nothing of the refused step was kept.
    const [row] = await s.db.query('SELECT 1 FROM crew_salaries WHERE crew_id = $1', [crewOnYachtId]);
    expect(row).toBeUndefined();
  });

  it('knows someone already on the vessel, and keeps a known person’s names', async () => {
    const known = (await (
      await s.post('/crew/wizard/checkifexists', { email: 'crew@demo.yacht', yachtId: aurora }, token.purser)
    ).json()) as WizardExisting;
    expect(known.exists).toBe(true);
    expect(known.crewOnYachtId).toEqual(expect.any(Number));
    const res = await step1('purser', { wizardKey: key(), email: 'crew@demo.yacht' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errorList: [{ property: 'email', message: MSG.alreadyOnVessel }],
    });
  });

  it('keeps the e-mail of a saved step 1, and a wizard to its vessel', async () => {
    const wizardKey = key();
    expect((await step1('purser', { wizardKey, email: 'kept@example.com' })).status).toBe(200);
    const changed = await step1('purser', { wizardKey, email: 'other@example.com' });
    expect(await changed.json()).toMatchObject({ errorList: [{ property: 'email', message: EMAIL_FIXED }] });
    const [other] = await s.db.query<{ id: number }>(
      'SELECT vessel_id AS id FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id WHERE u.email = $1 AND vessel_id <> $2',
      ['fleet@demo.yacht', aurora],
    );
    const elsewhere = await s.post(
      '/crew/wizard/step1',
      {
        wizardKey,
        yachtId: other!.id,
        email: 'kept@example.com',
        firstName: 'K',
        lastName: 'K',
        level: role.Crew,
        departmentsId: deck.department,
        positionId: deck.position,
        status: 1,
      },
      token.fleet,
    );
    expect(elsewhere.status).toBe(400);
  });

  it('writes through steps 2 and 3 only to a crew member a wizard made', async () => {
    const [row] = await s.db.query<{ id: number }>(
      "SELECT uvr.id FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id WHERE u.email = 'crew@demo.yacht' AND vessel_id = $1",
      [aurora],
    );
    expect((await s.post(`/crew/wizard/step2/${row!.id}`, { customId: 'X' }, token.purser)).status).toBe(404);
  });

  it('keeps the crew photo sent with step 1, an image only, and one photo however often the step is sent', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const wizardKey = key();
    const body = {
      wizardKey,
      email: 'photo.wizard@example.com',
      crewPhoto: { fileName: 'me.png', content: png },
    };
    const first = await step1('purser', body);
    expect(first.status).toBe(200);
    const { crewOnYachtId } = (await first.json()) as { crewOnYachtId: number };
    const photo = async () =>
      (await (await s.request(`/crewonyacht/${crewOnYachtId}/photo`, { token: token.purser })).json())
        .content;
    expect(await photo()).toBe(png);
    // Sent again without a photo (Back, then Next): the photo stays.
    expect((await step1('purser', { wizardKey, email: 'photo.wizard@example.com' })).status).toBe(200);
    expect(await photo()).toBe(png);
    const svg = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    const refused = await step1('purser', {
      wizardKey: key(),
      email: 'photo.svg@example.com',
      crewPhoto: { fileName: 'x.png', content: svg },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errorList).toEqual([
      { property: 'crewPhoto.content', message: PHOTO_NOT_IMAGE },
    ]);
    expect((await crewList()).some((c) => c.email === 'photo.svg@example.com')).toBe(false);
  });
});
