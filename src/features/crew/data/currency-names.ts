import { currentLanguage } from '../../../i18n/i18n';

/**
 * Currencies in the chosen language: the browser's own names by ISO code (Intl.DisplayNames, no
 * download), first letter capitalised as a choice is; English keeps the table's words ('US Dollar'),
 * as does a code a browser does not name.
 */
const namers = new Map<string, Intl.DisplayNames | null>();

function namerIn(language: string): Intl.DisplayNames | null {
  if (!namers.has(language)) {
    let namer: Intl.DisplayNames | null = null;
    try {
      namer = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
    } catch {
      // An old browser without DisplayNames: the English names, as before.
    }
    namers.set(language, namer);
  }
  return namers.get(language) ?? null;
}

/** A currency's name as the app's language says it ('Dólar estadounidense'), with its sign. */
export function currencyLabel(c: { name: string; code: string; sign: string }): string {
  const language = currentLanguage();
  const said = language === 'en' ? null : namerIn(language)?.of(c.code);
  const name = said ? said.charAt(0).toLocaleUpperCase(language) + said.slice(1) : c.name;
  return `${name} (${c.sign})`;
}
