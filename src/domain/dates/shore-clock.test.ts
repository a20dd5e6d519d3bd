import { describe, expect, it } from 'vitest';
import { clockWarning, shoreClockOffset } from './shore-clock';

describe("the device's clock against the shore's", () => {
  const now = Date.parse('2026-12-06T05:41:00Z');

  it('reads the shore minus the device from a sync answer’s Date header', () => {
    expect(shoreClockOffset('Sun, 06 Dec 2026 05:41:00 GMT', now)).toBe(0);
    expect(shoreClockOffset('Fri, 04 Dec 2026 02:41:00 GMT', now)).toBe(-(2 * 24 + 3) * 3_600_000);
    expect(shoreClockOffset(null, now)).toBeNull();
    expect(shoreClockOffset('not a date', now)).toBeNull();
  });

  it('says nothing of a few minutes (a slow answer, a drifting clock)', () => {
    expect(clockWarning(null)).toBeNull();
    expect(clockWarning(9 * 60_000)).toBeNull();
    expect(clockWarning(-9 * 60_000)).toBeNull();
  });

  it('says how far ahead or behind, in its largest whole unit', () => {
    expect(clockWarning(-(2 * 24 + 3) * 3_600_000)).toEqual({ ahead: true, count: 2, unit: 'day' });
    expect(clockWarning(5 * 3_600_000 + 59 * 60_000)).toEqual({ ahead: false, count: 5, unit: 'hour' });
    expect(clockWarning(-25 * 60_000)).toEqual({ ahead: true, count: 25, unit: 'minute' });
  });
});
