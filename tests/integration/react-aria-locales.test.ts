import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES, isUnusedLocale } from '../../scripts/react-aria-locales';
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
