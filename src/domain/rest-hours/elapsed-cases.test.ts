import { describe, expect, it } from 'vitest';
import { evaluateRestNaively } from '../../../tests/kits/rest-rules-oracle';
import type { ClockChange } from './clock-change';
import { evaluateRuns, onElapsedTime } from './elapsed-days';
import { type DayRecord, paintCells } from './timeline';

/** A day of ship's time with work in the given hours ([from, to), half hours allowed). */
const hours = (...periods: [number, number][]) =>
  periods.reduce((d, [a, b]) => paintCells(d, a * 2, b * 2, '1'), '0'.repeat(48));
const REST = hours();

interface Case {
  name: string;
  /** Days as logged in ship's time, from 2026-03-28 on. */
  days: string[];
  changes: Omit<ClockChange, 'date'>[];
  /** On which of the days (by index) each change falls. */
  on: number[];
  flags: string[];
}

const date = (i: number) => `2026-03-${28 + i}`;

// Each case gives its flags with the change; `without` gives them with the same days read as
// 48 cells, so the table shows what the change alone does.
const cases: (Case & { without: string[] })[] = [
  {
    name: 'the watch that grows by an hour: 14 h of work holding the repeated hour is 15 h',
    days: [REST, hours([6, 20]), REST],
    changes: [{ at: '08:00', minutes: -60 }],
    on: [1],
    // Rule 1 also on the next date: 24 h windows holding the whole watch end there too.
    flags: [`${date(1)}#1`, `${date(1)}#4`, `${date(2)}#1`],
    without: [],
  },
  {
    name: 'the rest that shrinks: a 6 h night short of the skipped hour leaves no 6 h period',
    days: [hours([6, 12], [17, 24]), hours([6, 12], [17, 24]), hours([6, 12], [17, 24])],
    changes: [{ at: '02:00', minutes: 60 }],
    on: [1],
    flags: [`${date(1)}#5`],
    without: [],
  },
  {
    name: 'the rest that shrinks: 10 h of rest in 24 h, short of the skipped hour',
    // 14 h of work across each midnight, 10 h of rest by day.
    days: [hours([0, 4], [14, 24]), hours([0, 4], [14, 24]), hours([0, 4], [14, 24])],
    changes: [{ at: '05:00', minutes: 60 }],
    on: [1],
    // Windows from the work before the shortened rest to the work after it, ending either date.
    flags: [`${date(1)}#1`, `${date(2)}#1`],
    without: [],
  },
];

/** Ten days of exactly 77 h of rest in any 7: 8 h at night, 3 h after noon. */
const week = Array<string>(10).fill(hours([8, 12], [15, 24]));

describe('rules on elapsed time: cases', () => {
  const run = (c: Case): { days: DayRecord[]; changes: ClockChange[] } => {
    const changes = c.changes.map((ch, k) => ({ ...ch, date: date(c.on[k]!) }));
    const days = c.days.map((work, i) => ({
      date: date(i),
      work: onElapsedTime(
        work,
        changes.find((ch) => ch.date === date(i)),
      ),
    }));
    return { days, changes };
  };
  const flagsOf = (days: DayRecord[], changes: ClockChange[]) =>
    evaluateRuns(days, changes).flatMap((r) => r.violations.map((v) => `${v.date}#${v.rule}`));

  it.each(cases)('$name', (c) => {
    const { days, changes } = run(c);
    expect(flagsOf(days, changes)).toEqual(c.flags);
    expect(evaluateRestNaively(days).map((v) => `${v.date}#${v.rule}`)).toEqual(c.flags);
    const logged = c.days.map((work, i) => ({ date: date(i), work }));
    expect(flagsOf(logged, [])).toEqual(c.without);
  });

  it('a day logged as 48 cells of ship time is read on elapsed time once the change is known', () => {
    const c = cases[0]!;
    const logged = c.days.map((work, i) => ({ date: date(i), work }));
    expect(flagsOf(logged, run(c).changes)).toEqual(c.flags);
    // Half an hour is enough: the watch is 14.5 h.
    expect(flagsOf(logged, [{ date: date(1), at: '12:30', minutes: -30 }])).toEqual(c.flags);
  });

  it('a 7-day window across a skipped hour of rest holds 76 h: flagged until it has passed', () => {
    const days = week.map((work, i) => ({ date: `2026-04-${String(i + 1).padStart(2, '0')}`, work }));
    expect(flagsOf(days, [])).toEqual([]);
    // The hour skipped on 8 April is in every 7-day window ending on the 8th, 9th and 10th.
    const changes: ClockChange[] = [{ date: '2026-04-08', at: '02:00', minutes: 60 }];
    expect(flagsOf(days, changes)).toEqual(['2026-04-08#2', '2026-04-09#2', '2026-04-10#2']);
  });

  it('the date line repeated: a date of 96 cells is two days of elapsed time', () => {
    const days = [
      { date: '2026-06-01', work: REST },
      // The first pass of the date is a 12 h day, compliant; the second 14.5 h of work.
      { date: '2026-06-02', work: hours([6, 18]) + hours([6, 20.5]) },
      { date: '2026-06-03', work: REST },
    ];
    const changes: ClockChange[] = [{ date: '2026-06-02', at: '00:00', minutes: -1440 }];
    const found = evaluateRuns(days, changes).flatMap((r) => r.violations);
    expect(found.map((v) => `${v.date}#${v.rule}`)).toEqual(['2026-06-02#1', '2026-06-02#4', '2026-06-03#1']);
    // The watch flagged is the second pass's (06:00-20:30, cells 12-41 of the date's second 48).
    const second = { from: 48 + 48 + 12, to: 48 + 48 + 41 };
    expect(found.every((v) => v.startCell <= second.from && v.endCell >= second.to)).toBe(true);
    // Twice 12 h of work in one date is compliant: each 24 h holds 12 h of rest.
    const twice = [days[0]!, { date: '2026-06-02', work: hours([6, 18]).repeat(2) }, days[2]!];
    expect(evaluateRuns(twice, changes).flatMap((r) => r.violations)).toEqual([]);
  });

  it('the date line skipped: a date of no cells joins the watch either side of it', () => {
    // Work from 18:00 on the 1st and until 09:00 on the 3rd: with the 2nd skipped, 15 h.
    const days = [
      { date: '2026-06-01', work: hours([18, 24]) },
      { date: '2026-06-03', work: hours([0, 9]) },
    ];
    const changes: ClockChange[] = [{ date: '2026-06-02', at: '00:00', minutes: 1440 }];
    expect(flagsOf(days, changes)).toEqual(['2026-06-03#1', '2026-06-03#4']);
    // Logged on the skipped date (48 cells of rest) or missing, the date holds no time.
    expect(flagsOf([days[0]!, { date: '2026-06-02', work: REST }, days[1]!], changes)).toEqual(
      flagsOf(days, changes),
    );
    // Without the change, the missing date cuts the record and nothing is flagged.
    expect(flagsOf(days, [])).toEqual([]);
  });
});
