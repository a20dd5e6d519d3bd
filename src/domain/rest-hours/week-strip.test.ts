import { describe, expect, it } from 'vitest';
import { stripDays } from './week-strip';

const TODAY = '2026-11-20';

describe("the day editor's strip", () => {
  it('shows the week up to today when today is opened', () => {
    const strip = stripDays(TODAY, TODAY);
    expect(strip.dates).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(strip.todayApart).toBe(false);
  });

  it.each(['2026-11-19', '2026-11-17', '2026-11-14'])('keeps today in sight with %s opened', (date) => {
    const strip = stripDays(date, TODAY);
    expect(strip.dates).toContain(date);
    expect(strip.dates).toContain(TODAY);
    expect(strip.dates.at(-1)).toBe(TODAY);
    expect(strip.todayApart).toBe(false);
  });

  it('a day more than a week back keeps its own week, today one tap away', () => {
    const strip = stripDays('2026-11-10', TODAY);
    expect(strip.dates.at(-1)).toBe('2026-11-10');
    expect(strip.todayApart).toBe(true);
  });

  it('a planned day within the week still shows today before it', () => {
    const strip = stripDays('2026-11-23', TODAY);
    expect(strip.dates.at(-1)).toBe('2026-11-23');
    expect(strip.dates).toContain(TODAY);
    expect(stripDays('2026-12-01', TODAY).todayApart).toBe(true);
  });
});
