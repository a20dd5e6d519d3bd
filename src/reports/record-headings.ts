import type { WorkingLanguage } from '../contracts/rest-hours-language';
import { messages as spanish } from '../i18n/compiled/es';
import { msg } from '../i18n/msg';

/**
 * The headings of the records of hours of rest (PDF and xlsx), which STCW A-VIII/1 wants in
 * the working language of the ship and in English. They are catalogue messages like the app's;
 * this lookup reads the compiled catalogue as plain data (no i18n library, so the server can).
 */
export const RECORD_HEADINGS = {
  title: msg('Record of hours of rest'),
  vessel: msg('Vessel'),
  flag: msg('Flag'),
  position: msg('Position'),
  month: msg('Month'),
  date: msg('Date'),
  rest24: msg('Rest 24 h'),
  rest7: msg('Rest 7 days'),
  comments: msg('Comments'),
  nonCompliances: msg('Non-compliances'),
  signatures: msg('Signatures'),
  seafarer: msg('Seafarer'),
  master: msg('Master or authorised person'),
  exceptionRegime: msg('Exception regime'),
  watchkeeper: msg('Watchkeeper'),
  /** Beside the clock hour lived a second time after the clocks were retarded ('02 again'). */
  again: msg('again'),
} as const;

const CATALOGUES: Record<Exclude<WorkingLanguage, 'en'>, Record<string, unknown>> = { es: spanish };

/**
 * A heading as the records print it: "Spanish / English" when the vessel's working language
 * is another (and the catalogue has the text), the English alone otherwise.
 */
export function recordHeading(language: WorkingLanguage, english: string): string {
  if (language === 'en') return english;
  const text = CATALOGUES[language][english];
  return typeof text === 'string' && text !== english ? `${text} / ${english}` : english;
}

/** The record's headings, each as `recordHeading` prints it in `language`. */
export function recordHeadingsIn(language: WorkingLanguage): Record<keyof typeof RECORD_HEADINGS, string> {
  return Object.fromEntries(
    Object.entries(RECORD_HEADINGS).map(([key, english]) => [key, recordHeading(language, english)]),
  ) as Record<keyof typeof RECORD_HEADINGS, string>;
}
