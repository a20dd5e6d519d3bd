import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { crew, LEAVE_TYPE, leaveRequest, profile } from '../../../../tests/kits/leave-test-rows';
import { defaultLeaveSettings, type LeaveVessel } from '../data/use-leave';
import { ToDecideList } from './to-decide-list';

/** 36.5 days a year from 1 Jan 2026, 10 to start: 0.1 a day; 2 days of approved leave in February. */
const sam = profile('ps', 2, {
  startDate: '2026-01-01',
  initialLeave: 10,
  rates: [{ from: '2026-01-01', daysPerYear: 36.5, ratio: null, changeDate: null, comment: null }] as never,
});
const asking = leaveRequest('r2', 'ps', 'Pending', ['2026-03-20', '2026-03-21']);
const data: LeaveVessel = {
  settings: { ...defaultLeaveSettings(1), pending: 0 },
  settingsKnown: true,
  types: [LEAVE_TYPE],
  profiles: [{ ...sam, pending: 0 }],
  requests: [leaveRequest('r1', 'ps', 'Approved', ['2026-02-02', '2026-02-03']), asking],
  adjustments: [],
  crew: [{ ...crew(2, 'Taylor', { firstName: 'Sam' }), pending: 0 }],
};

// An approver deciding from the list (APPROVE in one tap) saw the name, dates and days, and not
// whether the crew member has the days.
afterEach(() => {
  vi.useRealTimers();
});

it('says what the crew member has available today beside APPROVE and REJECT', () => {
  // Today is 10 Mar 2026 for the balance (todayIso reads the clock).
  vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z'), toFake: ['Date'] });
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(ToDecideList, { data, requests: [asking], userId: 1, base: '/fleet/aurora/leave' }),
    ),
  );
  const line = html
    .match(/class="small no-margin to-decide-balance[^"]*">(.*?)<\/p>/)?.[1]
    ?.replace(/<[^>]+>/g, '');
  // 10 + 0.1 a day to 10 Mar, less the 2 approved; not the 2 asked for.
  expect(line).toMatch(/^Available today: 1\d\.\d\d days · after this request: 1\d\.\d\d days on 21 Mar 26$/);
  const [now, after] = (line?.match(/\d+\.\d\d/g) ?? []).map(Number);
  expect(now).toBeGreaterThan(14);
  expect(now).toBeLessThan(16);
  // Approving it: 11 more days earned by 21 Mar (1.1), the 2 asked for taken.
  expect(after).toBeCloseTo((now ?? 0) + 1.1 - 2, 1);
  expect(html.indexOf('to-decide-balance')).toBeLessThan(html.indexOf('APPROVE'));
});
