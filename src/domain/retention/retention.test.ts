import { describe, expect, it } from 'vitest';
import { employmentEnded, retentionCutoff } from './retention';

describe('retentionCutoff: five years to the day', () => {
  it.each([
    ['2026-11-15', '2021-11-15'],
    ['2026-11-14', '2021-11-14'],
    ['2029-02-28', '2024-02-28'],
    // An end on 29 February 2024 is due on 28 February 2029, the anniversary that year has.
    ['2025-03-01', '2020-03-01'],
    ['2028-02-29', '2023-02-28'],
  ])('on %s, ends up to %s are due', (today, cutoff) => {
    expect(retentionCutoff(today)).toBe(cutoff);
  });

  it('refuses what is not a date', () => {
    expect(() => retentionCutoff('2026-13-01')).toThrow(RangeError);
  });
});

describe('employmentEnded', () => {
  it.each([
    { ends: ['2021-11-15'], today: '2026-11-14', due: false, why: '4 years 364 days after the end' },
    { ends: ['2021-11-15'], today: '2026-11-15', due: true, why: 'five years after the end' },
    { ends: ['2021-11-15', null], today: '2030-01-01', due: false, why: 'another role still held' },
    {
      ends: ['2021-11-15', '2023-06-30'],
      today: '2027-01-01',
      due: false,
      why: 'a later role with the employer ended less than five years ago',
    },
    {
      ends: ['2021-11-15', '2023-06-30'],
      today: '2028-06-30',
      due: true,
      why: 'the last role ended five years ago',
    },
    { ends: [], today: '2030-01-01', due: false, why: 'no role at all: nothing to judge' },
  ])('$why: $due', ({ ends, today, due }) => {
    expect(employmentEnded(ends, today)).toBe(due);
  });
});
