import { describe, expect, it } from 'vitest';
import { CLOCK_CHANGE_MINUTES } from './clock-change';
import { CLOCK_CHANGE_CHOICES, clockChangeLabel, clockChangeNotice } from './clock-change-text';

describe('the notice of a clock change on its date', () => {
  it.each([
    [-60, '02:00', 'Clocks retarded 1 h at 02:00 — a 25-hour day'],
    [60, '02:00', 'Clocks advanced 1 h at 02:00 — a 23-hour day'],
    [-30, '23:30', 'Clocks retarded 30 min at 23:30 — a 24½-hour day'],
    [30, '00:30', 'Clocks advanced 30 min at 00:30 — a 23½-hour day'],
    [-1440, '00:00', 'Date line crossed: this date is repeated — a 48-hour day'],
    [1440, '00:00', 'Date line crossed: this date is skipped — no hours are kept on it'],
  ] as const)('%i min at %s reads "%s"', (minutes, at, text) => {
    expect(clockChangeNotice({ minutes, at })).toBe(text);
  });

  it('offers every amount of the shared type once, each with its own label', () => {
    expect(CLOCK_CHANGE_CHOICES.map((c) => c.minutes).sort((a, b) => a - b)).toEqual(
      [...CLOCK_CHANGE_MINUTES].sort((a, b) => a - b),
    );
    expect(new Set(CLOCK_CHANGE_MINUTES.map(clockChangeLabel)).size).toBe(CLOCK_CHANGE_MINUTES.length);
    expect(clockChangeLabel(-60)).toBe('Retard 1 h');
  });
});
