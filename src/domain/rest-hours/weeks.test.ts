import { describe, expect, it } from 'vitest';
import { cellTime, monthCheckSpan, weekday, weeksOfMonth } from './weeks';

describe('calendar weeks', () => {
  it('splits November 2026 into Monday-to-Sunday weeks', () => {
    const weeks = weeksOfMonth('2026-11');
    expect(weekday('2026-11-02')).toBe(0);
    expect(weeks[0]).toEqual(['2026-11-01']); // a Sunday
    expect(weeks[1]![0]).toBe('2026-11-02');
    expect(weeks.at(-1)).toEqual(['2026-11-30']);
    expect(weeks.flat()).toHaveLength(30);
  });
  it('checks a month with six days of context before and one after', () => {
    expect(monthCheckSpan('2026-03')).toEqual({ from: '2026-02-22', to: '2026-04-01' });
  });
  it('shows cells as clock times', () => {
    expect(cellTime(0)).toBe('00:00');
    expect(cellTime(38)).toBe('19:00');
    expect(cellTime(48 + 13)).toBe('06:30');
  });
});
