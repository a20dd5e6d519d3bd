import { COUNTRIES } from '../../../domain/reference/countries';
import { currentLanguage } from '../../../i18n/i18n';

/**
 * Countries in the chosen language: the browser's own names (Intl.DisplayNames, no download);
 * English keeps the reference table's words (doc 1: "Antigua & Barbuda"), as do codes a browser
 * does not name.
 */
const namers = new Map<string, Intl.DisplayNames | null>();

function namerIn(language: string): Intl.DisplayNames | null {
  if (!namers.has(language)) {
    let namer: Intl.DisplayNames | null = null;
    try {
      namer = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      // An old browser without DisplayNames: the English names, as before.
    }
    namers.set(language, namer);
  }
  return namers.get(language) ?? null;
}

const nameIn = (language: string, code: string, english: string) =>
  language === 'en' ? english : (namerIn(language)?.of(code) ?? english);

/** The name of a country by id in the chosen language, or null for an id not in the list. */
export function countryLabel(id: number): string | null {
  const country = COUNTRIES.find((c) => c[0] === id);
  return country ? nameIn(currentLanguage(), country[1], country[2]) : null;
}

const choices = new Map<string, { id: string; label: string }[]>();

/** Every country as a choice of a select, in the chosen language and its alphabetical order. */
export function countryChoices(): { id: string; label: string }[] {
  const language = currentLanguage();
  let list = choices.get(language);
  if (!list) {
    list = COUNTRIES.map(([id, code, english]) => ({
      id: String(id),
      label: nameIn(language, code, english),
    })).sort((a, b) => a.label.localeCompare(b.label, language));
    choices.set(language, list);
  }
  return list;
}
