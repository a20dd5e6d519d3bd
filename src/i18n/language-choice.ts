import { isLanguage, type LanguageCode } from './i18n';

/**
 * The device keeps each user's chosen language (under their id) and the last one chosen on it,
 * which is the language of the login screen: before anyone signs in, the device's last choice.
 */
const KEY = 'seaworthy.language';
const keyOf = (userId?: number) => (userId === undefined ? KEY : `${KEY}.${userId}`);

/** The browser's first language the app has, else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): LanguageCode {
  for (const tag of languages) {
    const code = tag.toLowerCase().split('-')[0];
    if (isLanguage(code)) return code;
  }
  return 'en';
}

/** The user's choice (or, without a user, the device's last choice); null: the browser's. */
export function chosenLanguage(
  userId?: number,
  storage: Pick<Storage, 'getItem'> = localStorage,
): LanguageCode | null {
  const code = storage.getItem(keyOf(userId));
  return isLanguage(code) ? code : null;
}

/** Keeps a choice for the user and as the device's last; null goes back to the browser's language. */
export function chooseLanguage(
  code: LanguageCode | null,
  userId?: number,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
) {
  for (const key of new Set([keyOf(userId), KEY])) {
    if (code) storage.setItem(key, code);
    else storage.removeItem(key);
  }
}

/** The language to start in: the one last chosen on This device, else the browser's. */
export const startingLanguage = (
  storage: Pick<Storage, 'getItem'> = localStorage,
  languages?: readonly string[],
): LanguageCode => chosenLanguage(undefined, storage) ?? browserLanguage(languages);

/**
 * The language a signed-in user sees: theirs if they chose one on some visit to this device,
 * else what the device shows now (its last choice, or the browser's).
 */
export const userLanguage = (
  userId: number,
  now: LanguageCode,
  storage: Pick<Storage, 'getItem'> = localStorage,
) => chosenLanguage(userId, storage) ?? now;
