import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import type { MonthSummary } from '../../../domain/rest-hours/month-summary';
import { activateLanguage } from '../../../i18n/i18n';
import { dateList, MonthSummaryPanel } from './month-summary-panel';

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

it('breaks a list of dates between its parts, never inside a date or a range', () => {
  const days = ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-20'];
  const shown = dateList(days);
  expect(shown.replace(/\u00a0/g, ' ')).toBe('10 Nov – 14 Nov, 20 Nov');
  // The only place a narrow row may wrap is after the comma.
  expect(shown.split(' ')).toEqual(['10\u00a0Nov\u00a0–\u00a014\u00a0Nov,', '20\u00a0Nov']);
});

it('claims only what the records show: a month with blank days, or with none recorded', () => {
  const september = Array.from({ length: 30 }, (_, i) => `2026-09-${String(i + 1).padStart(2, '0')}`);
  const empty = text({ ...month([]), recordedDays: 0, workHours: 0, restHours: 0, blankDays: september });
  expect(empty).not.toContain('meets the rest rules');
  expect(empty).toContain('No day is recorded: the rest rules have nothing to judge.');
  const partly = text({ ...month([]), recordedDays: 20, blankDays: september.slice(20) });
  expect(partly).not.toContain('Every day this month');
  expect(partly).toContain('Every recorded day meets the rest rules.');
});
