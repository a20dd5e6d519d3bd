import { describe, expect, it } from 'vitest';
import { crewState, leaveDays, salaryInForce } from './crew-display';

describe('crew display', () => {
  it('reads where someone stands today', () => {
    expect(crewState({ status: 1, endDate: null }, '2026-11-24')).toBe('current');
    expect(crewState({ status: -1, endDate: null }, '2026-11-24')).toBe('prospective');
    expect(crewState({ status: 1, endDate: '2026-11-23' }, '2026-11-24')).toBe('former');
    expect(crewState({ status: 1, endDate: '2026-11-24' }, '2026-11-24')).toBe('current');
    expect(crewState({ status: 2, endDate: null }, '2026-11-24')).toBe('former');
  });

  it('takes the newest pay review up to today as the salary in force', () => {
    const e = (id: string, changeDate: string, isBonus = false) => ({ id, changeDate, isBonus });
    const entries = [
      e('a', '2025-01-01'),
      e('b', '2026-10-01'),
      e('c', '2026-11-01', true),
      e('d', '2027-01-01'),
    ];
    expect(salaryInForce(entries, '2026-11-24')?.id).toBe('b');
    expect(salaryInForce([], '2026-11-24')).toBeNull();
  });

  it('writes leave days per year without trailing zeros', () => {
    expect(leaveDays(32.5)).toBe('32.5');
    expect(leaveDays(null)).toBe('—');
  });
});
