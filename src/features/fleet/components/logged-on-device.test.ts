import { describe, expect, it } from 'vitest';
import type { WelcomeItem } from '../../../contracts/fleet';
import { withLoggedOnDevice } from './logged-on-device';

const shore: WelcomeItem[] = [
  {
    name: 'Hours of rest',
    value: '2 of 3 days logged',
    info: 'This month, so far',
    path: 'hours-of-rest/calendar',
  },
  { name: 'Inbox', value: '0 unread', info: 'Messages about this vessel', path: null },
];

describe('the Hours of rest row counted on the device', () => {
  it('says the days the device holds, out of the days of the month so far', () => {
    expect(withLoggedOnDevice(shore, 3, '2026-12-03')).toEqual([
      { ...shore[0], value: '3 of 3 days logged' },
      shore[1],
    ]);
    expect(withLoggedOnDevice(shore, 0, '2026-02-28')?.[0]?.value).toBe('0 of 28 days logged');
  });

  it("keeps the shore's figure while the device does not hold the user's days", () => {
    expect(withLoggedOnDevice(shore, undefined, '2026-12-03')).toBe(shore);
    expect(withLoggedOnDevice(undefined, 3, '2026-12-03')).toBeUndefined();
  });

  it('adds no row the shore did not give (a captain who keeps no record)', () => {
    expect(withLoggedOnDevice([shore[1]!], 2, '2026-12-03')).toEqual([shore[1]]);
  });
});

describe('the Inbox row counted on the device', () => {
  it('says the unread messages the device holds, not the shore’s older figure', () => {
    // Three messages a sync brought after the shore's last welcome answer said 0 unread.
    expect(withLoggedOnDevice(shore, 3, '2026-12-03', 3)?.[1]?.value).toBe('3 unread');
    // Two of them opened or removed at sea.
    expect(withLoggedOnDevice(shore, undefined, '2026-12-03', 1)).toEqual([
      shore[0],
      { ...shore[1], value: '1 unread' },
    ]);
  });

  it("says 'None' when none is unread, as the other rows say it, not '0 unread'", () => {
    expect(withLoggedOnDevice(shore, undefined, '2026-12-03', 0)?.[1]?.value).toBe('None');
  });

  it("keeps the shore's figure while the device does not hold the messages", () => {
    expect(withLoggedOnDevice(shore, 3, '2026-12-03')?.[1]).toEqual(shore[1]);
  });
});
