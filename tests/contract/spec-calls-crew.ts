import { expect } from 'vitest';
import type { ContractContext, SpecCall } from './spec-call-kit';

/**
 * Doc 2, section 7, Crew: the crew list, a profile and its writes, as the spec sends them (its
 * names: `department`, `position`, `bankIBAN`, `currency`; a map of crew id to order; no client
 * ids). Entity fields: doc 2, section 3 (crew list item, crew detail, salary, leave history).
 */

/** A crew list item's fields (doc 2, section 3): the current crew's list and the former crew's. */
export const CREW_ITEM = [
  'crewId',
  'crewOnYachtId',
  'firstname',
  'lastname',
  'department',
  'position',
  'order',
  'leave',
  'haveIssues',
  'isOnBoard',
  'status',
  'startDate',
  'endDate',
] as const;
const CREW_DETAIL = [
  ...['id', 'crewOnYachtId', 'firstname', 'lastname', 'email', 'notificationEmail', 'phoneNumber'],
  ...['mobileNumber', 'whatsAppNumber', 'customId', 'gender', 'nationality', 'maritalStatus', 'crewUserId'],
  ...['crewPhoto', 'department', 'dob', 'placeOfBirth', 'portOfEmbarkation', 'repatriation', 'startDate'],
  ...['endDate', 'address', 'position', 'order', 'status', 'leave', 'leaveIncrement', 'salary'],
  ...['previousSalary', 'bankAccountOwner', 'bankName', 'bankAddress', 'bankAccountNo', 'bankIban'],
  ...['bankSwift', 'bankAdditionalInfo', 'nokName', 'nokRelationship', 'nokPhone', 'nokMobile'],
  ...['nokEmail', 'nokAddress'],
] as const;
const HISTORY = ['id', 'isBonus', 'changeDate', 'amount', 'currency', 'comment'] as const;

const DAY = '2026-11-10';
const officer = (x: ContractContext) => x.crewId.officer;
/** The officer's profile as the captain reads it (spec's names). */
async function profileOf(x: ContractContext, crewId = officer(x)) {
  const res = await x.s.request(`/crew/${x.aurora}/${crewId}`, { token: x.token.captain });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}
const get = async (x: ContractContext, path: string) => {
  const res = await x.s.request(path, { token: x.token.captain });
  expect(res.status, path).toBe(200);
  return res.json();
};

export const CREW_CALLS: readonly SpecCall[] = [
  {
    call: 'GET /crew/onyacht/{yachtId}',
    as: 'officer',
    request: (x) => ({ path: `/crew/onyacht/${x.aurora}` }),
    fields: CREW_ITEM,
    readBack: (x, answer) => {
      const crew = answer as { department: number | null; position: number | null }[];
      x.kept.department = crew.find((c) => c.department !== null)?.department;
      x.kept.position = crew.find((c) => c.position !== null)?.position;
    },
  },
  {
    call: 'GET /crew/statuses',
    as: 'crew',
    request: () => ({ path: '/crew/statuses' }),
    fields: ['id', 'name'],
  },
  {
    call: 'GET /crew/{yachtId}/{crewId}',
    as: 'captain',
    request: (x) => ({ path: `/crew/${x.aurora}/${officer(x)}` }),
    fields: CREW_DETAIL,
  },
  {
    call: 'PUT /crew/isOnBoard/{yachtId}/{crewId}/{bool}',
    as: 'captain',
    request: (x) => ({ method: 'PUT', path: `/crew/isOnBoard/${x.aurora}/${officer(x)}/false` }),
    readBack: async (x) => {
      const crew = (await get(x, `/crew/onyacht/${x.aurora}`)) as { crewId: number; isOnBoard: boolean }[];
      expect(crew.find((c) => c.crewId === officer(x))?.isOnBoard).toBe(false);
    },
  },
  {
    call: 'POST /crew/onyacht/{yachtId}/order',
    as: 'captain',
    request: (x) => ({ method: 'POST', path: `/crew/onyacht/${x.aurora}/order`, body: { [officer(x)]: 99 } }),
    readBack: async (x) => expect((await profileOf(x)).order).toBe(99),
  },
  {
    call: 'PUT /crewonyacht/{id}/positiondetails',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/crewonyacht/${officer(x)}/positiondetails`,
      body: { department: x.kept.department, position: x.kept.position, customId: 'SPEC-1' },
    }),
    readBack: async (x) => {
      const p = await profileOf(x);
      expect([p.department, p.position, p.customId]).toEqual([x.kept.department, x.kept.position, 'SPEC-1']);
    },
  },
  {
    call: 'PUT /crewonyacht/{id}/personalinformations',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/crewonyacht/${officer(x)}/personalinformations`,
      body: {
        firstname: 'Olly',
        lastname: 'Officer',
        gender: 'M',
        maritalStatus: 'Single',
        nationality: [1],
      },
    }),
    readBack: async (x) => {
      const p = await profileOf(x);
      expect([p.firstname, p.lastname, p.gender]).toEqual(['Olly', 'Officer', 'M']);
    },
  },
  // Refused on purpose: a login e-mail is the account's (docs/api-differences/crew-vessel-certificates.md).
  {
    call: 'PUT /crewonyacht/{id}/personalinformations (email)',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/crewonyacht/${officer(x)}/personalinformations`,
      body: { firstname: 'Olly', lastname: 'Officer', email: 'taken@example.com' },
    }),
    status: 400,
    readBack: async (x) => expect((await profileOf(x)).email).toBe('officer@demo.yacht'),
  },
  {
    call: 'PUT /crewonyacht/{id}/nok',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/crewonyacht/${officer(x)}/nok`,
      body: { nokName: 'Alex Officer', nokRelationship: 'Sister', nokEmail: 'alex@example.com' },
    }),
    readBack: async (x) => expect((await profileOf(x)).nokName).toBe('Alex Officer'),
  },
  {
    call: 'PUT /crewonyacht/{id}/bankdetails',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/crewonyacht/${officer(x)}/bankdetails`,
      body: { bankName: 'Harbour Bank', bankIBAN: 'GB00HRBK0001' },
    }),
    readBack: async (x) => expect((await profileOf(x)).bankIban).toBe('GB00HRBK0001'),
  },
  {
    call: 'PUT /crewonyacht/{id}/assignposition/{positionId}',
    as: 'captain',
    request: (x) => ({ method: 'PUT', path: `/crewonyacht/${officer(x)}/assignposition/${x.kept.position}` }),
    readBack: async (x) => expect((await profileOf(x)).position).toBe(x.kept.position),
  },
  {
    call: 'PUT /crewonyacht/{id}/assigndepartment/{departmentId}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/crewonyacht/${officer(x)}/assigndepartment/${x.kept.department}`,
    }),
    readBack: async (x) => expect((await profileOf(x)).department).toBe(x.kept.department),
  },
  {
    call: 'POST /crewonyacht/{id}/photo',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/crewonyacht/${officer(x)}/photo`,
      body: { fileName: 'me.png', content: 'data:image/png;base64,iVBORw0KGgo=' },
    }),
    readBack: async (x) => expect((await profileOf(x)).crewPhoto).toBe('data:image/png;base64,iVBORw0KGgo='),
  },
  {
    call: 'POST /salary/crewonyacht/{id}',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/salary/crewonyacht/${officer(x)}`,
      body: { amount: 4200, currency: 1, isBonus: false, changeDate: DAY, comment: 'Pay review' },
    }),
    readBack: async (x) => {
      const history = (await get(x, `/salary/${officer(x)}/history`)) as { id: string; comment: string }[];
      const made = history.find((h) => h.comment === 'Pay review');
      expect(made).toBeDefined();
      x.kept.salary = made?.id;
    },
  },
  {
    call: 'GET /salary/{crewOnYachtId}/history',
    as: 'captain',
    request: (x) => ({ path: `/salary/${officer(x)}/history` }),
    fields: HISTORY,
  },
  {
    call: 'PUT /salary/{id}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/salary/${encodeURIComponent(String(x.kept.salary))}`,
      // The spec's Salary (id, amount, currency, changeDate, comment) with its type.
      body: {
        ...{ id: x.kept.salary, amount: 4300, currency: { id: 1 } },
        ...{ isBonus: false, changeDate: DAY, comment: 'Pay review' },
      },
    }),
    readBack: async (x) => {
      const history = (await get(x, `/salary/${officer(x)}/history`)) as { id: string; amount: number }[];
      expect(history.find((h) => h.id === x.kept.salary)?.amount).toBe(4300);
    },
  },
  {
    call: 'POST /leaveincrement/crewonyacht/{id}',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/leaveincrement/crewonyacht/${officer(x)}`,
      body: { amount: 33, changeDate: DAY, comment: 'More leave' },
    }),
    readBack: async (x) => expect((await profileOf(x)).leave).toBe(33),
  },
  {
    call: 'GET /leaveincrement/{id}/history',
    as: 'captain',
    request: (x) => ({ path: `/leaveincrement/${officer(x)}/history` }),
    fields: ['changeDate', 'amount', 'comment'],
  },
];
