import { MSG } from '@contracts/messages';
import { expect } from 'vitest';
import type { ContractContext, SpecCall } from './spec-call-kit';
import { CREW_ITEM } from './spec-calls-crew';

/**
 * Doc 2, section 7, Crew: adding crew (POST /crew and the wizard's steps 1 to 3, with no client
 * ids: the spec has none), the access level, the status change and the former crew. Form
 * fields: doc 2, section 3 (add-crew form); the check's answer: crewId, crewPhoto, prefilled.
 */

const DAY = '2026-11-10';
const role = (x: ContractContext, name: string) => (x.kept.roles as Record<string, number>)[name];
const profileOf = async (x: ContractContext, crewId: unknown) => {
  const res = await x.s.request(`/crew/${x.aurora}/${crewId}`, { token: x.token.captain });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};
const someId = async (x: ContractContext, table: 'departments' | 'positions') =>
  (
    await x.s.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE vessel_id = $1 ORDER BY id LIMIT 1`, [
      x.aurora,
    ])
  )[0]!.id;

export const CREW_ADD_CALLS: readonly SpecCall[] = [
  {
    call: 'POST /crew/wizard/checkifexists',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/crew/wizard/checkifexists',
      body: { email: 'crew@demo.yacht', yachtId: x.aurora },
    }),
    fields: ['crewId', 'crewPhoto', 'firstName', 'lastName'],
    readBack: async (x) => {
      const rows = await x.s.db.query<{ id: number; name: string }>('SELECT id, name FROM roles');
      x.kept.roles = Object.fromEntries(rows.map((r) => [r.name, r.id]));
      x.kept.department = await someId(x, 'departments');
      x.kept.position = await someId(x, 'positions');
      const [there] = await x.s.db.query<{ id: number }>(
        'SELECT id FROM positions WHERE vessel_id = $1 ORDER BY id LIMIT 1',
        [x.meridian],
      );
      x.kept.meridianPosition = there!.id;
    },
  },
  {
    call: 'POST /crew',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/crew',
      body: {
        ...{ yachtId: x.aurora, email: 'robin.hale@example.com', notificationEmail: 'robin@example.com' },
        ...{ firstName: 'Robin', lastName: 'Hale', level: role(x, 'Crew'), status: 1, startDate: DAY },
        ...{ departmentsId: x.kept.department, positionId: x.kept.position },
        ...{ customId: 'SW-7', portOfEmbarkation: 'Palma', repatriation: 'London' },
        ...{ currency: 1, salary: '3000', leave: 30 },
      },
    }),
    fields: ['crewOnYachtId'],
    readBack: async (x, answer) => {
      x.kept.added = (answer as { crewOnYachtId: number }).crewOnYachtId;
      const p = await profileOf(x, x.kept.added);
      expect([p.firstname, p.customId, p.leave, p.notificationEmail]).toEqual([
        'Robin',
        'SW-7',
        30,
        'robin@example.com',
      ]);
      expect((p.salary as { amount: number; currency: number }).amount).toBe(3000);
    },
  },
  {
    call: 'POST /crew/wizard/step1',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/crew/wizard/step1',
      body: {
        ...{ yachtId: x.aurora, email: 'kit.marsh@example.com', firstName: 'Kit', lastName: 'Marsh' },
        ...{ level: role(x, 'Crew'), departmentsId: x.kept.department, positionId: x.kept.position },
        ...{ status: 1, startDate: DAY },
      },
    }),
    fields: ['crewOnYachtId'],
    readBack: async (x, answer) => {
      x.kept.wizard = (answer as { crewOnYachtId: number }).crewOnYachtId;
      expect((await profileOf(x, x.kept.wizard)).lastname).toBe('Marsh');
    },
  },
  {
    call: 'POST /crew/wizard/step2/{crewOnYachtId}',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/crew/wizard/step2/${x.kept.wizard}`,
      body: {
        customId: 'SW-9',
        portOfEmbarkation: 'Antibes',
        repatriation: 'Leeds',
        currency: 1,
        salary: '2800',
        leave: 28,
      },
    }),
    readBack: async (x) => {
      const p = await profileOf(x, x.kept.wizard);
      expect([p.customId, p.leave]).toEqual(['SW-9', 28]);
    },
  },
  {
    // The spec's nested currency: its id is read.
    call: 'POST /crew/wizard/step2/{crewOnYachtId}',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/crew/wizard/step2/${x.kept.wizard}`,
      body: { currency: { id: 2, name: 'Euro' }, salary: '2900' },
    }),
    readBack: async (x) => {
      const salary = (await profileOf(x, x.kept.wizard)).salary as { amount: number; currency: number };
      expect([salary.amount, salary.currency]).toEqual([2900, 2]);
    },
  },
  {
    // A nested currency without a usable id is refused, naming the field (never read as none).
    call: 'POST /crew/wizard/step2/{crewOnYachtId}',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/crew/wizard/step2/${x.kept.wizard}`,
      body: { currency: { name: 'Euro' }, salary: '3100' },
    }),
    status: 400,
    readBack: async (x, answer) => {
      expect((answer as { errorList: unknown }).errorList).toEqual([
        { property: 'currency', message: MSG.invalidId },
      ]);
      expect(((await profileOf(x, x.kept.wizard)).salary as { amount: number }).amount).toBe(2900);
    },
  },
  {
    call: 'POST /crew/wizard/step3/{crewOnYachtId}',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/crew/wizard/step3/${x.kept.wizard}`,
      body: {
        ...{
          phoneNumber: '+44 20 7946 0000',
          mobileNumber: '+44 7700 900000',
          gender: 'F',
          dob: '1990-04-02',
        },
        ...{ placeOfBirth: 'Leeds', nationality: [1], maritalStatus: 'Single', address: '1 Quay St' },
        ...{ nokName: 'Alex Marsh', nokRelationship: 'Brother', nokEmail: 'alex@example.com' },
        ...{ nokPhone: '+44 20 7946 0001', nokMobile: '+44 7700 900001', nokAddress: '2 Quay St' },
        ...{ bankAccountOwner: 'Kit Marsh', bankName: 'Harbour Bank', bankAddress: '3 Quay St' },
        ...{ bankAccountNo: '12345678', bankIBAN: 'GB00HRBK0002', bankSwift: 'HRBKGB22' },
      },
    }),
    readBack: async (x) => {
      const p = await profileOf(x, x.kept.wizard);
      expect([p.bankIban, p.nokName, p.gender]).toEqual(['GB00HRBK0002', 'Alex Marsh', 'F']);
    },
  },
  {
    // The spec's crew transfer (doc 2, section 3: leave, salary, position, currency), nested ids.
    call: 'POST /crewonyacht/{id}/transfer',
    as: 'fleet',
    request: (x) => ({
      method: 'POST',
      path: `/crewonyacht/${x.kept.wizard}/transfer`,
      body: {
        yachtId: x.meridian,
        position: { id: x.kept.meridianPosition },
        currency: { id: 2 },
        salary: 3200,
        leave: 27,
      },
    }),
    fields: ['crewOnYachtId'],
    readBack: async (x, answer) => {
      const moved = (answer as { crewOnYachtId: number }).crewOnYachtId;
      const res = await x.s.request(`/crew/${x.meridian}/${moved}`, { token: x.token.fleet });
      const p = (await res.json()) as { position: unknown; leave: number; salary: { currency: number } };
      expect([p.position, p.leave, p.salary.currency]).toEqual([x.kept.meridianPosition, 27, 2]);
    },
  },
  {
    call: 'PUT /crew/{a}/{b}/EditUserAccessLevel/{level}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/crew/${x.aurora}/${x.kept.added}/EditUserAccessLevel/${role(x, 'Officer')}`,
    }),
    readBack: async (x) => {
      const [row] = await x.s.db.query<{ permission_level: number }>(
        'SELECT r.permission_level FROM user_vessel_roles u JOIN roles r ON r.id = u.role_id WHERE u.id = $1',
        [x.kept.added],
      );
      expect(row?.permission_level).toBe(4);
    },
  },
  {
    call: 'PUT /crewonyacht/{id}/assignstate',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/crewonyacht/${x.kept.added}/assignstate`,
      body: { stateId: 2, force: false },
    }),
    readBack: async (x) => expect((await profileOf(x, x.kept.added)).status).toBe(2),
  },
  {
    call: 'GET /xcrew/onyacht/{yachtId}',
    as: 'captain',
    request: (x) => ({ path: `/xcrew/onyacht/${x.aurora}` }),
    fields: CREW_ITEM,
  },
];
