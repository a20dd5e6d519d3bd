import { useState } from 'react';
import { activateLanguage, currentLanguage, isLanguage, LANGUAGES, t } from '../../../i18n/i18n';
import { browserLanguage, chooseLanguage, chosenLanguage } from '../../../i18n/language-choice';
import { Select } from '../../../ui/select';

/** The choice that follows the browser: kept as no choice, so a new browser language applies. */
const BROWSER = 'browser';

/**
 * The app's language on this device, for the signed-in user (issue 33, part 4): the browser's
 * by default, or one the user picks. The app renders again in it at once.
 */
export function LanguageCard({ userId }: { userId: number | undefined }) {
  const [choice, setChoice] = useState<string>(() => chosenLanguage(userId) ?? BROWSER);
  const browser = LANGUAGES.find((l) => l.code === browserLanguage())?.name ?? 'English';
  const choices = [
    { id: BROWSER, label: t("Browser's language ({language})", { language: browser }) },
    ...LANGUAGES.map((l) => ({ id: l.code, label: l.name })),
  ];
  const choose = (id: string) => {
    const code = isLanguage(id) ? id : null;
    setChoice(id);
    chooseLanguage(code, userId);
    // Offline, a language never loaded here cannot come: the app stays in the one it shows.
    if ((code ?? browserLanguage()) !== currentLanguage())
      void activateLanguage(code ?? browserLanguage()).catch(() => {});
  };
  return (
    <section className="card stack" aria-label={t('Language')}>
      <h2>{t('Language')}</h2>
      <Select
        label={t('Language of the app on this device')}
        value={choice}
        onChange={choose}
        choices={choices}
      />
    </section>
  );
}
