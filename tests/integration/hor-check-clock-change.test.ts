import { describe, expect, it } from 'vitest';
import { horCheck } from '../../scripts/cli/hor-check';

const check = (input: unknown) => horCheck(JSON.stringify(input));
const cells = (...runs: [string, number][]) => runs.map(([c, n]) => c.repeat(n)).join('');
const REST = '0'.repeat(48);
const flags = (out: string) =>
  (JSON.parse(out) as { violations: { rule: number; date: string }[] }).violations.map(
    (v) => `${v.date}#${v.rule}`,
  );

describe('npm run -s hor:check with a clock change on a day', () => {
  it('judges a 25-hour day on elapsed time: the repeated hour makes a 14 h watch 15 h', () => {
    // Work 06:00-20:00 ship's time, the clocks retarded an hour at 08:00: 30 elapsed cells.
    const long = cells(['0', 12], ['1', 30], ['0', 8]);
    const days = [
      { date: '2026-03-28', work: REST },
      { date: '2026-03-29', work: long, clockChange: { at: '08:00', minutes: -60 } },
      { date: '2026-03-30', work: REST },
    ];
    const r = check({ days });
    expect(r.code).toBe(0);
    expect(flags(r.out)).toEqual(['2026-03-29#1', '2026-03-29#4', '2026-03-30#1']);
    // The same watch on a 24-hour day is compliant.
    const logged = cells(['0', 12], ['1', 28], ['0', 8]);
    expect(flags(check({ days: [days[0], { date: '2026-03-29', work: logged }, days[2]] }).out)).toEqual([]);
  });

  it('judges a 23-hour day on elapsed time: a 6 h night short of the skipped hour', () => {
    const day = cells(['0', 12], ['1', 12], ['0', 10], ['1', 14]);
    const short = cells(['0', 10], ['1', 12], ['0', 10], ['1', 14]); // 02:00-03:00 skipped
    const r = check({
      days: [
        { date: '2026-10-24', work: day },
        { date: '2026-10-25', work: short, clockChange: { at: '02:00', minutes: 60 } },
        { date: '2026-10-26', work: day },
      ],
    });
    expect(r.code).toBe(0);
    expect(flags(r.out)).toEqual(['2026-10-25#5']);
  });

  it.each([
    ['48 cells on a day retarded an hour', { at: '08:00', minutes: -60 }, REST, /must be 50 characters/],
    ['48 cells on a day advanced half an hour', { at: '08:00', minutes: 30 }, REST, /must be 47 characters/],
    [
      'a time off the half hour',
      { at: '08:15', minutes: -60 },
      '0'.repeat(50),
      /HH:MM on the hour or half hour/,
    ],
    ['45 minutes', { at: '08:00', minutes: 45 }, REST, /one of -60, -30, 30, 60/],
    ['the date line', { at: '00:00', minutes: -1440 }, '0'.repeat(96), /one of -60, -30, 30, 60/],
    ['an hour that runs past midnight', { at: '23:30', minutes: 60 }, '0'.repeat(46), /past midnight/],
    ['no object', 'ahead', REST, /must be an object/],
  ])('refuses %s with a message on stderr and exit code 2', (_name, clockChange, work, message) => {
    const r = check({ days: [{ date: '2026-03-29', work, clockChange }] });
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
  });
});
