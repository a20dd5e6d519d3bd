import { expect } from 'vitest';
import { crewServer } from './crew-fixture';
import { outsiderCaptain } from './role-fixtures';
import type { TestServer } from './test-server';

/** What the attack tests of the crew calls share (crew-more-attack*.test.ts). */

/** Who registers the trial account: an address and a phone of their own per test file. */
export type TrialPerson = {
  firstName: string;
  email: string;
  phone: string;
  address: string;
  yachtName: string;
};

/**
 * The crew attack tests' server: the demo crew (crewServer), Meridian and Solstice, role ids,
 * every place by name, and two callers without standing: another vessel's captain (token
 * 'outsider') and a registration trial account of another company (token 'trial', level 8 on its
 * own vessel, with a position in its first department).
 */
export async function crewAttackServer(
  trialPerson: TrialPerson = {
    firstName: 'Tara',
    email: 'tara@trial-attack.example',
    phone: '+46 70 123 45 67',
    address: '198.51.100.71',
    yachtName: 'M/Y Trial Attack',
  },
) {
  const t = await crewServer();
  const meridian = await t.s.vesselId('meridian');
  const solstice = await t.s.vesselId('solstice');
  const place = await placesOf(t.s);
  const role = await roleIds(t.s);
  t.token.outsider = (await outsiderCaptain(t.s)).token;
  const trial = await trialAccount(t.s, trialPerson);
  t.token.trial = trial.token;
  return { ...t, meridian, solstice, place, role, trial };
}

/** A crew row's position, department and version. */
export const crewRowOf = async (s: TestServer, id: number) =>
  (
    await s.db.query<{ position_id: number | null; department_id: number | null; version: number }>(
      'SELECT position_id, department_id, version FROM user_vessel_roles WHERE id = $1',
      [id],
    )
  )[0]!;

/** Every vessel's positions ('aurora:Deckhand') and departments ('aurora:dept:Deck') by id. */
export async function placesOf(s: TestServer): Promise<Record<string, number>> {
  const rows = await s.db.query<{ key: string; id: number }>(
    `SELECT v.codename || ':' || p.name AS key, p.id FROM positions p JOIN vessels v ON v.id = p.vessel_id
     UNION ALL
     SELECT v.codename || ':dept:' || d.name, d.id FROM departments d JOIN vessels v ON v.id = d.vessel_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.id]));
}

/** Role ids by name ('Crew', 'Captain'). */
export async function roleIds(s: TestServer): Promise<Record<string, number>> {
  const roles = await s.db.query<{ id: number; name: string }>('SELECT id, name FROM roles');
  return Object.fromEntries(roles.map((r) => [r.name, r.id]));
}

/**
 * A registration trial account: another company, level 8 on its own vessel, with a position
 * there in its first department.
 */
export async function trialAccount(s: TestServer, who: TrialPerson) {
  const reg = await s.request('/users/register', {
    method: 'POST',
    address: who.address,
    body: JSON.stringify({
      user: {
        firstName: who.firstName,
        lastName: 'Trial',
        email: who.email,
        phone: who.phone,
        newPassword: 'Harbour2027',
        agreedWithTerms: true,
      },
      yacht: { type: 1, yachtName: who.yachtName },
    }),
  });
  expect(reg.status).toBe(200);
  const token = ((await reg.json()) as { accessToken: string }).accessToken;
  const [vessel] = await s.db.query<{ id: number }>('SELECT id FROM vessels WHERE name = $1', [
    who.yachtName,
  ]);
  const [department] = await s.db.query<{ id: number }>(
    'SELECT id FROM departments WHERE vessel_id = $1 ORDER BY id LIMIT 1',
    [vessel!.id],
  );
  const [position] = await s.db.query<{ id: number }>(
    "INSERT INTO positions (vessel_id, department_id, name, sort_order) VALUES ($1, $2, 'Deckhand', 1) RETURNING id",
    [vessel!.id, department!.id],
  );
  return { token, vessel: vessel!.id, department: department!.id, position: position!.id };
}

/** A request as one of the named users (a string body is sent as it is). */
export const callerOf =
  (s: TestServer, token: Record<string, string>) =>
  (who: string, method: string, path: string, body?: unknown) =>
    s.request(path, {
      method,
      token: token[who],
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

/** A refusal in the spec's shape ({ message } or { errorList }), with its status and field. */
export async function refusal(res: Response, status: number, property?: string) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { message?: unknown; errorList?: { property: string; message: string }[] };
  const listed =
    Array.isArray(body.errorList) &&
    body.errorList.every((e) => typeof e.property === 'string' && typeof e.message === 'string');
  expect(typeof body.message === 'string' || listed, text).toBe(true);
  if (property !== undefined) expect(body.errorList?.map((e) => e.property) ?? [], text).toContain(property);
  return body;
}

let made = 0;
/** An e-mail no one has yet. */
export const freshEmail = () => `attack${++made}.${Date.now()}@example.com`;
/** The body of POST /crew for a new crew member (level 2, Deck, Deckhand) on Aurora. */
export const newCrewForm = (
  t: { aurora: number; role: Record<string, number>; place: Record<string, number> },
  extra: Record<string, unknown> = {},
) => ({
  yachtId: t.aurora,
  email: freshEmail(),
  firstName: 'Robin',
  lastName: 'Hale',
  level: t.role.Crew,
  departmentsId: t.place['aurora:dept:Deck'],
  positionId: t.place['aurora:Deckhand'],
  status: 1,
  ...extra,
});
