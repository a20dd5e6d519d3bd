import type { Plugin } from 'vite';

/**
 * The languages the app is written in (src/i18n/i18n.ts, LANGUAGES). react-aria ships the
 * hidden texts of its widgets (a date segment's "month", a dialog's "Dismiss") in 34 locales,
 * each a module its components import: some 30 KB compressed of an install over the satellite
 * link (issue 34, goal 4), all but two never shown. react-aria picks a locale's strings by its
 * language (es-MX takes es-ES's) and falls back to en-US, so a phone in another language reads
 * these texts in English, as it reads the rest of the app.
 */
export const APP_LANGUAGES = ['en', 'es'];

/**
 * A locale file of react-aria's (or react-stately's, react-aria-components') strings:
 * `.../dist/private/intl/[<package>/]<locale>.mjs`.
 */
const LOCALE_FILE =
  /\/react-(?:aria|aria-components|stately)\/dist\/private\/intl\/(?:[^/]+\/)?([a-z]{2,3})-[A-Za-z]{2,4}\.m?js$/;

/** Whether a module is a react-aria locale file of a language the app does not speak. */
export function isUnusedLocale(id: string, languages: readonly string[] = APP_LANGUAGES): boolean {
  const language = LOCALE_FILE.exec(id.split('?')[0] ?? '')?.[1];
  return language !== undefined && !languages.includes(language);
}

/** @internationalized/date's calendar factory, which imports every calendar system it knows. */
const CALENDAR_FACTORY = /\/@internationalized\/date\/dist\/private\/createCalendar\.m?js$/;

export const isCalendarFactory = (id: string) => CALENDAR_FACTORY.test(id.split('?')[0] ?? '');

/**
 * The factory with the Gregorian calendar only. The app's one date widget (src/ui/date-field.tsx)
 * reads dates year first in en-ZA, whatever the phone's language (the spec: "Dates are entered
 * as YYYY/MM/DD"), and en-ZA's calendar is Gregorian: the Japanese, Buddhist, Islamic, Hebrew,
 * Persian, Indian, Ethiopic and Taiwanese calendars (about 5 KB compressed) never run.
 */
const GREGORIAN_ONLY = `import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';
export function createCalendar() { return new GregorianCalendar(); }`;

/**
 * Builds each unused locale file as nothing: react-aria drops a locale whose strings are empty
 * (LocalizedStringDictionary filters falsy entries, the way its optimize-locales-plugin works);
 * and the calendar factory with the one calendar the app uses.
 */
export function reactAriaTrimPlugin(languages: readonly string[] = APP_LANGUAGES): Plugin {
  return {
    name: 'seaworthy-react-aria-trim',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (isCalendarFactory(id)) return GREGORIAN_ONLY;
      return isUnusedLocale(id, languages) ? 'export default undefined;' : null;
    },
  };
}
