import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { RequestOutlookCard } from './request-outlook';

const request = (id: string, startDate: string, endDate: string) =>
  ({ id, startDate, endDate }) as unknown as LeaveRequestRecord;
const card = (props: Partial<Parameters<typeof RequestOutlookCard>[0]>) =>
  renderToStaticMarkup(
    createElement(RequestOutlookCard, {
      outlook: null,
      days: 0,
      pending: null,
      waiting: { days: 0, met: [] },
      balance: null,
      ...props,
    }),
  );
const notes = (met: LeaveRequestRecord[]) =>
  [...card({ waiting: { days: 4, met } }).matchAll(/role="status"[^>]*>([^<]*)</g)].map((m) => m[1]);
const TOTALS = { accrued: 0, worked: 0, taken: 0, additional: 0, forfeited: 0 };
/** The figures of the card, label and value, as read. */
const figures = (html: string) =>
  [...html.matchAll(/<span class="small muted">([^<]*)<\/span><strong[^>]*>([^<]*)<\/strong>/g)].map((m) => [
    m[1],
    m[2],
  ]);

// Two requests sent for the same days (a second tap, or sent again from another phone) showed
// the same sentence twice, one under the other.
it('says once which pending dates a new request meets, one line for each range', () => {
  expect(
    notes([
      request('a', '2027-01-22', '2027-01-23'),
      request('b', '2027-01-22', '2027-01-23'),
      request('c', '2027-01-25', '2027-01-26'),
    ]),
  ).toEqual([
    'These dates meet a request pending approval (22 Jan – 23 Jan 27).',
    'These dates meet a request pending approval (25 Jan – 26 Jan 27).',
  ]);
});

// An approver opening a crew member's request saw no balance of theirs, only what the request
// would leave on its last day: whether they have the days now was not on the screen.
it('shows what the requester has available today, as their own leave screen does', () => {
  const html = card({
    balance: {
      today: '2026-12-05',
      now: {
        today: { ok: true, ...TOTALS, available: -1.5 },
        endOfMonth: { ok: true, ...TOTALS, available: 8.416 },
      },
    },
  });
  expect(figures(html)).toEqual([['Available today', '-1.50']]);
  // Below 0 in the danger colour, as on the form's other balances.
  expect(html).toContain('<strong class="negative">-1.50</strong>');
});

it('shows no balance while no one is chosen for a new request', () => {
  expect(figures(card({}))).toEqual([]);
});

it('puts what is available today first among the request’s figures, once its dates are chosen', () => {
  const html = card({
    days: 7,
    outlook: {
      takes: 7,
      on: '2026-12-31',
      after: { ok: true, ...TOTALS, available: 3.56 },
      before: { ok: true, ...TOTALS, available: 10.56 },
    } as Parameters<typeof RequestOutlookCard>[0]['outlook'],
    balance: {
      today: '2026-12-05',
      now: {
        today: { ok: true, ...TOTALS, available: 8.416 },
        endOfMonth: { ok: true, ...TOTALS, available: 10.56 },
      },
    },
  });
  expect(figures(html).map(([label]) => label)).toEqual([
    'Available today',
    'Leave days it takes',
    'Balance on 31 Dec 26 after it',
  ]);
});

// Field test s58, item 4: dates inside approved leave showed "Leave days it takes 3" and the
// same balance after it as without it; such a request cannot be made, so the card shows no
// figures of it, only what is available today and why.
it('shows no days taken nor a balance after a request whose dates meet approved leave', () => {
  const html = card({
    days: 3,
    overlaps: true,
    outlook: {
      takes: 3,
      on: '2026-12-30',
      after: { ok: true, ...TOTALS, available: 5.48 },
      before: { ok: true, ...TOTALS, available: 5.48 },
    } as Parameters<typeof RequestOutlookCard>[0]['outlook'],
    balance: {
      today: '2026-12-05',
      now: {
        today: { ok: true, ...TOTALS, available: 8.51 },
        endOfMonth: { ok: true, ...TOTALS, available: 10.56 },
      },
    },
  });
  expect(figures(html)).toEqual([['Available today', '8.51']]);
  expect(html).toContain('These dates overlap leave already approved: choose other dates');
});

// Field test s58, item 15: a denied request showed "Balance on 03 Mar 27 after it"; it takes nothing.
it('shows no days taken nor a balance after a denied request', () => {
  const html = card({
    days: 3,
    denied: true,
    outlook: {
      takes: 3,
      on: '2027-03-03',
      after: { ok: true, ...TOTALS, available: 0.66 },
      before: { ok: true, ...TOTALS, available: 3.66 },
    } as Parameters<typeof RequestOutlookCard>[0]['outlook'],
  });
  expect(figures(html)).toEqual([]);
  expect(html).not.toContain('after it');
  expect(html).toContain('A denied request takes no leave.');
});
