import { i18n, type Messages } from '@lingui/core';
import { messages as english } from './compiled/en';
import { fillPlaceholders } from './fill';

/**
 * The app's one message catalogue (issue 33, part 4), through Lingui. A message's id is its
 * English text, word for word as the spec writes it, so English needs no lookup: the English
 * catalogue holds only the messages a plain fill of `{name}` would not write (plurals, selects,
 * a text in a context), compiled; t() fills the others itself (fill.ts). Other languages are loaded
 * when chosen (src/i18n/locales/<code>/*.json, compiled by `npm run i18n`).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  // Spanish: the first language of many yacht crews (Spain, the Balearics, Latin America)
  // and of the Mediterranean yards and agents they deal with.
  { code: 'es', name: 'Español' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

// A message a language lacks shows in English, placeholders filled (hence English beneath).
const LOADERS: Record<LanguageCode, () => Promise<Messages>> = {
  en: async () => english,
  es: () => import('./compiled/es').then((m) => ({ ...english, ...m.messages })),
};

// Every catalogue is compiled at build time; a message not in one is its own plain English
// text, which needs no compiling (Lingui would warn on each call without this).
type Compiler = Parameters<typeof i18n.setMessagesCompiler>[0];
i18n.setMessagesCompiler(((message: string) => message) as unknown as Compiler);
i18n.loadAndActivate({ locale: 'en', messages: english });

// Another language than English finds the message a text with values was written from
// (msg(id, values): a server's answer, a schema's error); English shows such a text as it is.
let recognise: ((text: string) => { id: string; values: Record<string, string> } | null) | null = null;

const mapValues = (values: Record<string, string>, f: (v: string) => string) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, f(v)]));

/**
 * The text of a message in the language in use; `values` fill its `{name}` placeholders, a
 * number written as the language writes numbers (format-number.ts).
 */
export function t(id: string, values?: Record<string, unknown>): string {
  if (!values && recognise && !(id in i18n.messages)) {
    const found = recognise(id);
    // A value that is a message too (a field's label, 'Expiry date') is said in the language.
    if (found)
      return i18n._(
        found.id,
        // A figure written with decimals ('30.00 days per year') is written as the language does.
        // A date in it ('25 Jan 2027') with the language's month names.
        mapValues(found.values, (v) =>
          v in i18n.messages ? i18n._(v) : (datesIn?.(decimalIn?.(v) ?? v) ?? v),
        ),
      );
  }
  const filled = values && numbersIn ? numbersIn(id, values) : values;
  // Not in the catalogue: English as it is, placeholders filled (what Lingui would write).
  return filled && !(id in i18n.messages) ? fillPlaceholders(id, filled) : i18n._(id, filled);
}

// English writes numbers as JavaScript does: the writer comes with another language (the login
// screen, in English at first, is at its size limit).
let numbersIn: ((id: string, values: Record<string, unknown>) => Record<string, unknown>) | null = null;
let decimalIn: ((text: string) => string) | null = null;
let datesIn: ((text: string) => string) | null = null;

/** The language in use now (its code), for dates and numbers in the chosen locale. */
export function currentLanguage(): LanguageCode {
  return i18n.locale as LanguageCode;
}

export const isLanguage = (code: unknown): code is LanguageCode => LANGUAGES.some((l) => l.code === code);

/** Switches the language in use; listeners of `onLanguageChange` then render again. */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  if (i18n.locale === code) return;
  // Month and weekday names come with the words (loaded apart: the login screen needs neither).
  const [messages, dates, numbers, found] = await Promise.all([
    LOADERS[code](),
    import('../domain/dates/locale-date-names'),
    import('./format-number'),
    code === 'en' ? null : import('./recognise'),
  ]);
  dates.setDateLanguage(code);
  numbersIn = code === 'en' ? null : numbers.numbersInLanguage;
  decimalIn = code === 'en' ? null : numbers.decimalInLanguage;
  datesIn = code === 'en' ? null : dates.datesInLanguage;
  recognise = found ? found.recogniser(Object.keys(messages)) : null;
  i18n.loadAndActivate({ locale: code, messages });
}

export function onLanguageChange(listener: () => void): () => void {
  return i18n.on('change', listener);
}
