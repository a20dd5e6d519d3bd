import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import type { MonthSummary } from '../../../domain/rest-hours/month-summary';
import { activateLanguage } from '../../../i18n/i18n';
import { MonthSummaryPanel } from './month-summary-panel';

afterEach(() => activateLanguage('en'));

const month = (nonCompliances: MonthSummary['nonCompliances']): MonthSummary => ({
  workHours: 100,
  restHours: 620,
  recordedDays: 30,
  blankDays: [],
  daysToCome: [],
  plannedDays: [],
  nonCompliances,
});
const text = (summary: MonthSummary) =>
  renderToStaticMarkup(createElement(MonthSummaryPanel, { summary })).replace(/<[^>]+>/g, ' ');

it('says a month with no day breaking a rule plainly, not as a double negative', async () => {
  expect(text(month([]))).toContain('Every day this month meets the rest rules.');
  expect(text(month([]))).not.toMatch(/non-complian/i);
  await activateLanguage('es');
  expect(text(month([]))).toContain('Cada día de este mes cumple las reglas de descanso.');
});

it('lists the days that break a rule instead', () => {
  const shown = text(month([{ date: '2026-11-03', rules: [1], reasons: [] }]));
  expect(shown).not.toContain('meets the rest rules');
  expect(shown).toContain('No reason given yet');
});
