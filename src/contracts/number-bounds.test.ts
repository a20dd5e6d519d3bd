import { describe, expect, it } from 'vitest';
import { decimalSchema, leaveIncrementSaveSchema } from './crew';
import { vesselRequestSchema } from './fleet';
import { postAdditionalLeavesSchema } from './leave-spec';

/** What a field out of its bounds answers: the bound it broke, in the words that match it. */
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('numbers at and past their bounds', () => {
  it('group additional leave takes two decimals, as the one-person call does', () => {
    const one = (leaveAdded: number) =>
      postAdditionalLeavesSchema.safeParse({
        yachtId: 1,
        changeDate: '2026-12-06',
        comment: 'c',
        additionalLeaves: [{ leaveProfileID: '01JDEMOLVP0000000000000009', leaveAdded }],
      });
    expect(one(1.25).success).toBe(true);
    // Before, 1.23456 was taken and stored as 1.2346, and 1e-9 as a 0 entry.
    expect(messages(one(1.23456))).toEqual(['Field should be a number.']);
    expect(messages(one(1e-9))).toEqual(['Field should be a number.']);
  });

  it('leave days a year: 365 at most, said as such (365.5 is less than 366)', () => {
    const parse = (amount: unknown) =>
      leaveIncrementSaveSchema.safeParse({
        crewId: 7,
        incrementId: '01JDEMOINCR000000000000001',
        amount,
        changeDate: '2026-12-06',
        comment: 'x',
      });
    expect(parse(365).success).toBe(true);
    expect(messages(parse(365.5))).toEqual(['Must be at most 365.']);
  });

  it('a new vessel request refuses what its message says: less than 10000 crew, 1000 m', () => {
    const parse = (crewNumber: number, loaMT: number) =>
      vesselRequestSchema.safeParse({ vesselType: 1, vesselName: 'Aurora II', crewNumber, loaMT });
    expect(parse(9999, 999.9).success).toBe(true);
    expect(messages(parse(10_000, 1_000))).toEqual([
      'Value must be less than 10000.',
      'Value must be less than 1000.',
    ]);
  });

  it('an amount typed as text gets the bound it broke, as a number does', () => {
    expect(messages(decimalSchema.safeParse('1000000000'))).toEqual(messages(decimalSchema.safeParse(1e9)));
    expect(messages(decimalSchema.safeParse('-1'))).toEqual(messages(decimalSchema.safeParse(-1)));
    expect(messages(decimalSchema.safeParse('-1'))).toEqual(['Value must be greater or equal to 0.']);
    expect(messages(decimalSchema.safeParse('1e3'))).toEqual(['Field should be a number.']);
  });
});
