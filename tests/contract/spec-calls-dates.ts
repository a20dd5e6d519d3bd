import { expect } from 'vitest';
import type { ContractContext, SpecCall } from './spec-call-kit';
import { dayOf, WATCH } from './spec-hor-kit';

/**
 * Doc 2 and doc 3, section 9: 'Empty date sentinel 0001-01-01T00:00:00Z'. The spec's back end
 * takes a day as a date-time; a client written to it sends `changeDate: '2026-11-14T00:00:00Z'`
 * and no date as the sentinel. Each call below sends its dates so, and the day stored is read back.
 */
const officer = (x: ContractContext) => x.crewId.officer;
const read = async (x: ContractContext, path: string) => {
  const res = await x.s.request(path, { token: x.token.captain });
  expect(res.status, path).toBe(200);
  return res.json();
};
/** The day of the history entry a call made, found by its comment. */
const dayIn = async (x: ContractContext, history: string, comment: string) =>
  ((await read(x, history)) as { changeDate: string; comment: string }[]).find((h) => h.comment === comment)
    ?.changeDate;
const refusedOn = (property: string, message: string) => (_x: ContractContext, answer: unknown) =>
  expect(answer).toEqual({ message: "Data you've entered are invalid.", errorList: [{ property, message }] });

/** A pay change whose changeDate is refused, naming the field. */
function salaryRefused(what: string, changeDate: string, message: string): SpecCall {
  return {
    call: `POST /salary/crewonyacht/{id} (changeDate ${what})`,
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/salary/crewonyacht/${officer(x)}`,
      body: { amount: 4400, currency: 1, isBonus: false, changeDate, comment: what },
    }),
    status: 400,
    readBack: refusedOn('changeDate', message),
  };
}

export const DATE_CALLS: readonly SpecCall[] = [
  {
    call: 'POST /salary/crewonyacht/{id} (changeDate a UTC midnight)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/salary/crewonyacht/${officer(x)}`,
      body: {
        amount: 4300,
        currency: 1,
        isBonus: false,
        changeDate: '2026-11-14T00:00:00Z',
        comment: 'Wire date',
      },
    }),
    readBack: async (x) =>
      expect(await dayIn(x, `/salary/${officer(x)}/history`, 'Wire date')).toBe('2026-11-14'),
  },
  {
    call: 'POST /leaveincrement/crewonyacht/{id} (changeDate a local midnight east of Greenwich, in UTC)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/leaveincrement/crewonyacht/${officer(x)}`,
      // Midnight of 13 November in Paris, as its toISOString writes it.
      body: { amount: 31, changeDate: '2026-11-12T23:00:00.000Z', comment: 'Paris midnight' },
    }),
    readBack: async (x) =>
      expect(await dayIn(x, `/leaveincrement/${officer(x)}/history`, 'Paris midnight')).toBe('2026-11-13'),
  },
  {
    call: 'PUT /crewonyacht/{id}/assignstate (endDate the empty-date sentinel)',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/crewonyacht/${officer(x)}/assignstate`,
      body: { stateId: 1, endDate: '0001-01-01T00:00:00Z', force: false },
    }),
    readBack: async (x) => {
      const crew = (await read(x, `/crew/${x.aurora}/${officer(x)}`)) as { status: number; endDate: unknown };
      expect([crew.status, crew.endDate]).toEqual([1, null]);
    },
  },
  {
    call: 'POST /hor/day/{user} (dates as date-times)',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: `/hor/day/${x.userId.crew}`,
      body: { yachtId: x.aurora, dates: ['2026-11-09T00:00:00Z', '2026-11-10T00:00:00Z'], binary: WATCH },
    }),
    readBack: async (x) => {
      expect((await dayOf(x, 'crew', '2026-11-09')).binary).toBe(WATCH);
      expect((await dayOf(x, 'crew', '2026-11-10')).binary).toBe(WATCH);
    },
  },
  {
    call: 'POST /hor/day/get/{yacht-user} (date a date-time)',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: `/hor/day/get/${x.aurora}-${x.userId.crew}`,
      body: { yachtId: x.aurora, date: '2026-11-10T00:00:00Z' },
    }),
    readBack: (_x, answer) => expect((answer as { binary: string }).binary).toBe(WATCH),
  },
  {
    call: 'POST /hor/compliance/weekly/{yacht} (Date a date-time, day 4 of the month)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/hor/compliance/weekly/${x.aurora}`,
      body: { Date: '2026-11-04T00:00:00Z' },
    }),
    fields: ['id', 'firstname', 'lastname', 'weeklyCompliance', 'signed', 'counterSigned'],
  },
  salaryRefused('the sentinel: a required day missing', '0001-01-01T00:00:00Z', 'Field is required.'),
  salaryRefused('a date-time naming no time of day', '2026-11-14T25:00:00Z', 'Invalid date. Use YYYY-MM-DD.'),
];
