import { describe, expect, it } from 'vitest';
import { horCheck } from '../../scripts/cli/hor-check';

const run = (input: unknown) => horCheck(JSON.stringify(input));
// 14 h of work from midnight, 10 h of rest: 70 h in any 7 days.
const seventyHours = '1'.repeat(28) + '0'.repeat(20);
const days = Array.from({ length: 9 }, (_, i) => ({ date: `2026-05-0${i + 1}`, work: seventyHours }));

describe('npm run -s hor:check with an STCW exception period', () => {
  it('judges the dates of the period by 70 h in 7 days and says which regime applied', () => {
    const r = run({ days, exception: { from: '2026-05-08', to: '2026-05-14' } });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      violations: [{ rule: 2, date: '2026-05-07', regime: 'standard' }],
      exceptionFlags: [],
    });
  });

  it('lists a period longer than two weeks', () => {
    const r = run({ days, exception: { from: '2026-05-01', to: '2026-05-15' } });
    expect(JSON.parse(r.out)).toEqual({
      violations: [],
      exceptionFlags: [
        {
          date: '2026-05-15',
          text: 'Exception regime of 15 days: it may not run more than 2 consecutive weeks.',
        },
      ],
    });
  });

  it('answers as before without an exception', () => {
    expect(JSON.parse(run({ days }).out)).toEqual({
      violations: [
        { rule: 2, date: '2026-05-07' },
        { rule: 2, date: '2026-05-08' },
        { rule: 2, date: '2026-05-09' },
      ],
    });
  });

  it.each([
    [{ from: '2026-05-32', to: '2026-05-14' }, 'exception.from is not a valid YYYY-MM-DD date.'],
    [{ from: '2026-05-08' }, 'exception.to is not a valid YYYY-MM-DD date.'],
    ['May', 'exception.from is not a valid YYYY-MM-DD date.'],
    [
      { from: '2026-05-08', to: '2026-05-01' },
      'exception.to 2026-05-01 is before exception.from 2026-05-08.',
    ],
  ])('refuses the exception %j with exit code 2', (exception, message) => {
    const r = run({ days, exception });
    expect(r.code).toBe(2);
    expect(r.err.trim()).toBe(message);
    expect(r.out).toBe('');
  });

  it('judges an exception week holding a -60 change on elapsed time: the watch of 15 h leaves 69 h in 7 days', () => {
    // Retarded an hour at 02:00 during the watch: 15 h of work and 10 h of rest in 50 cells.
    const changed = {
      date: '2026-05-04',
      work: `${'1'.repeat(30)}${'0'.repeat(20)}`,
      clockChange: { at: '02:00', minutes: -60 },
    };
    const r = run({
      days: [...days.slice(0, 3), changed, ...days.slice(4)],
      exception: { from: '2026-05-01', to: '2026-05-14' },
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      violations: [
        { rule: 1, date: '2026-05-04', regime: 'exception' },
        { rule: 4, date: '2026-05-04', regime: 'exception' },
        { rule: 2, date: '2026-05-07', regime: 'exception' },
        { rule: 2, date: '2026-05-08', regime: 'exception' },
        { rule: 2, date: '2026-05-09', regime: 'exception' },
      ],
      exceptionFlags: [],
    });
    // The same week without the change holds by the regime.
    expect(JSON.parse(run({ days, exception: { from: '2026-05-01', to: '2026-05-14' } }).out)).toEqual({
      violations: [],
      exceptionFlags: [],
    });
  });
});
