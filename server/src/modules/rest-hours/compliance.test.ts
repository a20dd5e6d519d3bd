import type { ClockChange } from '@domain/rest-hours/clock-change';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client';
import { issuesAround } from './compliance';

/**
 * Stored days of one crew member, answered as `findDays` reads them, and the vessel's clock
 * changes as the rule context reads them (no exception period): no database needed.
 */
function storedDays(days: Record<string, string>, changes: ClockChange[] = []): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      if (sql.includes('clock_changes'))
        return changes.map((c) => ({ day: c.date, at: c.at, minutes: c.minutes })) as T[];
      if (sql.includes('hor_vessel_settings')) return [] as T[];
      return ((params?.[2] as string[]) ?? [])
        .filter((d) => days[d] !== undefined)
        .map((d) => ({ user_id: 7, vessel_id: 3, day: d, work: days[d], version: 1, cleared: false })) as T[];
    },
  };
}

const REST = '0'.repeat(48);
// Work 06:00-20:00: 14 h, the most one stretch may last.
const WATCH = `${'0'.repeat(12)}${'1'.repeat(28)}${'0'.repeat(8)}`;
const stored = { '2026-10-24': REST, '2026-10-25': WATCH, '2026-10-26': REST };
const db = storedDays(stored);
const brief = (issues: Awaited<ReturnType<typeof issuesAround>>) =>
  issues.map((i) => `${i.date} rule ${i.ruleId} ${i.start}..${i.end}`);

describe('issues on the server across a clock change', () => {
  it('finds none in a 14 h watch on a day of 24 hours', async () => {
    expect(await issuesAround(db, 7, 3, ['2026-10-25', '2026-10-26'])).toEqual([]);
  });

  it('judges the watch on elapsed time once the vessel retarded its clocks during it', async () => {
    const changes: ClockChange[] = [{ date: '2026-10-25', at: '08:00', minutes: -60 }];
    const issues = await issuesAround(storedDays(stored, changes), 7, 3, ['2026-10-25', '2026-10-26']);
    // The windows read in ship's time: the 15 h watch runs from 06:00 to 20:00 on the clocks;
    // the first 24 h short of rest holds 14.5 h of it (20:30 to 19:30 on the clocks, 24 h).
    expect(brief(issues)).toEqual([
      '2026-10-25 rule 1 2026-10-24T20:30..2026-10-25T19:30',
      '2026-10-25 rule 4 2026-10-25T06:00..2026-10-25T20:00',
      '2026-10-26 rule 1 2026-10-25T01:30..2026-10-26T00:30',
    ]);
    expect(issues[1]!.text).toBe('14 hours between breaks');
  });
});
