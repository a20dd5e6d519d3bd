import { describe, expect, it } from 'vitest';
import { horCheck as run } from '../../scripts/cli/hor-check';
import { runTool } from '../kits/run-tool';

const day = (rest1: number, work: number) =>
  '0'.repeat(rest1) + '1'.repeat(work) + '0'.repeat(48 - rest1 - work);

describe('npm run -s hor:check', () => {
  it('prints the violations sorted by date then rule, once each', () => {
    const w = day(12, 29); // 14.5 h of work from 06:00
    const r = run(
      JSON.stringify({
        days: [
          { date: '2026-01-31', work: w },
          { date: '2026-02-01', work: w },
        ],
      }),
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      violations: [
        { rule: 1, date: '2026-01-31' },
        { rule: 4, date: '2026-01-31' },
        { rule: 1, date: '2026-02-01' },
        { rule: 4, date: '2026-02-01' },
      ],
    });
  });

  it("checks the 77-hour rule from a record's first day, taking the time before it as rest", () => {
    const long = day(8, 36); // 18 h of work from 04:00
    const days = ['01', '02', '03', '04', '05', '06'].map((d) => ({ date: `2026-04-${d}`, work: long }));
    const r = run(JSON.stringify({ days }));
    const rule2 = (JSON.parse(r.out).violations as { rule: number; date: string }[]).filter(
      (v) => v.rule === 2,
    );
    expect(rule2).toEqual([{ rule: 2, date: '2026-04-06' }]);
  });

  it('prints an empty list for a compliant record', () => {
    const r = run(JSON.stringify({ days: [{ date: '2026-03-01', work: day(16, 8) }] }));
    expect(JSON.parse(r.out)).toEqual({ violations: [] });
  });

  it.each([
    [
      'a gap between dates',
      {
        days: [
          { date: '2026-01-01', work: day(0, 0) },
          { date: '2026-01-03', work: day(0, 0) },
        ],
      },
      /consecutive/,
    ],
    ['a wrong length', { days: [{ date: '2026-01-01', work: '0101' }] }, /48 characters/],
    ['an impossible date', { days: [{ date: '2026-02-30', work: day(0, 0) }] }, /valid YYYY-MM-DD/],
  ])('refuses %s with a message on stderr and exit code 2', (_name, input, message) => {
    const r = run(JSON.stringify(input));
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
  });

  it('refuses input that is not JSON', () => {
    const r = run('{days:');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/not valid JSON/);
  });

  it('as a command reads stdin and answers the same: the violations and 0, or a message and 2', () => {
    const w = day(12, 29);
    const input = JSON.stringify({ days: [{ date: '2026-01-31', work: w }] });
    expect(runTool('scripts/hor-check.ts', input)).toEqual(run(input));
    expect(runTool('scripts/hor-check.ts', input).code).toBe(0);
    expect(runTool('scripts/hor-check.ts', '{days:')).toEqual({
      code: 2,
      out: '',
      err: 'Input is not valid JSON.\n',
    });
  });
});
