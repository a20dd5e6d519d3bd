/**
 * Marks a text defined away from the screen that shows it (a shared message, a label in a
 * table) as a catalogue message: it stays English here, and the screen shows it with t(text).
 * No i18n library behind it, so the server and the worker can use it too.
 */
export const msg = <T extends string>(text: T): T => text;
