/**
 * The domain's own copy of src/i18n/msg.ts (the domain imports only the domain): marks a text
 * defined here as a catalogue message; it stays English, and the screen shows it with t(text).
 */
export const msg = <T extends string>(text: T): T => text;
