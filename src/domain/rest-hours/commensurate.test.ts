import { describe, expect, it } from 'vitest';
import { restShortfallHours } from './commensurate';
import { evaluateRest } from './rules';
import { EMPTY_DAY, paintCells } from './timeline';

const work = (from: number, to: number) => paintCells(EMPTY_DAY, from * 2, to * 2, '1');

describe('commensurate rest after a breach', () => {
  it('gives back what a day of 16 hours of work fell short of 10 hours of rest in 24', () => {
    const days = [
      { date: '2026-11-01', work: work(8, 17) },
      { date: '2026-11-02', work: work(6, 22) },
    ];
    const rule1 = evaluateRest(days).find((v) => v.rule === 1 && v.date === '2026-11-02')!;
    // The worst 24 hours end at 22:00: 2 h of the evening before and 6 h of the night, 8 h of
    // rest, 2 h short of 10.
    expect(restShortfallHours(days, rule1)).toBe(2);
  });

  it('counts the whole week for rule 2, and nothing for rules that measure no amount', () => {
    const days = Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-0${i + 1}`, work: work(6, 20) }));
    const rule2 = evaluateRest(days).find((v) => v.rule === 2)!;
    // 10 h of rest a day: any 7 days hold 70 h (time before the record counts as rest), 7 h
    // short of 77.
    expect(rule2.date).toBe('2026-11-07');
    expect(restShortfallHours(days, rule2)).toBe(7);
    expect(restShortfallHours(days, { rule: 4, date: '2026-11-01', startCell: 0, endCell: 30 })).toBeNull();
  });
});
