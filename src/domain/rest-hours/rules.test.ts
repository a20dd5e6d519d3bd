import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loggedDayArb } from '../../../tests/kits/logged-day-arbitrary';
import { evaluateRestNaively } from '../../../tests/kits/rest-rules-oracle';
import { addDays } from '../calendar/iso-date';
import { evaluateRest } from './rules';
import { type DayRecord, dayTotals, paintCells } from './timeline';

const hours = (periods: [number, number][]) =>
  periods.reduce((d, [a, b]) => paintCells(d, a * 2, b * 2, '1'), '0'.repeat(48));
const run = (pattern: string | string[], n: number, start = '2026-01-01'): DayRecord[] =>
  Array.from({ length: n }, (_, i) => ({
    date: addDays(start, i),
    work: Array.isArray(pattern) ? pattern[i % pattern.length]! : pattern,
  }));
const flags = (days: DayRecord[]) => evaluateRest(days).map((v) => `${v.date}#${v.rule}`);

describe('standard watch patterns are compliant', () => {
  it.each([
    [
      '4-on/8-off, 00-04 watch',
      hours([
        [0, 4],
        [12, 16],
      ]),
    ],
    [
      '4-on/8-off, 04-08 watch',
      hours([
        [4, 8],
        [16, 20],
      ]),
    ],
    [
      '4-on/8-off, 08-12 watch',
      hours([
        [8, 12],
        [20, 24],
      ]),
    ],
    [
      '6-on/6-off',
      hours([
        [0, 6],
        [12, 18],
      ]),
    ],
    [
      'day work 08-12 and 13-17',
      hours([
        [8, 12],
        [13, 17],
      ]),
    ],
  ])('%s over 14 days has no flags', (_name, day) => {
    expect(evaluateRest(run(day, 14))).toEqual([]);
  });
});

describe('rule 1: less than 10 hours of rest in 24 hours', () => {
  it('flags a day with 9.5 h rest on its own date', () => {
    const long = hours([[6, 20.5]]); // 14.5 h work, 9.5 h rest
    expect(flags([{ date: '2026-03-01', work: long }])).toContain('2026-03-01#1');
  });
  it('finds a short window across midnight and dates it on the window end', () => {
    const days = [
      { date: '2026-03-01', work: hours([[12, 24]]) },
      { date: '2026-03-02', work: hours([[0, 3]]) },
    ];
    const rule1 = evaluateRest(days).filter((v) => v.rule === 1);
    expect(rule1.map((v) => v.date)).toEqual(['2026-03-02']);
  });
  it('treats a 30-minute break between work as work', () => {
    // 14 h of work around a 30-minute break: 10 h of rest only if the break counted as rest.
    const withShortBreak = hours([
      [6, 12],
      [12.5, 20.5],
    ]);
    expect(flags([{ date: '2026-03-01', work: withShortBreak }])).toContain('2026-03-01#1');
    const withHourBreak = hours([
      [6, 12],
      [13, 20.5],
    ]);
    expect(flags([{ date: '2026-03-01', work: withHourBreak }])).not.toContain('2026-03-01#1');
  });
});

describe('rule 2: less than 77 hours of rest in 7 days', () => {
  it('ten hours of rest every day fails rule 2 (70 h) but not rule 1', () => {
    const tenRest = hours([[6, 20]]);
    const f = flags(run(tenRest, 7));
    expect(f).toContain('2026-01-07#2');
    expect(f.filter((x) => x.endsWith('#1'))).toEqual([]);
  });
  it('a record shorter than 7 days is never flagged for rule 2', () => {
    expect(flags(run(hours([[6, 20]]), 6)).filter((x) => x.endsWith('#2'))).toEqual([]);
  });
});

describe('rule 3: more than 2 rest periods', () => {
  it('three rest periods whose two longest total under 10 h are flagged', () => {
    // Rest 00-04, work 04-08, rest 08-11, work 11-16, rest 16-18, work 18-24: periods 4, 3, 2.
    const day = hours([
      [4, 8],
      [11, 16],
      [18, 24],
    ]);
    expect(flags([{ date: '2026-03-01', work: day }])).toContain('2026-03-01#3');
  });
  it('three rest periods with two long ones are fine', () => {
    // Rest 00-06, work 06-12, rest 12-13, work 13-14, rest 14-20, work 20-24: 6 + 6 = 12 h.
    const day = hours([
      [6, 12],
      [13, 14],
      [20, 24],
    ]);
    expect(flags([{ date: '2026-03-01', work: day }]).filter((x) => x.endsWith('#3'))).toEqual([]);
  });
});

describe('rule 4: more than 14 hours between rest periods', () => {
  it('a 14.5 h stretch is dated on its 29th cell', () => {
    const days = [
      { date: '2026-03-01', work: hours([[18, 24]]) },
      { date: '2026-03-02', work: hours([[0, 8.5]]) },
    ];
    expect(evaluateRest(days).find((v) => v.rule === 4)?.date).toEqual('2026-03-02');
  });
  it('exactly 14 h is allowed', () => {
    expect(flags([{ date: '2026-03-01', work: hours([[5, 19]]) }]).filter((x) => x.endsWith('#4'))).toEqual(
      [],
    );
  });
  it('a stretch cut by the record start is measured inside the record only', () => {
    expect(flags([{ date: '2026-03-01', work: hours([[0, 13]]) }]).filter((x) => x.endsWith('#4'))).toEqual(
      [],
    );
  });
});

describe('rule 5: no rest period of at least 6 hours', () => {
  it('flags going off duty when the 24 h before held no 6 h rest', () => {
    const day = hours([
      [0, 1],
      [6.5, 12.5],
      [18, 19],
    ]); // rest pieces of 5.5, 5.5 and 5 h
    expect(flags(run(day, 2))).toContain('2026-01-02#5');
  });
  it('needs a full 24 h window: the first day alone is never flagged', () => {
    const day = hours([
      [0, 1],
      [6.5, 12.5],
      [18, 19],
    ]);
    expect(flags(run(day, 1)).filter((x) => x.endsWith('#5'))).toEqual([]);
  });
});

describe('the start of a record (issue 7, item 12)', () => {
  const long = hours([[4, 22]]); // 18 h of work, 6 h of rest
  it("holds a new joiner's first six days to the 77-hour rule, counting the time before as rest", () => {
    // 6 days of 18 h leave 36 h of rest; with the day before the record taken as rest: 60 h < 77 h.
    const rule2 = flags(run(long, 6)).filter((f) => f.endsWith('#2'));
    expect(rule2).toEqual(['2026-01-06#2']);
  });
  it('dates a breach when it happens, not at the end of the first full week', () => {
    const v = evaluateRest(run(long, 8)).filter((x) => x.rule === 2);
    expect(v[0]).toMatchObject({ date: '2026-01-06', startCell: 0 });
  });
  it('flags nothing that the unrecorded time, taken as rest, would make compliant', () => {
    const fourteen = hours([[6, 20]]); // 14 h of work: 10 h of rest a day
    expect(flags(run(fourteen, 6)).filter((f) => f.endsWith('#2'))).toEqual([]);
    expect(flags(run(fourteen, 7)).filter((f) => f.endsWith('#2'))).toEqual(['2026-01-07#2']);
  });
  it('does not reach back across neutral time: a stretch after it starts a new record', () => {
    const ashore = 'n'.repeat(48);
    const days = [
      ...run(hours([[6, 20]]), 2),
      { date: '2026-01-03', work: ashore },
      ...run(long, 6, '2026-01-04'),
    ];
    expect(flags(days).filter((f) => f.endsWith('#2'))).toEqual([]);
  });
});

describe('neutral periods', () => {
  const ashore = 'n'.repeat(48);
  it('cut the record: no 7-day window runs across them', () => {
    const tenRest = hours([[6, 20]]);
    const days = [...run(tenRest, 4), { date: '2026-01-05', work: ashore }, ...run(tenRest, 4, '2026-01-06')];
    expect(flags(days).filter((f) => f.endsWith('#2'))).toEqual([]);
    expect(flags(run(tenRest, 9)).filter((f) => f.endsWith('#2')).length).toBeGreaterThan(0);
  });
  it('a single rest cell next to neutral time stays rest (it touches the end of a record)', () => {
    const day = `${'n'.repeat(20)}0${'1'.repeat(27)}`; // ashore, 30 min rest, then 13.5 h of work
    expect(evaluateRest([{ date: '2026-03-01', work: day }])).toEqual([]);
  });
  it('count as neither work nor rest in the totals', () => {
    expect(dayTotals(`${'n'.repeat(16)}${'1'.repeat(16)}${'0'.repeat(16)}`)).toEqual({
      workHours: 8,
      restHours: 8,
      neutralHours: 8,
    });
  });
});

describe('properties', () => {
  const dayArb = fc.array(fc.constantFrom('0', '1'), { minLength: 48, maxLength: 48 }).map((a) => a.join(''));
  const recordArb = fc.array(dayArb, { minLength: 1, maxLength: 10 }).map((ws) => run(ws, ws.length));

  it('gives exactly the flags and windows of the rules read naively off their definitions', () => {
    const recordOf = (ws: string[]) => run(ws, ws.length, '2026-02-20');
    fc.assert(
      fc.property(fc.array(loggedDayArb, { minLength: 1, maxLength: 16 }), (ws) => {
        expect(evaluateRest(recordOf(ws))).toEqual(evaluateRestNaively(recordOf(ws)));
      }),
      { numRuns: 300 },
    );
  });

  it('a fully rested record has no flags', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (n) => evaluateRest(run('0'.repeat(48), n)).length === 0),
    );
  });

  it('turning a rest cell into work never removes a rule-1 or rule-2 flag', () => {
    fc.assert(
      fc.property(recordArb, fc.nat(), (days, pick) => {
        const before = flags(days).filter((f) => f.endsWith('#1') || f.endsWith('#2'));
        const d = pick % days.length;
        const cell = (pick >> 3) % 48;
        const changed = days.map((x, i) =>
          i === d ? { ...x, work: paintCells(x.work, cell, cell + 1, '1') } : x,
        );
        const after = new Set(flags(changed));
        return before.every((f) => after.has(f));
      }),
    );
  });

  it('appending days never removes a rule-1 or rule-2 flag of an earlier date', () => {
    fc.assert(
      fc.property(recordArb, fc.array(dayArb, { minLength: 1, maxLength: 8 }), (days, extra) => {
        const before = flags(days).filter((f) => f.endsWith('#1') || f.endsWith('#2'));
        const longer = [
          ...days,
          ...extra.map((work, i) => ({ date: addDays(days.at(-1)!.date, i + 1), work })),
        ];
        const after = new Set(flags(longer));
        return before.every((f) => after.has(f));
      }),
    );
  });
});
