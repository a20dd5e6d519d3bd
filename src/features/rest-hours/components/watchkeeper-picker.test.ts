import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Member } from '../../../contracts/rest-hours';
import { activateLanguage } from '../../../i18n/i18n';
import { periodCrewText, WatchkeeperPicker } from './watchkeeper-picker';

const member = (userId: number, firstName: string, lastName: string) =>
  ({ userId, firstName, lastName }) as Member;
const crew = [member(4, 'Alex', 'Reed'), member(5, 'Sam', 'Taylor')];
const period = (userIds?: number[]) => ({
  from: '2026-12-02',
  to: '2026-12-04',
  ...(userIds ? { userIds } : {}),
});

describe('whom an exception period is for, as the card and the calendar say it', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it.each([
    [undefined, 'All crew'],
    [[5], 'Sam Taylor'],
    [[4, 5], 'Alex Reed, Sam Taylor'],
    [[5, 9], 'Sam Taylor and 1 more'],
    [[9], '1 crew member'],
    [[8, 9], '2 crew members'],
  ])('%j: %s', (userIds, text) => {
    expect(periodCrewText(period(userIds), crew)).toBe(text);
  });

  it('in Spanish', async () => {
    await activateLanguage('es');
    expect(periodCrewText(period(), crew)).toBe('Toda la tripulación');
    expect(periodCrewText(period([5, 9]), crew)).toBe('Sam Taylor y 1 más');
  });
});

describe('the watchkeepers to tick', () => {
  const picker = (picked: number[]) =>
    renderToStaticMarkup(createElement(WatchkeeperPicker, { crew, picked, onChange: () => {} }));
  it("heads the names with 'Select all' as a control, not as one more person", () => {
    const html = picker([]);
    expect(html.match(/class="checkbox( [^"]*)?"/g)).toEqual([
      'class="checkbox select-all"',
      'class="checkbox"',
      'class="checkbox"',
    ]);
  });
  it('shows some watchkeepers ticked as a mixed Select all, and all of them as ticked', () => {
    expect(picker([5])).toMatch(/class="checkbox select-all"[^>]*data-indeterminate="true"/);
    expect(picker([4, 5])).toMatch(/class="checkbox select-all"[^>]*data-selected="true"/);
  });
});
