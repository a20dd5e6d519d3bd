import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerOf,
  crewAttackServer,
  crewRowOf,
  freshEmail,
  newCrewForm,
  refusal,
} from '../../../../testing/crew-attack-kit';
import type { TestServer } from '../../../../testing/test-server';

/**
 * Attacks on the plain add-crew call, POST /crew (doc 2, sections 3 to 7): callers without
 * standing (crew, another vessel's captain, a registration trial account of another company),
 * other vessels' ids, duplicate keys, double submits, replayed keys and odd bodies. Each test
 * asserts what the spec asks for; a failing one is a defect (assign and salary:
 * crew-more-attack.test.ts; the transfer: crew-more-attack-transfer.test.ts).
 */
let s: TestServer;
let aurora: number;
let meridian: number;
let trialVessel: number;
let trialDept: number;
let trialPosition: number;
let token: Record<string, string>;
let role: Record<string, number>;
let place: Record<string, number>;

const UNKNOWN = 2_147_483_000;

beforeAll(async () => {
  const t = await crewAttackServer();
  ({ s, aurora, meridian, token, role, place } = t);
  trialVessel = t.trial.vessel;
  trialDept = t.trial.department;
  trialPosition = t.trial.position;
});
afterAll(() => s.close());

/** Made when called: the server is up only once beforeAll has run. */
const call: ReturnType<typeof callerOf> = (...args) => callerOf(s, token)(...args);
const crewRow = (id: number) => crewRowOf(s, id);
const fresh = freshEmail;
const form = (extra: Record<string, unknown> = {}) => newCrewForm({ aurora, role, place }, extra);
describe('POST /crew', () => {
  const users = async () =>
    Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n);
  const rowsOf = (email: string) =>
    s.db.query<{ id: number; vessel_id: number }>(
      `SELECT uvr.id, uvr.vessel_id FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
        WHERE lower(u.email) = lower($1)`,
      [email],
    );

  it('answers callers without standing on the body’s vessel alike, whether the vessel exists or not', async () => {
    for (const who of ['crew', 'outsider', 'trial']) {
      const real = await refusal(await call(who, 'POST', '/crew', form()), 403);
      expect(await refusal(await call(who, 'POST', '/crew', form({ yachtId: UNKNOWN })), 403), who).toEqual(
        real,
      );
    }
    // The trial account on its own vessel, naming Aurora's department and position.
    const trial = (extra: Record<string, unknown>) =>
      call(
        'trial',
        'POST',
        '/crew',
        form({ yachtId: trialVessel, departmentsId: trialDept, positionId: trialPosition, ...extra }),
      );
    const unknownDept = await refusal(await trial({ departmentsId: UNKNOWN }), 400, 'departmentsId');
    expect(await refusal(await trial({ departmentsId: place['aurora:dept:Deck'] }), 400)).toEqual(
      unknownDept,
    );
    const unknownPos = await refusal(await trial({ positionId: UNKNOWN }), 400, 'positionId');
    expect(await refusal(await trial({ positionId: place['aurora:Deckhand'] }), 400)).toEqual(unknownPos);
  });

  it('reads the vessel once: duplicate keys or an array cannot pass the policy on one vessel and save on another', async () => {
    const body = form();
    const raw = (first: number, last: number) =>
      `{"yachtId":${first},${JSON.stringify({ ...body, yachtId: last }).slice(1)}`;
    // The officer is on Aurora only: the vessel that counts is the one the body ends with.
    await refusal(await call('officer', 'POST', '/crew', raw(aurora, meridian)), 403);
    expect(await rowsOf(body.email)).toEqual([]);
    for (const yachtId of [[aurora], { 0: aurora }, `${aurora} `, true, null])
      await refusal(await call('officer', 'POST', '/crew', { ...body, yachtId }), 400, 'yachtId');
    expect(await rowsOf(body.email)).toEqual([]);
    expect((await call('officer', 'POST', '/crew', raw(meridian, aurora))).status).toBe(200);
    expect(await rowsOf(body.email)).toMatchObject([{ vessel_id: aurora }]);
  });

  it('makes one crew member, one salary entry and one welcome e-mail from a double submit of one key', async () => {
    const body = form({ wizardKey: '01JATKADD000000000000000001', salary: 3000, leave: 30, currency: 2 });
    const mails = s.mail.sent.length;
    const [a, b] = await Promise.all([
      call('purser', 'POST', '/crew', body),
      call('purser', 'POST', '/crew', body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [first, second] = [await a.json(), await b.json()];
    expect(second.crewOnYachtId).toBe(first.crewOnYachtId);
    expect(await rowsOf(body.email)).toHaveLength(1);
    const pay = await s.db.query('SELECT 1 FROM crew_salaries WHERE crew_id = $1', [first.crewOnYachtId]);
    const leave = await s.db.query('SELECT 1 FROM crew_leave_increments WHERE crew_id = $1', [
      first.crewOnYachtId,
    ]);
    expect([pay.length, leave.length]).toEqual([1, 1]);
    expect(s.mail.sent.slice(mails).filter((m) => m.to === body.email)).toHaveLength(1);
  });

  it('answers one key sent at once for two vessels with one crew member and a refusal, never a 500', async () => {
    const key = '01JATKADD000000000000000002';
    const email = fresh();
    const onAurora = form({ wizardKey: key, email });
    const onMeridian = form({
      wizardKey: key,
      email,
      yachtId: meridian,
      departmentsId: place['meridian:dept:Deck'],
      positionId: place['meridian:Deckhand'],
    });
    const answers = await Promise.all([
      call('fleet', 'POST', '/crew', onAurora),
      call('fleet', 'POST', '/crew', onMeridian),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    await refusal(answers.find((r) => r.status === 404)!, 404);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it('answers one address sent at once under two keys with one crew member and a 400', async () => {
    const email = fresh();
    const answers = await Promise.all([
      call('fleet', 'POST', '/crew', form({ email, wizardKey: '01JATKADD000000000000000003' })),
      call(
        'fleet',
        'POST',
        '/crew',
        form({ email: email.toUpperCase(), wizardKey: '01JATKADD000000000000000004' }),
      ),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    await refusal(answers.find((r) => r.status === 400)!, 400, 'email');
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it('keeps a key to its caller: an officer replaying a purser’s key changes nothing', async () => {
    const body = form({ wizardKey: '01JATKADD000000000000000005', salary: 3000 });
    const first = await call('purser', 'POST', '/crew', body);
    expect(first.status).toBe(200);
    const { crewOnYachtId } = await first.json();
    const before = await crewRow(crewOnYachtId);
    await refusal(
      await call('officer', 'POST', '/crew', {
        ...body,
        salary: undefined,
        positionId: place['aurora:Bosun'],
      }),
      404,
    );
    expect(await crewRow(crewOnYachtId)).toEqual(before);
  });

  it('rolls back the photo with the rest when step 2 is refused', async () => {
    const photos = async () =>
      Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM crew_photos'))[0]!.n);
    const [before, people] = [await photos(), await users()];
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const body = form({ crewPhoto: { fileName: 'me.png', content: png }, salary: 3000 });
    await refusal(await call('officer', 'POST', '/crew', body), 403);
    await refusal(await call('purser', 'POST', '/crew', { ...body, currency: 999 }), 400, 'currency');
    expect([await photos(), await users()]).toEqual([before, people]);
  });

  it('refuses odd bodies with 400 naming the field, never 500, and adds no one', async () => {
    const people = await users();
    const mails = s.mail.sent.length;
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'x'.repeat(900_000) }, 'firstName'],
      [{ firstName: 'Ro\u0000bin' }, 'firstName'],
      [{ firstName: ['Robin'] }, 'firstName'],
      [{ lastName: { a: 'Hale' } }, 'lastName'],
      [{ email: 'a\u0000@example.com' }, 'email'],
      [{ email: ['a@example.com'] }, 'email'],
      [{ level: 1.5 }, 'level'],
      [{ level: 'Crew' }, 'level'],
      [{ level: [1] }, 'level'],
      [{ status: 'one' }, 'status'],
      [{ status: 2 }, 'status'],
      [{ status: -1, startDate: '2026-11-01' }, 'status'],
      [{ departmentsId: -1 }, 'departmentsId'],
      [{ positionId: '9999999999' }, 'positionId'],
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ salary: 'NaN' }, 'salary'],
      [{ salary: 'Infinity' }, 'salary'],
      [{ salary: '1e3' }, 'salary'],
      [{ salary: [3000] }, 'salary'],
      [{ leave: -1 }, 'leave'],
      [{ leave: '365.5' }, 'leave'],
      [{ leave: { days: 30 } }, 'leave'],
      [{ currency: 0 }, 'currency'],
      [{ currency: '1.5' }, 'currency'],
      [{ customId: 'x'.repeat(13) }, 'customId'],
      [{ wizardKey: 'short' }, 'wizardKey'],
      [{ wizardKey: 'k'.repeat(41) }, 'wizardKey'],
      [{ wizardKey: '01JATKADD0000000000\u00000001' }, 'wizardKey'],
      [{ crewPhoto: 'me.png' }, 'crewPhoto'],
      [{ crewPhoto: [png] }, 'crewPhoto'],
      [{ crewPhoto: { fileName: 'me.png', content: 'x'.repeat(900_000) } }, 'crewPhoto.content'],
      [{ crewPhoto: { fileName: 'me.png', content: 'data:text/html;base64,PGgxPg==' } }, 'crewPhoto.content'],
      [{ crewPhoto: { fileName: 'm\u0000e.png', content: png } }, 'crewPhoto.fileName'],
      [{ crewPhoto: { fileName: 'x'.repeat(201), content: png } }, 'crewPhoto.fileName'],
    ];
    for (const [odd, property] of cases)
      await refusal(await call('purser', 'POST', '/crew', form(odd)), 400, property);
    for (const body of ['[]', '"x"', 'null', '42', '{'])
      expect((await call('purser', 'POST', '/crew', body)).status, body).toBe(400);
    const huge = await call('purser', 'POST', '/crew', form({ firstName: 'x'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
    expect([await users(), s.mail.sent.length]).toEqual([people, mails]);
  });

  it('accepts a salary entry id only if PUT /salary/{id} can edit that entry later', async () => {
    const salaryId = 'salary.entry.0001';
    const res = await call('purser', 'POST', '/crew', form({ salary: 3000, salaryId }));
    if (res.status === 200) {
      const later = await call('purser', 'PUT', `/salary/${salaryId}`, {
        amount: '3100',
        currencyId: 1,
        isBonus: false,
        changeDate: '2026-11-15',
      });
      expect(later.status, 'the entry POST /crew made cannot be edited by its id').toBe(200);
    } else await refusal(res, 400, 'salaryId');
  });
});

describe('after all of the above', () => {
  it('never answered 500', () => {
    expect(s.errors).toEqual([]);
  });
});
