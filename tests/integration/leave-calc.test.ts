import { describe, expect, it } from 'vitest';
import { leaveCalc } from '../../scripts/cli/leave-calc';
import { runTool } from '../kits/run-tool';

const run = async (stdin: string) => leaveCalc(stdin);

const profile = {
  type: 'yearly',
  startDate: '2026-01-01',
  endDate: null,
  initialLeave: 0,
  rates: [{ from: '2026-01-01', daysPerYear: 36.5 }],
};
const valid = {
  profile,
  leaveTypes: [{ id: 1, effect: 1, isNil: false }],
  days: [{ date: '2026-01-03', leaveTypeId: 1 }],
  additional: [],
  rollovers: [],
  asOf: '2026-01-10',
};
const totals = (out: string) => JSON.parse(out) as Record<string, number>;

describe.concurrent('npm run -s leave:calc', () => {
  it('prints the totals: 36.5 days a year over 10 days, one of them taken', async () => {
    const r = await run(JSON.stringify(valid));
    expect(r.code).toBe(0);
    expect(totals(r.out)).toEqual({
      accrued: 1,
      worked: 9,
      taken: 1,
      additional: 0,
      forfeited: 0,
      available: 0,
    });
  });

  it('applies rate changes, nil days, additional leave, rollover and the end date; ignores the rest', async () => {
    const input = {
      profile: {
        type: 'accrued',
        startDate: '2026-01-01',
        endDate: '2026-01-20',
        initialLeave: 2,
        rates: [
          { from: '2026-01-11', daysPerYear: 73 }, // ratio 0.25
          { from: '2026-01-01', ratio: 0.5 },
        ],
      },
      leaveTypes: [
        { id: 1, effect: 1, isNil: false },
        { id: 2, effect: 2, isNil: true },
        { id: 3, effect: 0, isNil: false },
      ],
      days: [
        { date: '2026-01-03', leaveTypeId: 1 },
        { date: '2026-01-04', leaveTypeId: 2 },
        { date: '2026-01-05', leaveTypeId: 3 },
        { date: '2026-01-15', leaveTypeId: 1 },
        { date: '2025-12-31', leaveTypeId: 1 }, // before the start
        { date: '2026-01-25', leaveTypeId: 1 }, // after the end
      ],
      additional: [
        { date: '2026-01-12', days: 1 },
        { date: '2026-02-01', days: 5 }, // after asOf
      ],
      rollovers: [
        { date: '2026-01-20', rolledOver: 3 },
        { date: '2026-02-02', rolledOver: 50 }, // after asOf
      ],
      asOf: '2026-01-31',
    };
    const r = await run(JSON.stringify(input));
    expect(r.err).toBe('');
    // Worked: 7 of days 1-10 at 0.5 and 9 of days 11-20 at 0.25 = 5.75. On 20 January the
    // balance 2 + 5.75 + 1 - 2 = 6.75 rolls over to 3, forfeiting 3.75.
    expect(totals(r.out)).toEqual({
      accrued: 5.75,
      worked: 16,
      taken: 2,
      additional: 1,
      forfeited: 3.75,
      available: 3,
    });
  });

  it("counts each rate by its own type, defaulting to the profile's (issue 30)", async () => {
    // Accrued 0.25 a day worked from 1 October; yearly 30 days from 16 November (change date 15 November).
    const input = {
      profile: {
        type: 'yearly',
        startDate: '2025-10-01',
        rates: [
          { from: '2025-10-01', ratio: 0.25, type: 'accrued' },
          { from: '2025-11-16', daysPerYear: 30 },
        ],
      },
      asOf: '2025-12-01',
    };
    const r = await run(JSON.stringify(input));
    expect(r.err).toBe('');
    const { accrued, available } = totals(r.out);
    expect(accrued).toBeCloseTo(46 * 0.25 + (16 * 30) / 365, 12);
    expect(available!.toFixed(2)).toBe('12.82');
    const october = await run(JSON.stringify({ ...input, asOf: '2025-10-31' }));
    expect(totals(october.out).accrued).toBe(7.75);
  });

  it('takes absent lists, end date and initial leave as empty, and prints unrounded figures', async () => {
    const { endDate: _e, initialLeave: _i, ...bare } = profile;
    const input = {
      profile: { ...bare, rates: [{ from: '2026-01-01', daysPerYear: 25 }] },
      asOf: '2026-01-03',
    };
    const r = await run(JSON.stringify(input));
    expect(r.code).toBe(0);
    expect(r.out).toContain('"accrued":0.2054794520547945');
    expect(totals(r.out)).toMatchObject({ worked: 3, taken: 0, additional: 0, forfeited: 0 });
  });

  const withProfile = (p: object) => ({ ...valid, profile: { ...profile, ...p } });
  const rate = (r: object) => withProfile({ rates: [{ from: '2026-01-01', ...r }] });
  const { profile: _p, ...noProfile } = valid;
  const { asOf: _a, ...noAsOf } = valid;
  const { type: _t, ...noType } = profile;
  const { startDate: _s, ...noStart } = profile;
  const { rates: _r, ...noRates } = profile;
  it.each([
    ['an impossible date', withProfile({ startDate: '2026-02-30' }), /profile\.startDate: Invalid date/],
    [
      'an impossible booking date',
      { ...valid, days: [{ date: '2026-02-30', leaveTypeId: 1 }] },
      /days\[0\]\.date/,
    ],
    [
      'a booking without a leave type',
      { ...valid, days: [{ date: '2026-01-03' }] },
      /days\[0\]\.leaveTypeId: Field is required/,
    ],
    [
      'a booking of an unknown leave type',
      { ...valid, days: [{ date: '2026-01-03', leaveTypeId: 9 }] },
      /days\[0\]\.leaveTypeId: Unknown leave type 9/,
    ],
    [
      'a negative daysPerYear',
      rate({ daysPerYear: -1 }),
      /profile\.rates\[0\]\.daysPerYear: Value must be greater or equal to 0\./,
    ],
    [
      'a negative ratio',
      rate({ ratio: -0.5 }),
      /profile\.rates\[0\]\.ratio: Value must be greater or equal to 0\./,
    ],
    [
      'a daysPerYear of 365',
      rate({ daysPerYear: 365 }),
      /profile\.rates\[0\]\.daysPerYear: Value must be less than 365\./,
    ],
    ['a rate with neither value', rate({}), /profile\.rates\[0\]: Give daysPerYear or ratio/],
    [
      'a rate of an unknown type',
      rate({ daysPerYear: 30, type: 'monthly' }),
      /profile\.rates\[0\]\.type: Must be "yearly" or "accrued"/,
    ],
    [
      'a rate type of null',
      rate({ daysPerYear: 30, type: null }),
      /profile\.rates\[0\]\.type: Must be "yearly" or "accrued"/,
    ],
    [
      'a rolledOver below 0',
      { ...valid, rollovers: [{ date: '2026-01-05', rolledOver: -1 }] },
      /rollovers\[0\]\.rolledOver: Value must be greater or equal to 0\./,
    ],
    [
      'a rolledOver above the balance',
      { ...valid, rollovers: [{ date: '2026-01-05', rolledOver: 0.6 }] },
      /rollovers\[0\]\.rolledOver: 0\.6 is above the available balance of -0\.5 on 2026-01-05/,
    ],
    [
      'an unknown profile type',
      withProfile({ type: 'monthly' }),
      /profile\.type: Must be "yearly" or "accrued"/,
    ],
    ['a missing profile', noProfile, /profile: Field is required/],
    ['a missing type', { ...valid, profile: noType }, /profile\.type: Field is required/],
    ['a missing startDate', { ...valid, profile: noStart }, /profile\.startDate: Field is required/],
    ['missing rates', { ...valid, profile: noRates }, /profile\.rates: Field is required/],
    ['empty rates', withProfile({ rates: [] }), /profile\.rates: At least one rate is required/],
    [
      'a missing rate date',
      withProfile({ rates: [{ daysPerYear: 20 }] }),
      /profile\.rates\[0\]\.from: Field is required/,
    ],
    ['a missing asOf', noAsOf, /asOf: Field is required/],
    [
      'an end before the start',
      withProfile({ endDate: '2025-12-31' }),
      /profile\.endDate: Must not be before/,
    ],
  ])('refuses %s with one line on stderr naming the field, exit code 2', async (_name, input, message) => {
    const r = await run(JSON.stringify(input));
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  });

  it('refuses input that is not JSON', async () => {
    const r = await run('{profile:');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/not valid JSON/);
  });

  it('as a command reads stdin and answers the same: the totals and 0, or one line and 2', async () => {
    const input = JSON.stringify(valid);
    const real = runTool('scripts/leave-calc.ts', input);
    expect(real).toEqual(await run(input));
    expect(real.code).toBe(0);
    const bad = JSON.stringify({ ...valid, asOf: undefined });
    const refused = runTool('scripts/leave-calc.ts', bad);
    expect(refused).toEqual(await run(bad));
    expect([refused.code, refused.err.split('\n').length]).toEqual([2, 2]);
  });
});
