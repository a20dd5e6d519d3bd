import { describe, expect, it } from 'vitest';
import type { ClockChange } from './clock-change';
import { evaluateRuns } from './elapsed-days';
import { onShipClock } from './ship-clock-cells';

const days = [
  { date: '2026-10-24', work: '0'.repeat(48) },
  { date: '2026-10-25', work: `${'0'.repeat(12)}${'1'.repeat(28)}${'0'.repeat(8)}` },
  { date: '2026-10-26', work: '0'.repeat(48) },
];
const retarded: ClockChange[] = [{ date: '2026-10-25', at: '08:00', minutes: -60 }];
const hhmm = (cell: number) =>
  `${Math.floor(cell / 48)}d ${String(Math.floor((cell % 48) / 2)).padStart(2, '0')}:${cell % 2 ? '30' : '00'}`;

describe("flags' windows read on the ship's clock", () => {
  it('a watch of 06:00-20:00 on the clocks, retarded an hour during it, shows as 06:00-20:00', () => {
    const flags = evaluateRuns(days, retarded).flatMap((r) => r.violations);
    const watch = flags.find((f) => f.rule === 4)!;
    // In elapsed cells the watch ends at 21:00 of a 48-cell day; on the clocks at 20:00.
    expect([hhmm(watch.startCell), hhmm(watch.endCell)]).toEqual(['1d 06:00', '1d 21:00']);
    const [shown] = onShipClock([watch], days, retarded);
    expect([hhmm(shown!.startCell), hhmm(shown!.endCell)]).toEqual(['1d 06:00', '1d 20:00']);
  });

  it('leaves the flags of a run without a change as they are', () => {
    const flags = evaluateRuns(days, []).flatMap((r) => r.violations);
    expect(onShipClock(flags, days, [{ date: '2026-11-01', at: '02:00', minutes: 60 }])).toBe(flags);
  });
});
