import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES, isCalendarFactory, isUnusedLocale } from '../../scripts/react-aria-trim';
import { LANGUAGES } from '../../src/i18n/i18n';

const NM = '/repo/node_modules';

describe("react-aria's hidden texts in the build", () => {
  it("keeps the strings of every language the app is written in (a new language's too)", () => {
    for (const { code } of LANGUAGES) expect(APP_LANGUAGES).toContain(code);
    expect(isUnusedLocale(`${NM}/react-aria/dist/private/intl/datepicker/en-US.mjs`)).toBe(false);
    expect(isUnusedLocale(`${NM}/react-aria/dist/private/intl/datepicker/es-ES.mjs`)).toBe(false);
    expect(isUnusedLocale(`${NM}/react-aria-components/dist/private/intl/es-ES.mjs`)).toBe(false);
  });

  it("drops other locales' strings, in react-aria, react-stately and the components alike", () => {
    expect(isUnusedLocale(`${NM}/react-aria/dist/private/intl/overlays/de-DE.mjs`)).toBe(true);
    expect(isUnusedLocale(`${NM}/react-stately/dist/private/intl/datepicker/zh-TW.mjs`)).toBe(true);
    expect(isUnusedLocale(`${NM}/react-aria-components/dist/private/intl/sr-SP.mjs`)).toBe(true);
  });

  it('leaves every other module alone', () => {
    expect(isUnusedLocale(`${NM}/react-aria/dist/private/datepicker/intlStrings.mjs`)).toBe(false);
    expect(isUnusedLocale(`${NM}/date-fns/locale/de-AT.mjs`)).toBe(false);
    expect(isUnusedLocale('/repo/src/i18n/locales/es/common.json')).toBe(false);
  });
});

/** The app's source files that use react-aria's date widgets (the calendar factory's callers). */
function dateWidgetFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return dateWidgetFiles(path);
    if (!/\.tsx?$/.test(e.name)) return [];
    const code = readFileSync(path, 'utf8');
    const fromRac = /import\s*{([^}]*)}\s*from\s*'react-aria-components'/.exec(code)?.[1] ?? '';
    const widgets = /\b(DatePicker|DateRangePicker|DateField|TimeField|Calendar|RangeCalendar)\b/;
    return widgets.test(fromRac) || code.includes('createCalendar') ? [path] : [];
  });
}

describe('the calendars in the build', () => {
  it('builds the calendar factory with the Gregorian calendar alone', () => {
    expect(
      isCalendarFactory('/repo/node_modules/@internationalized/date/dist/private/createCalendar.mjs'),
    ).toBe(true);
    expect(isCalendarFactory('/repo/node_modules/@internationalized/date/dist/index.mjs')).toBe(false);
  });

  it('holds as long as the one date widget reads dates in en-ZA, whose calendar is Gregorian', () => {
    expect(dateWidgetFiles()).toEqual(['src/ui/date-field.tsx']);
    expect(readFileSync('src/ui/date-field.tsx', 'utf8')).toContain("const YEAR_FIRST_LOCALE = 'en-ZA';");
    expect(new Intl.DateTimeFormat('en-ZA').resolvedOptions().calendar).toBe('gregory');
  });
});
