import { describe, expect, it } from 'vitest';
import { cellTime, monthCheckSpan, weekCompliance, weekday, weeksOfMonth } from './weeks';

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

describe('a calendar week’s compliance', () => {
  const week = ['2026-11-02', '2026-11-03', '2026-11-04'];
  const recorded = (dates: string[]) => (d: string) => dates.includes(d);
  it.each([
    { name: 'nothing recorded', days: [], flagged: [], status: 'blank', issueDays: 0 },
    { name: 'recorded, no rule broken', days: ['2026-11-03'], flagged: [], status: 'ok', issueDays: 0 },
    {
      name: 'two days breaking the rules',
      days: week,
      flagged: ['2026-11-02', '2026-11-04', '2026-11-09'],
      status: 'bad',
      issueDays: 2,
    },
  ])('$name', ({ days, flagged, status, issueDays }) => {
    expect(weekCompliance(week, recorded(days), new Set(flagged))).toEqual({
      from: '2026-11-02',
      to: '2026-11-04',
      status,
      issueDays,
    });
  });
});
