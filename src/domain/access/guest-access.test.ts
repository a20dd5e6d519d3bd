import { describe, expect, it } from 'vitest';
import { keepsGuests, seesGuests } from './guest-access';

describe('who keeps guest records (those who see Reports: level above 3, reports module on)', () => {
  it.each([
    [null, true, false],
    [2, true, false],
    [3, true, false],
    [4, true, true],
    [5, true, true],
    [6, true, true],
    [8, true, true],
    [-1, true, true],
    [4, false, false],
    [8, false, false],
    [-1, false, false],
  ])('level %s, module on %s: %s', (level, reportsOn, allowed) => {
    expect(seesGuests({ level, reportsOn })).toBe(allowed);
    expect(keepsGuests({ level, reportsOn })).toBe(allowed);
  });
});
