import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { RequestOutlookCard } from './request-outlook';

const request = (id: string, startDate: string, endDate: string) =>
  ({ id, startDate, endDate }) as unknown as LeaveRequestRecord;
const notes = (met: LeaveRequestRecord[]) =>
  [
    ...renderToStaticMarkup(
      createElement(RequestOutlookCard, { outlook: null, days: 0, pending: null, waiting: { days: 4, met } }),
    ).matchAll(/role="status"[^>]*>([^<]*)</g),
  ].map((m) => m[1]);

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
