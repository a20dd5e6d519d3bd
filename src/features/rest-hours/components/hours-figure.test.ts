import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { hoursFigure } from './hours-figure';
import { weekdayInitials } from './member-row';

afterEach(() => activateLanguage('en'));

describe('the hours of rest screens in the chosen language (issue 33, part 4)', () => {
  it('write the day’s and the month’s totals with the language’s decimal mark', async () => {
    expect([hoursFigure(10.5), hoursFigure(77), hoursFigure(123.5)]).toEqual(['10.5 h', '77 h', '123.5 h']);
    await activateLanguage('es');
    expect([hoursFigure(10.5), hoursFigure(77), hoursFigure(123.5)]).toEqual(['10,5 h', '77 h', '123,5 h']);
  });

  it('head a crew member’s month grid with the language’s weekday initials, Monday first', async () => {
    expect(weekdayInitials().join(' ')).toBe('M T W T F S S');
    await activateLanguage('es');
    expect(weekdayInitials().join(' ')).toBe('L M X J V S D');
  });
});
