import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { crew } from '../../../../tests/kits/leave-test-rows';
import { CrewRow } from './crew-row';
import { LeaveHistory } from './profile-sections';

const mia = { ...crew(3, 'Larsen', { firstName: 'Mia', leaveDays: 121.67 }), pending: 0 as const };
const row = (accruedRatio?: number) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(CrewRow, {
        crew: mia,
        to: '/x',
        department: undefined,
        position: undefined,
        former: false,
        accruedRatio,
      }),
    ),
  );

// Field test s58, item 12: 'Leave 121.67 days/yr' for people on accrued profiles (a ratio of 0.5
// converted to days a year); the leave pages say the ratio.
it('says an accrued rate as days for each day worked in the crew list, a yearly one as days a year', () => {
  expect(row(0.5)).toContain('Leave 0.5 days for each day worked');
  expect(row(0.5)).not.toContain('days/yr');
  expect(row()).toContain('Leave 121.67 days/yr');
});

it('says it so on the Employment tab too', () => {
  const html = (accruedRatio?: number) =>
    renderToStaticMarkup(createElement(LeaveHistory, { entries: [], current: 121.67, accruedRatio })).replace(
      /<[^>]+>/g,
      '',
    );
  expect(html(0.5)).toContain('0.5 days of leave for each day worked');
  expect(html(0.5)).not.toContain('121.67');
  expect(html()).toContain('121.67 days of leave a year');
});

// Review s58: the history's '121.67 days · Contract' under an accrued rate read as leave granted.
it('says each leave history entry as the rate it was, days a year', () => {
  const entry = {
    id: 'i1',
    crewId: 3,
    userId: 3,
    vesselId: 1,
    version: 1,
    changeDate: '2026-01-01T00:00:00Z',
    amount: 121.67,
    comment: 'Contract',
  };
  const html = renderToStaticMarkup(
    createElement(LeaveHistory, { entries: [entry], current: 121.67, accruedRatio: 0.5 }),
  ).replace(/<[^>]+>/g, '');
  expect(html).toContain('121.67 days a year · Contract');
});
