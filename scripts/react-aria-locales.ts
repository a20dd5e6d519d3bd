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

/**
 * Builds each unused locale file as nothing: react-aria drops a locale whose strings are empty
 * (LocalizedStringDictionary filters falsy entries, the way its optimize-locales-plugin works).
 */
export function reactAriaLocalesPlugin(languages: readonly string[] = APP_LANGUAGES): Plugin {
  return {
    name: 'seaworthy-react-aria-locales',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return isUnusedLocale(id, languages) ? 'export default undefined;' : null;
    },
  };
}
