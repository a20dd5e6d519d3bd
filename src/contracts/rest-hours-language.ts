import { z } from 'zod';
import { idSchema } from './common';

/**
 * The vessel's working language (STCW A-VIII/1: records in the working language or languages
 * of the ship and in English), set by the master (level 6+). The records PDF/xlsx print their
 * headings in it beside the English; English alone prints them once.
 */
export const WORKING_LANGUAGES = ['en', 'es'] as const;
export type WorkingLanguage = (typeof WORKING_LANGUAGES)[number];
export const workingLanguageSchema = z.enum(WORKING_LANGUAGES);

/** GET and POST /hor/language/{yachtId}. */
export const workingLanguageSettingSchema = z.object({ language: workingLanguageSchema });
export type WorkingLanguageSetting = z.infer<typeof workingLanguageSettingSchema>;

/** The outbox operation that saves it. */
export const workingLanguageSaveSchema = z.object({ yachtId: idSchema, language: workingLanguageSchema });

export const isWorkingLanguage = (code: string): code is WorkingLanguage =>
  (WORKING_LANGUAGES as readonly string[]).includes(code);
