import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { callerOf, crewAttackServer } from './crew-attack-kit';
import { TEST_TODAY, type TestServer } from './test-server';

/**
 * What the crew transfer's attack tests share (crew-more-attack-transfer-*.test.ts): the crew
 * attack server, a captain of Aurora and Meridian (token 'both'), new people and crew members, and
 * the transfer call. The server's values are live bindings, set by `transferAttackServer` before
 * each file's tests run (a file's tests run one after another, so one file's values never meet
 * another's).
 */
export let s: TestServer;
export let aurora: number;
export let meridian: number;
export let solstice: number;
export let trialVessel: number;
export let trialPosition: number;
export let token: Record<string, string>;
export let crewId: Record<string, number>;
export let role: Record<string, number>;
export let place: Record<string, number>;

export const UNKNOWN = 2_147_483_000;

let people = 0;
/** A new user with the demo password, with roles [vessel, role, end date?], and their crew ids. */
export async function person(name: string, roles: [number, number, string?][]) {
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
export const call: ReturnType<typeof callerOf> = (...args) => callerOf(s, token)(...args);

/** The vessels the user of a crew row is on today (no end date, or one still to come). */
export const vesselsOf = async (id: number) =>
  (
    await s.db.query<{ vessel_id: number }>(
      `SELECT vessel_id FROM user_vessel_roles WHERE (end_date IS NULL OR end_date >= $2)
          AND user_id = (SELECT user_id FROM user_vessel_roles WHERE id = $1) ORDER BY vessel_id`,
      [id, TEST_TODAY],
    )
  ).map((r) => r.vessel_id);

let made = 0;
/** A new crew member (level 2, Deck, Deckhand) on Aurora, through POST /crew. */
export const sailor = async (extra: Record<string, unknown> = {}) => {
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
export const transfer = (who: string, id: number, body: unknown) =>
  call(who, 'POST', `/crewonyacht/${id}/transfer`, body);
export const toMeridian = (extra: Record<string, unknown> = {}) => ({
  yachtId: meridian,
  positionId: place['meridian:Bosun'],
  ...extra,
});

/** Opens the attack tests' server for the calling test file, and closes it after. */
export function transferAttackServer() {
  beforeAll(async () => {
    const t = await crewAttackServer({
      firstName: 'Tom',
      email: 'tom@trial-transfer.example',
      phone: '+46 70 123 45 68',
      address: '198.51.100.72',
      yachtName: 'M/Y Trial Transfer',
    });
    ({ s, aurora, meridian, solstice, token, crewId, role, place } = t);
    trialVessel = t.trial.vessel;
    trialPosition = t.trial.position;
    // A captain of Aurora and Meridian (the demo captain is on Aurora only).
    token.both = (
      await person('both', [
        [aurora, role.Captain!],
        [meridian, role.Captain!],
      ])
    ).token;
  });
  afterAll(() => s.close());
  // Never a 500: nothing reaches the server's error log.
  afterEach(() => {
    expect(s.errors).toEqual([]);
  });
}
