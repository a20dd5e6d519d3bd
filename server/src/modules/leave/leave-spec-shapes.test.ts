import { typesOfSpec } from '@contracts/leave-spec';
import { describe, expect, it } from 'vitest';
import { fromSpecNames } from '../../http/spec-names';
import { ADJUST_NAMES, PROFILE_NAMES, specMonth, specProfile } from './leave-spec-shapes';

describe('leave in the spec’s names', () => {
  it('reads leaveType 1 as a yearly rate and 2 as accrued, and a blanked rate as none', () => {
    expect(
      fromSpecNames({ leaveType: 1, leaveDaysPerYear: 30, workedAccruedRatio: '' }, PROFILE_NAMES),
    ).toEqual({
      type: 'yearly',
      daysPerYear: 30,
      ratio: null,
    });
    expect(
      fromSpecNames({ profileType: '2', workAccruedRatio: 0.5, initialLeaveOwed: 3 }, PROFILE_NAMES),
    ).toEqual({
      type: 'accrued',
      ratio: 0.5,
      initialLeave: 3,
    });
    // A kind the spec does not have is left for the schema to refuse.
    expect(fromSpecNames({ leaveType: 3 }, PROFILE_NAMES)).toEqual({ type: 3 });
  });

  it('refuses one field under two of its names with different values', () => {
    expect(() => fromSpecNames({ noOfDays: 2, days: 3 }, ADJUST_NAMES)).toThrow();
    expect(() => fromSpecNames({ leaveType: 1, type: 'accrued' }, PROFILE_NAMES)).toThrow();
  });

  it('saves the types in the spec’s order, colours without #', () => {
    const type = { isOnBoard: false, effect: 0 as const, isNil: false, isDefault: false };
    const saved = typesOfSpec({
      types: [
        { ...type, name: 'B', color: '#1F5F99', order: 2 },
        { ...type, name: 'A', color: '3788CE', order: 1, isDefault: true },
      ],
    });
    expect(saved.types.map((t) => [t.name, t.color])).toEqual([
      ['A', '3788CE'],
      ['B', '1F5F99'],
    ]);
    expect(saved.types[0]).not.toHaveProperty('order');
  });

  it('answers a profile with its current rate and the spec’s spelling of a month', () => {
    const profile = {
      id: '01JPROFILE0000000000000001',
      vesselId: 1,
      userId: 2,
      crewId: 3,
      type: 'accrued' as const,
      startDate: '2026-01-01',
      endDate: null,
      initialLeave: 4,
      flightEntitlement: 2,
      rates: [
        {
          from: '2026-01-01',
          daysPerYear: 30,
          ratio: null,
          type: 'yearly' as const,
          changeDate: null,
          comment: null,
        },
        {
          from: '2026-06-01',
          daysPerYear: null,
          ratio: 0.4,
          type: 'accrued' as const,
          changeDate: '2026-05-31',
          comment: 'New',
        },
      ],
      active: true,
      deleted: false,
      version: 1,
    };
    expect(specProfile(profile, { firstName: 'Ana', lastName: 'Lee' }, '2026-11-15')).toMatchObject({
      leaveProfileID: profile.id,
      leaveType: 2,
      profileType: 2,
      workedAccruedRatio: 0.4,
      leaveDaysPerYear: null,
      initialLeaveOwed: 4,
      changeDate: '2026-05-31',
      comment: 'New',
      firstname: 'Ana',
      name: 'Ana Lee',
      calculationDate: '2026-11-15',
    });
    expect(specMonth({ accruedPlus: 2.5 })).toEqual({ accruedPlus: 2.5, accuredPlus: 2.5 });
    // Before that change took effect, the first rate was the current one, and its kind.
    expect(specProfile(profile, null, '2026-05-31')).toMatchObject({
      leaveType: 1,
      leaveDaysPerYear: 30,
      daysPerYear: 30,
      workedAccruedRatio: null,
      changeDate: null,
      calculationDate: '2026-05-31',
    });
  });

  it('answers a rate changed for a later date as it is until then, not the later one', () => {
    const rate = { ratio: null, type: 'yearly' as const };
    const profile = {
      id: '01JPROFILE0000000000000002',
      vesselId: 1,
      userId: 2,
      crewId: 3,
      type: 'yearly' as const,
      startDate: '2026-01-01',
      endDate: null,
      initialLeave: 0,
      flightEntitlement: null,
      rates: [
        { ...rate, from: '2026-01-01', daysPerYear: 30, changeDate: null, comment: null },
        { ...rate, from: '2101-01-01', daysPerYear: 40, changeDate: '2100-12-31', comment: 'far' },
      ],
      active: true,
      deleted: false,
      version: 1,
    };
    expect(specProfile(profile, null, '2026-11-15')).toMatchObject({
      daysPerYear: 30,
      leaveDaysPerYear: 30,
      changeDate: null,
      comment: null,
      calculationDate: '2026-11-15',
    });
  });
});
