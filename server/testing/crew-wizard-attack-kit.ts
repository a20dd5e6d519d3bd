import { afterEach, beforeAll, expect } from 'vitest';
import { aurora, openCrewServer, s, token, userId } from './crew-server';

/**
 * What the add-crew wizard's attack tests share (crew-wizard-attack-*.test.ts): the demo fleet's
 * server, the vessels' Deck places, role ids and the wizard's steps. The server's values are live
 * bindings, set by `crewWizardAttackServer` before each file's tests run (a file's tests run one
 * after another, so one file's values never meet another's).
 */
export { aurora, s, token, userId };
export let meridian: number;
export let solstice: number;
export let role: Record<string, number>;
export type Place = { department: number; position: number; otherDeptPosition: number };
export let deck: Place;
export let meridianDeck: Place;

export async function placeOf(vessel: number): Promise<Place> {
  const [d] = await s.db.query<{ id: number }>(
    "SELECT id FROM departments WHERE vessel_id = $1 AND name = 'Deck'",
    [vessel],
  );
  const [p] = await s.db.query<{ id: number }>(
    "SELECT id FROM positions WHERE department_id = $1 AND name = 'Deckhand'",
    [d!.id],
  );
  const [o] = await s.db.query<{ id: number }>(
    "SELECT id FROM positions WHERE vessel_id = $1 AND name = 'Stew'",
    [vessel],
  );
  return { department: d!.id, position: p!.id, otherDeptPosition: o!.id };
}

export let seq = 0;
export const key = () => `01JATTACK${String(++seq).padStart(17, '0')}`;
export const later = (days: number) =>
  new Date(s.clock().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const today = () => later(0);

const baseBody = (vessel: number, place: Place) => ({
  yachtId: vessel,
  firstName: 'Robin',
  lastName: 'Hale',
  level: role.Crew,
  departmentsId: place.department,
  positionId: place.position,
  status: 1,
  startDate: today(),
});
export const step1 = (who: string, body: Record<string, unknown>) =>
  s.post('/crew/wizard/step1', { ...baseBody(aurora, deck), ...body }, token[who]);
export const step1On = (who: string, vessel: number, place: Place, body: Record<string, unknown>) =>
  s.post('/crew/wizard/step1', { ...baseBody(vessel, place), ...body }, token[who]);
export const step2 = (who: string, id: number | string, body: unknown) =>
  s.post(`/crew/wizard/step2/${id}`, body, token[who]);
export const step3 = (who: string, id: number | string, body: unknown) =>
  s.post(`/crew/wizard/step3/${id}`, body, token[who]);

export async function created(res: Response): Promise<{ crewOnYachtId: number; userId: number }> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text);
}
/** The spec's error shape: 400, a message and the field errors. */
export async function expect400(res: Response, property?: string) {
  const text = await res.text();
  expect(res.status, text).toBe(400);
  const body = JSON.parse(text) as { message?: unknown; errorList?: { property: string; message: string }[] };
  expect(typeof body.message, text).toBe('string');
  if (property !== undefined) {
    expect(Array.isArray(body.errorList), text).toBe(true);
    expect(
      body.errorList!.map((e) => e.property),
      text,
    ).toContain(property);
  }
  return body;
}
export const rowOf = async (id: number) =>
  (
    await s.db.query<{
      user_id: number;
      vessel_id: number;
      role_id: number;
      crew_status: number;
      end_date: string | null;
      first_name: string;
      last_name: string;
    }>(
      `SELECT uvr.user_id, uvr.vessel_id, uvr.role_id, uvr.crew_status, uvr.end_date::text AS end_date,
              u.first_name, u.last_name
         FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id WHERE uvr.id = $1`,
      [id],
    )
  )[0]!;

/** Opens the attack tests' server for the calling test file, and closes it after. */
export function crewWizardAttackServer() {
  openCrewServer();
  beforeAll(async () => {
    meridian = await s.vesselId('meridian');
    solstice = await s.vesselId('solstice');
    const roles = await s.db.query<{ id: number; name: string }>('SELECT id, name FROM roles');
    role = Object.fromEntries(roles.map((r) => [r.name, r.id]));
    deck = await placeOf(aurora);
    meridianDeck = await placeOf(meridian);
  });
  // Never a 500: nothing reaches the server's error log.
  afterEach(() => {
    expect(s.errors).toEqual([]);
  });
}
