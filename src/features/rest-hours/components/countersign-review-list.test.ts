import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { ReviewRow } from '../data/countersign-batch';
import { ReviewList } from './countersign-review-list';

const row = (userId: number, name: string): ReviewRow => ({
  ready: { userId, month: '2026-11', name, signedAt: '2026-12-01T09:00:00Z' },
  summary: {
    workHours: 200,
    restHours: 520,
    recordedDays: 30,
    blankDays: [],
    daysToCome: [],
    plannedDays: [],
    nonCompliances: [],
  },
  records: '',
});
const rows = [row(4, 'Ann Sea'), row(5, 'Bo Deck')];
const list = (left: string[]) =>
  renderToStaticMarkup(
    createElement(ReviewList, { rows, left: new Set(left), onToggle: () => {}, onToggleAll: () => {} }),
  );

it('heads the months with Select all, which clears them all once every month is ticked', () => {
  const html = list([]);
  expect(html.indexOf('Select all')).toBeGreaterThan(-1);
  expect(html.indexOf('Select all')).toBeLessThan(html.indexOf('Ann Sea'));
  expect(html).toMatch(/class="checkbox select-all"[^>]*data-selected="true"/);
});

it('shows a list partly left for later as partly ticked, and one all left as unticked', () => {
  expect(list(['4/2026-11'])).toMatch(/class="checkbox select-all"[^>]*data-indeterminate="true"/);
  expect(list(['4/2026-11', '5/2026-11'])).not.toMatch(
    /class="checkbox select-all"[^>]*data-(selected|indeterminate)/,
  );
});
