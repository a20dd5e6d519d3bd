import { describe, expect, it } from 'vitest';
import { cellTime, monthCheckSpan, weekCompliance, weekday, weekReading, weeksOfMonth } from './weeks';

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

describe('a week chip reads what is known', () => {
  const week = weekCompliance(
    ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08'],
    (d) => d <= '2026-11-04',
    new Set(),
  );
  it('a compliant week with days still to come is compliant so far, counting those days', () => {
    expect(week.status).toBe('ok');
    expect(weekReading(week, '2026-11-04')).toEqual({ kind: 'so-far', toCome: 4 });
  });
  it('is compliant once its last day has come', () => {
    expect(weekReading(week, '2026-11-08')).toEqual({ kind: 'ok' });
    expect(weekReading(week, '2026-11-20')).toEqual({ kind: 'ok' });
  });
  it('a week wholly ahead is still to come, even with planned days in it', () => {
    expect(weekReading(week, '2026-11-01')).toEqual({ kind: 'to-come', toCome: 7 });
  });
  it('says days breaking the rules whether or not the week is over', () => {
    const bad = weekCompliance(['2026-11-02', '2026-11-03'], () => true, new Set(['2026-11-02']));
    expect(weekReading(bad, '2026-11-02')).toEqual({ kind: 'bad', issueDays: 1, toCome: 1 });
    expect(weekReading(bad, '2026-11-03')).toEqual({ kind: 'bad', issueDays: 1, toCome: 0 });
  });
  it('nothing recorded yet this week stays nothing recorded', () => {
    const blank = weekCompliance(['2026-11-02', '2026-11-03'], () => false, new Set());
    expect(weekReading(blank, '2026-11-02')).toEqual({ kind: 'blank' });
  });
});
