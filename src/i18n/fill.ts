/**
 * A message of plain `{name}` placeholders filled as Lingui's compiled form would fill it (a
 * value missing says nothing; ICU's '' is one apostrophe), without that compiled form: English
 * needs no catalogue entry for such a message (scripts/i18n-catalogue.ts leaves out each one this
 * fills exactly as Lingui would), nor another language for a message it has not translated.
 */
export const fillPlaceholders = (text: string, values: Readonly<Record<string, unknown>>): string =>
  text.replace(/\{(\w+)\}|''/g, (_, name?: string) =>
    name === undefined ? "'" : values[name] == null ? '' : String(values[name]),
  );
