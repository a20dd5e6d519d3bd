import { describe, expect, it } from 'vitest';
import { setupDefaults } from './setup-defaults';

describe('the leave profile set-up, filled from the crew record', () => {
  it.each([
    [
      { startDate: '2026-03-01', leaveDays: 40 },
      { startDate: '2026-03-01', rate: '40' },
    ],
    [
      { startDate: '2026-03-01', leaveDays: 27.5 },
      { startDate: '2026-03-01', rate: '27.5' },
    ],
    [
      { startDate: null, leaveDays: null },
      { startDate: '2026-11-15', rate: '' },
    ],
  ])('%o starts as %o', (crew, expected) => {
    expect(setupDefaults(crew, '2026-11-15')).toEqual(expected);
  });
});
