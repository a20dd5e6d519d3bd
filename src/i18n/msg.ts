/**
 * Marks a text defined away from the screen that shows it (a shared message, a label in a
 * table) as a catalogue message: it stays English here, and the screen shows it with t(text).
 * No i18n library behind it, so the server and the worker can use it too.
 *
 * With values, it writes the message in English with them filled in ('Max length is 100
 * characters.'): the text a server answer or a schema's error carries. A screen's t() of that
 * text finds the message it was written from (recognise.ts) and shows it in the user's language.
 */
export function msg<T extends string>(text: T): T;
export function msg(text: string, values: Readonly<Record<string, string | number>>): string;
export function msg(text: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return text;
  // ICU's '' is one apostrophe (a lone one before a placeholder would quote it).
  return text.replace(/\{(\w+)\}|''/g, (whole, name?: string) =>
    name === undefined ? "'" : name in values ? String(values[name]) : whole,
  );
}

/**
 * A count in words, one message for one and one for more ('1 month', '2 months'), written in
 * English with the count as {count} (a screen's t() finds the message, as for msg(id, values)).
 */
export const msgCount = (count: number, one: string, many: string): string =>
  msg(count === 1 ? one : many, { count });

/**
 * A text that means another thing elsewhere, marked with what it is here (gettext's context):
 * the access level 'Crew' (Spanish 'Tripulante') is not the module 'Crew' ('Tripulación').
 * Its id is `context|text`; the English catalogue says the text (`npm run i18n` writes it there),
 * another language its own word. A screen shows it with t(id), as any message.
 */
export const msgIn = <C extends string, T extends string>(context: C, text: T): `${C}|${T}` =>
  `${context}|${text}`;
