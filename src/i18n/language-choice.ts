import { isLanguage, type LanguageCode } from './i18n';

/** The device keeps each user's chosen language; before anyone signs in, the last one chosen. */
const KEY = 'seaworthy.language';

/** The browser's first language the app has, else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): LanguageCode {
  for (const tag of languages) {
    const code = tag.toLowerCase().split('-')[0];
    if (isLanguage(code)) return code;
  }
  return 'en';
}

export function chosenLanguage(storage: Pick<Storage, 'getItem'> = localStorage): LanguageCode | null {
  const code = storage.getItem(KEY);
  return isLanguage(code) ? code : null;
}

export function chooseLanguage(
  code: LanguageCode | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
) {
  if (code) storage.setItem(KEY, code);
  else storage.removeItem(KEY);
}

/** The language to start in: the one chosen on This device, else the browser's. */
export const startingLanguage = (): LanguageCode => chosenLanguage() ?? browserLanguage();
