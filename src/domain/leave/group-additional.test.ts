import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaveBalance } from './balance';
import { GROUP_TEXT, type GroupPerson, planGroupAdditional } from './group-additional';
import type { LeaveInput } from './leave-types';

const input = (extra: Partial<LeaveInput> = {}): LeaveInput => ({
  profile: { type: 'yearly', startDate: '2026-01-01', rates: [{ from: '2026-01-01', daysPerYear: 36.5 }] },
  leaveTypes: [{ id: 1, effect: 1 }],
  ...extra,
});
const person = (profileId: string, days: number | null, extra: Partial<GroupPerson> = {}): GroupPerson => ({
  profileId,
  startDate: '2026-01-01',
  endDate: null,
  days,
  input: input(),
  ...extra,
});
const TODAY = '2026-03-15';

describe('group additional leave', () => {
  it('queues one entry per person given days other than 0, in the order given', () => {
    const plan = planGroupAdditional(
      [person('A', 2), person('B', null), person('C', 0), person('D', -1.5)],
      '2026-03-01',
      TODAY,
    );
    expect(plan).toEqual({
      adds: [
        { profileId: 'A', days: 2 },
        { profileId: 'D', days: -1.5 },
      ],
      errors: {},
      problem: null,
    });
  });

  it('asks for days for at least one person', () => {
    expect(planGroupAdditional([person('A', null), person('B', 0)], '2026-03-01', TODAY).problem).toBe(
      GROUP_TEXT.nobody,
    );
    expect(planGroupAdditional([], '2026-03-01', TODAY).problem).toBe(GROUP_TEXT.nobody);
  });

  it.each([
    ['before the start', { startDate: '2026-03-02' }],
    ['after the end', { endDate: '2026-02-28' }],
  ])('refuses a date %s of the employment, as the server does', (_, extra) => {
    const plan = planGroupAdditional([person('A', 1, extra), person('B', 1)], '2026-03-01', TODAY);
    expect(plan.errors).toEqual({ A: GROUP_TEXT.outside });
    expect(plan.adds).toEqual([{ profileId: 'B', days: 1 }]);
    expect(plan.problem).toBeNull();
  });

  it('accepts the first and the last day of the employment', () => {
    const plan = planGroupAdditional(
      [person('A', 1, { startDate: '2026-03-01' }), person('B', 1, { endDate: '2026-03-01' })],
      '2026-03-01',
      TODAY,
    );
    expect(plan.adds).toHaveLength(2);
  });

  it('refuses days that are not a number', () => {
    expect(planGroupAdditional([person('A', Number.NaN)], '2026-03-01', TODAY).errors).toEqual({
      A: 'Field should be a number.',
    });
  });

  it('refuses taking away days a later rollover kept, with the maths’ reason', () => {
    // 36.5 a year is 0.1 a day: 5.9 on 28 Feb; all of it kept on 1 Mar (6.0 by then).
    const kept = input({ rollovers: [{ date: '2026-03-01', rolledOver: 6 }] });
    expect(leaveBalance(kept, '2026-03-01').ok).toBe(true);
    const plan = planGroupAdditional([person('A', -1, { input: kept })], '2026-02-10', TODAY);
    expect(plan.adds).toEqual([]);
    expect(plan.errors.A).toMatch(/^The leave calculation would no longer hold: 6 is above the available/);
    // Adding days instead keeps it holding.
    expect(planGroupAdditional([person('A', 1, { input: kept })], '2026-02-10', TODAY).adds).toHaveLength(1);
  });

  it('checks a rollover dated after today too', () => {
    const kept = input({ rollovers: [{ date: '2026-12-31', rolledOver: 36 }] });
    const plan = planGroupAdditional([person('A', -5, { input: kept })], '2026-03-01', TODAY);
    expect(Object.keys(plan.errors)).toEqual(['A']);
  });

  it('never queues a person with an error, and queues everyone else given days', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: -3, max: 3 }), { nil: null }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 90 }),
        (typed, offset) => {
          const date = new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
          const people = typed.map((d, i) =>
            person(`P${i}`, d, { startDate: i % 3 === 0 ? '2026-02-01' : '2026-01-01' }),
          );
          const plan = planGroupAdditional(people, date, TODAY);
          const queued = new Set(plan.adds.map((a) => a.profileId));
          for (const p of people) {
            const given = p.days !== null && p.days !== 0;
            expect(queued.has(p.profileId) || p.profileId in plan.errors).toBe(given);
            expect(queued.has(p.profileId) && p.profileId in plan.errors).toBe(false);
          }
          expect(plan.problem === null).toBe(people.some((p) => p.days !== null && p.days !== 0));
        },
      ),
    );
  });
});
