import { expect } from 'vitest';
import type { SpecCall } from './spec-call-kit';
import { ask, DAY, MONTH } from './spec-hor-kit';

const RECORDS_USER = ['id', 'name', 'hasSignature', 'records'];
const MEMBER = ['userId', 'departments', 'watchkeeper'];
/** The calendar's user (doc 3, section 3). */
const CALENDAR_USER = [
  'id',
  'departmentid',
  'firstname',
  'lastname',
  'weeklyCompliance',
  'counterSigned',
  'signed',
  // The calendar state's names (doc 3, section 2).
  'signedByName',
  'signedOf',
  'counterSignedByName',
];
const groupOf = async (x: Parameters<SpecCall['request']>[0]) =>
  (await ask(x, 'captain', `/hor/approvalGroup/list/${x.aurora}`)) as {
    userId: number;
    departments: { id: number }[];
  }[];

/** Hours of rest, doc 3 section 7: the vessel's settings, alerts, guide, records and approval group. */
export const HOR_VESSEL_CALLS: readonly SpecCall[] = [
  {
    // The calendar's users (doc 3, section 3), for the month holding Date.
    call: 'POST /hor/compliance/weekly/{yacht}',
    as: 'captain',
    request: (x) => ({ method: 'POST', path: `/hor/compliance/weekly/${x.aurora}`, body: { Date: DAY } }),
    fields: CALENDAR_USER,
    readBack: (x, answer) => expect((answer as { id: number }[]).map((r) => r.id)).toContain(x.userId.crew),
  },
  {
    call: 'POST /hor/compliance/weekly/{yacht}',
    as: 'crew',
    request: (x) => ({ method: 'POST', path: `/hor/compliance/weekly/${x.aurora}`, body: { Date: DAY } }),
    fields: CALENDAR_USER,
    // A crew member's calendar holds their own row alone, the month's weeks from the 1st.
    readBack: (x, answer) => {
      const rows = answer as {
        id: number;
        weeklyCompliance: { from: string; to: string; status: string }[];
      }[];
      expect(rows.map((r) => r.id)).toEqual([x.userId.crew]);
      expect(rows[0]!.weeklyCompliance[0]!.from).toBe(`${MONTH}-01`);
      expect(rows[0]!.weeklyCompliance.at(-1)!.to).toBe(`${MONTH}-30`);
    },
  },
  {
    call: 'GET /hor/settings/{yacht}',
    as: 'crew',
    request: (x) => ({ path: `/hor/settings/${x.aurora}` }),
    fields: ['neutralPeriodsEnabled'],
  },
  {
    call: 'POST /hor/settings/{yacht}',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/hor/settings/${x.aurora}`,
      body: { neutralPeriodsEnabled: true },
    }),
    readBack: async (x) =>
      expect(await ask(x, 'crew', `/hor/settings/${x.aurora}`)).toMatchObject({
        neutralPeriodsEnabled: true,
      }),
  },
  {
    call: 'POST /hor/alerts/{yacht}',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/hor/alerts/${x.aurora}`,
      body: { onSignOff: true, onNonCompliance: false, emails: ['master@aurora.example'] },
    }),
    readBack: async (x) =>
      expect(await ask(x, 'captain', `/hor/alerts/${x.aurora}`)).toMatchObject({
        onSignOff: true,
        emails: ['master@aurora.example'],
      }),
  },
  {
    call: 'GET /hor/alerts/{yacht}',
    as: 'captain',
    request: (x) => ({ path: `/hor/alerts/${x.aurora}` }),
  },
  {
    call: 'POST /hor/guide/{yacht}',
    as: 'captain',
    request: (x) => ({ method: 'POST', path: `/hor/guide/${x.aurora}`, body: { text: 'Log every watch.' } }),
    readBack: async (x) =>
      expect(await ask(x, 'crew', `/hor/guide/${x.aurora}`)).toEqual({ text: 'Log every watch.' }),
  },
  {
    call: 'GET /hor/guide/{yacht}',
    as: 'crew',
    request: (x) => ({ path: `/hor/guide/${x.aurora}` }),
  },

  // Records
  {
    call: 'GET /hor/records/users/{yacht}',
    as: 'captain',
    request: (x) => ({ path: `/hor/records/users/${x.aurora}` }),
    fields: RECORDS_USER,
  },
  {
    call: 'GET /hor/records/{yacht}/{user}',
    as: 'crew',
    request: (x) => ({ path: `/hor/records/${x.aurora}/${x.userId.crew}` }),
    readBack: (_x, answer) => expect(answer).toContain(MONTH),
  },
  {
    call: 'GET /hor/records/download/...',
    as: 'crew',
    request: (x) => ({ path: `/hor/records/download/${x.aurora}/${x.userId.crew}/${MONTH}` }),
  },
  {
    call: 'GET /hor/records/downloadYacht/...',
    as: 'captain',
    request: (x) => ({ path: `/hor/records/downloadYacht/${x.aurora}/${MONTH}` }),
  },
  {
    call: 'POST /hor/records/email/...',
    as: 'crew',
    request: (x) => ({ method: 'POST', path: `/hor/records/email/${x.aurora}/${x.userId.crew}/${MONTH}` }),
  },
  {
    call: 'POST /hor/records/emailYacht/...',
    as: 'captain',
    request: (x) => ({ method: 'POST', path: `/hor/records/emailYacht/${x.aurora}/${MONTH}` }),
  },

  // The approval group
  {
    call: 'GET /hor/approvalGroup/eligible/{yacht}',
    as: 'captain',
    request: (x) => ({ path: `/hor/approvalGroup/eligible/${x.aurora}?searchStr=&maxResults=5` }),
    fields: ['userId', 'name'],
    readBack: async (x, answer) => {
      expect((answer as unknown[]).length).toBeLessThanOrEqual(5);
      // The department calls below need one of the vessel's departments.
      const [row] = await x.s.db.query<{ id: number }>(
        'SELECT id FROM departments WHERE vessel_id = $1 ORDER BY id LIMIT 1',
        [x.aurora],
      );
      x.kept.departmentId = row!.id;
    },
  },
  {
    call: 'PUT /hor/approvalGroup/{yacht}/{user}',
    as: 'captain',
    request: (x) => ({ method: 'PUT', path: `/hor/approvalGroup/${x.aurora}/${x.userId.officer}` }),
    readBack: async (x) => expect((await groupOf(x)).map((m) => m.userId)).toContain(x.userId.officer),
  },
  {
    call: 'PUT /hor/approvalGroup/department/{yacht}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/hor/approvalGroup/department/${x.aurora}`,
      body: { userID: x.userId.officer, departmentID: x.kept.departmentId },
    }),
    readBack: async (x) => {
      const member = (await groupOf(x)).find((m) => m.userId === x.userId.officer);
      expect(member?.departments.map((d) => d.id)).toEqual([x.kept.departmentId]);
    },
  },
  {
    call: 'GET /hor/approvalGroup/list/{yacht}',
    as: 'captain',
    request: (x) => ({ path: `/hor/approvalGroup/list/${x.aurora}` }),
    fields: MEMBER,
  },
  {
    call: 'GET /hor/approvalGroup/isMember/{yacht}',
    as: 'officer',
    request: (x) => ({ path: `/hor/approvalGroup/isMember/${x.aurora}` }),
    readBack: (_x, answer) => expect(answer).toEqual({ isMember: true }),
  },
  {
    call: 'DELETE /hor/approvalGroup/department/{yacht}',
    as: 'captain',
    request: (x) => ({
      method: 'DELETE',
      path: `/hor/approvalGroup/department/${x.aurora}`,
      body: { userID: x.userId.officer, departmentID: x.kept.departmentId },
    }),
    readBack: async (x) =>
      expect((await groupOf(x)).find((m) => m.userId === x.userId.officer)?.departments).toEqual([]),
  },
  {
    call: 'DELETE /hor/approvalGroup/departments/{yacht}?userID',
    as: 'captain',
    request: (x) => ({
      method: 'DELETE',
      path: `/hor/approvalGroup/departments/${x.aurora}?userID=${x.userId.officer}`,
    }),
  },
  {
    call: 'DELETE /hor/approvalGroup/{yacht}/{user}',
    as: 'captain',
    request: (x) => ({ method: 'DELETE', path: `/hor/approvalGroup/${x.aurora}/${x.userId.officer}` }),
    readBack: async (x) => expect((await groupOf(x)).map((m) => m.userId)).not.toContain(x.userId.officer),
  },
];
