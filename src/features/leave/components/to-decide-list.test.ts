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

// Field test s58, item 2: with three requests pending, each card's "after this request" counted
// that one alone; an approver did not see where approving all of them ends.
it('adds, under it, the balance with the requester’s other pending requests approved too', () => {
  vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z'), toFake: ['Date'] });
  const later = leaveRequest('r3', 'ps', 'Pending', ['2026-04-01', '2026-04-02', '2026-04-03']);
  const both = { ...data, requests: [...data.requests, later] };
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(ToDecideList, { data: both, requests: [asking], userId: 1, base: '/fleet/aurora/leave' }),
    ),
  );
  const line = html
    .match(/class="small no-margin to-decide-balance[^"]*">(.*?)<\/p>/)?.[1]
    ?.replace(/<[^>]+>/g, '|');
  const parts = (line ?? '').split('|').filter(Boolean);
  const after = Number(parts.join('').match(/after this request: (\d+\.\d\d)/)?.[1]);
  const allLine = parts.find((p) => p.startsWith('with their'));
  expect(allLine).toMatch(/^with their other pending request too: \d+\.\d\d days on 03 Apr 26$/);
  // 13 more days earned from 21 Mar to 3 Apr (1.3), the 3 days of the other request taken.
  expect(Number(allLine?.match(/\d+\.\d\d/)?.[0])).toBeCloseTo(after + 1.3 - 3, 1);
});

it('adds no second line when the request is the only one pending', () => {
  vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z'), toFake: ['Date'] });
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(ToDecideList, { data, requests: [asking], userId: 1, base: '/fleet/aurora/leave' }),
    ),
  );
  expect(html).not.toContain('to-decide-all-pending');
});
