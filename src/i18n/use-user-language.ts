import { useEffect } from 'react';
import { activateLanguage, currentLanguage } from './i18n';
import { chooseLanguage, userLanguage } from './language-choice';

/**
 * Once a user is signed in, the app speaks the language they chose on this device (it becomes
 * the device's last choice, so the next start and the login screen are in it too). A user who
 * never chose keeps what the device shows. A catalogue that fails to load leaves the language.
 */
export function useUserLanguage(userId: number | undefined) {
  useEffect(() => {
    if (userId === undefined) return;
    const code = userLanguage(userId, currentLanguage());
    if (code === currentLanguage()) return;
    void activateLanguage(code)
      .then(() => chooseLanguage(code))
      .catch(() => {});
  }, [userId]);
}
