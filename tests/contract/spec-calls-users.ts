import { expect } from 'vitest';
import { TEST_TODAY } from '../../server/testing/test-server';
import type { ContractContext, SpecCall } from './spec-call-kit';

/** Users administration (doc 1, section 7), answering the spec's User (section 3). */

const USER_FIELDS = [
  'id',
  'userID',
  'email',
  'firstname',
  'lastname',
  'alertemail',
  'whatsAppNumber',
  'isWhatsAppEnabled',
  'isWhatsAppRequired',
  'roles',
  'positionid',
  'departmentid',
  'crewid',
  'startDate',
  'endDate',
  'status',
] as const;

type SpecUser = { roles: Record<string, number>; firstname: string; endDate: string | null };

async function idOf(x: ContractContext, sql: string, params: unknown[]) {
  const [row] = await x.s.db.query<{ id: number }>(sql, params);
  return row!.id;
}

/** The user as the spec's GET /users/{id} answers it (null: not found for the caller). */
async function userAs(x: ContractContext, who: 'captain' | 'fleet', id: unknown) {
  const res = await x.s.request(`/users/${id}`, { token: x.token[who] });
  return res.status === 404 ? null : ((await res.json()) as SpecUser);
}

/** The spec's add form: one vessel as `yacht`. */
const newUser = (x: ContractContext, email: string, role: unknown) => ({
  email,
  alertEmail: '',
  whatsAppNumber: '',
  firstName: 'Tove',
  lastName: 'Jansson',
  role,
  departmentId: x.kept.deck,
  positionId: x.kept.deckhand,
  yacht: x.aurora,
});

export const USERS_CALLS: readonly SpecCall[] = [
  {
    call: 'POST /users/checkifexists',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/users/checkifexists',
      body: { email: 'crew@demo.yacht', yachtId: x.aurora },
    }),
    fields: ['firstName', 'lastName', 'userID', 'fromJFR', 'roleID', 'transferUser'],
    readBack: async (x, answer) => {
      expect((answer as { userID: number }).userID).toBe(x.userId.crew);
      const role = (name: string) => idOf(x, 'SELECT id FROM roles WHERE name = $1', [name]);
      x.kept.solstice = await x.s.vesselId('solstice');
      x.kept.crewRole = await role('Crew');
      x.kept.captainRole = await role('Captain');
      x.kept.deck = await idOf(x, "SELECT id FROM departments WHERE vessel_id = $1 AND name = 'Deck'", [
        x.aurora,
      ]);
      x.kept.deckhand = await idOf(x, "SELECT id FROM positions WHERE vessel_id = $1 AND name = 'Deckhand'", [
        x.aurora,
      ]);
    },
  },
  {
    call: 'POST /users/{yachts}',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/users/${x.aurora}`,
      body: newUser(x, 'tove.deck@example.com', x.kept.crewRole),
    }),
    readBack: async (x, answer) => {
      x.kept.newUser = (answer as { userId: number }).userId;
      expect((await userAs(x, 'captain', x.kept.newUser))?.roles[x.aurora]).toBe(x.kept.crewRole);
    },
  },
  {
    call: 'POST /users/{yachts} (a captain)',
    as: 'fleet',
    request: (x) => ({
      method: 'POST',
      path: `/users/${x.aurora}`,
      // A captain has no crew fields (doc 1: they show for level 5 or less): none are sent.
      body: {
        ...newUser(x, 'tove.master@example.com', x.kept.captainRole),
        departmentId: null,
        positionId: null,
        yacht: [x.aurora],
      },
    }),
    readBack: async (x, answer) => {
      x.kept.master = (answer as { userId: number }).userId;
      expect((await userAs(x, 'fleet', x.kept.master))?.roles[x.aurora]).toBe(x.kept.captainRole);
    },
  },
  {
    call: 'GET /users',
    as: 'captain',
    request: () => ({ path: '/users' }),
    fields: USER_FIELDS,
  },
  {
    call: 'GET /users/{id}',
    as: 'captain',
    request: (x) => ({ path: `/users/${x.userId.crew}` }),
    fields: USER_FIELDS,
  },
  {
    call: 'PUT /users',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: '/users',
      body: {
        ...newUser(x, 'tove.deck@example.com', x.kept.crewRole),
        firstName: 'Signe',
        userID: x.kept.newUser,
      },
    }),
    readBack: async (x) => {
      expect((await userAs(x, 'captain', x.kept.newUser))?.firstname).toBe('Signe');
    },
  },
  {
    call: 'POST /users/assigntoyacht',
    as: 'fleet',
    request: (x) => ({
      method: 'POST',
      path: '/users/assigntoyacht',
      body: { userId: x.kept.newUser, yachtId: x.meridian },
    }),
    readBack: async (x) => {
      expect((await userAs(x, 'fleet', x.kept.newUser))?.roles[x.meridian]).toBe(x.kept.crewRole);
    },
  },
  {
    call: 'POST /users/transfer',
    as: 'fleet',
    request: (x) => ({
      method: 'POST',
      path: '/users/transfer',
      body: { userId: x.userId.purser, yachtId: x.kept.solstice },
    }),
    readBack: async (x) => {
      const roles = (await userAs(x, 'fleet', x.userId.purser))!.roles;
      expect(Object.keys(roles)).toEqual([String(x.kept.solstice)]);
    },
  },
  {
    call: 'POST /users/removefromyacht',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/users/removefromyacht',
      body: { userID: x.kept.newUser, yachtID: x.aurora, endDate: TEST_TODAY },
    }),
    readBack: async (x) => {
      expect((await userAs(x, 'captain', x.kept.newUser))?.endDate).toBe(TEST_TODAY);
    },
  },
  {
    call: 'POST /users/removefromallyachts',
    as: 'fleet',
    request: (x) => ({
      method: 'POST',
      path: '/users/removefromallyachts',
      body: { users: [x.kept.newUser], endDate: TEST_TODAY },
    }),
    readBack: async (x) => {
      const ends = await x.s.db.query<{ end_date: string }>(
        'SELECT end_date::text AS end_date FROM user_vessel_roles WHERE user_id = $1',
        [x.kept.newUser],
      );
      expect(ends.map((e) => e.end_date)).toEqual([TEST_TODAY, TEST_TODAY]);
    },
  },
  {
    call: 'DELETE /users/{id}',
    as: 'fleet',
    request: (x) => ({ method: 'DELETE', path: `/users/${x.kept.master}` }),
    readBack: async (x) => {
      expect(await userAs(x, 'fleet', x.kept.master)).toBe(null);
    },
  },
];
