import type { UsersAnswer } from '@contracts/users';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/**
 * The users-administration tests' server: the demo fleet, a token per demo role, role ids by
 * name, Aurora's and Meridian's deck places, and requests in each role. Registers its own
 * beforeAll/afterAll; the fields are set once the server has started.
 */
export function usersFixture() {
  const f = {
    s: undefined as unknown as TestServer,
    aurora: 0,
    meridian: 0,
    token: {} as Record<string, string>,
    role: {} as Record<string, number>,
    deck: 0,
    deckhand: 0,
    meridianDeck: 0,
    meridianDeckhand: 0,
  };
  beforeAll(async () => {
    const s = await startTestServer();
    f.s = s;
    f.aurora = await s.vesselId('aurora');
    f.meridian = await s.vesselId('meridian');
    for (const who of ['crew', 'officer', 'purser', 'captain', 'fleet'])
      f.token[who] = (await s.login(`${who}@demo.yacht`)).accessToken;
    for (const r of await s.db.query<{ id: number; name: string }>('SELECT id, name FROM roles'))
      f.role[r.name] = r.id;
    const place = async (vessel: number, position: string) =>
      (
        await s.db.query<{ d: number; p: number }>(
          'SELECT department_id AS d, id AS p FROM positions WHERE vessel_id = $1 AND name = $2',
          [vessel, position],
        )
      )[0]!;
    ({ d: f.deck, p: f.deckhand } = await place(f.aurora, 'Deckhand'));
    ({ d: f.meridianDeck, p: f.meridianDeckhand } = await place(f.meridian, 'Deckhand'));
  });
  afterAll(() => f.s.close());

  let made = 0;
  const fresh = () => `sailor${++made}@new.example`;
  const newCrew = (email = fresh(), extra: Record<string, unknown> = {}) => ({
    email,
    firstName: 'Ada',
    lastName: 'Byron',
    role: f.role.Crew,
    departmentId: f.deck,
    positionId: f.deckhand,
    yachts: [f.aurora],
    ...extra,
  });
  const create = (who: string, body: unknown, vessel = f.aurora) =>
    f.s.post(`/users/${vessel}`, body, f.token[who]);
  const put = (who: string, body: unknown) =>
    f.s.request('/users', { method: 'PUT', body: JSON.stringify(body), token: f.token[who] });
  const list = async (who: string) =>
    (await (await f.s.request('/users/overview', { token: f.token[who] })).json()) as UsersAnswer;
  const userOn = async (who: string, vessel: number, email: string) =>
    (await list(who)).vessels.find((v) => v.id === vessel)?.users.find((u) => u.email === email);
  /** An edit of `u` (PUT /users) as a crew member in Aurora's deck place, with `extra` on top. */
  const editBody = (
    u: { id: number; email: string; firstName: string; lastName: string },
    extra: Record<string, unknown> = {},
  ) => ({
    userId: u.id,
    yachtId: f.aurora,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: f.role.Crew,
    departmentId: f.deck,
    positionId: f.deckhand,
    ...extra,
  });
  return { f, fresh, newCrew, create, put, list, userOn, editBody };
}
