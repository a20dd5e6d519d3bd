import { useState } from 'react';
import {
  activateLanguage,
  currentLanguage,
  isLanguage,
  LANGUAGES,
  type LanguageCode,
  t,
} from '../../../i18n/i18n';
import { browserLanguage, chooseLanguage, chosenLanguage } from '../../../i18n/language-choice';
import { Select } from '../../../ui/select';

/** The choice that follows the browser: kept as no choice, so a new browser language applies. */
const BROWSER = 'browser';

/** Switches to `code`; if it cannot come (offline, never loaded here), names the language waiting. */
function activate(code: LanguageCode, setWaiting: (name: string | null) => void) {
  return activateLanguage(code).then(
    () => setWaiting(null),
    () => setWaiting(LANGUAGES.find((l) => l.code === code)?.name ?? code),
  );
}

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
  // A language never loaded on this device cannot come without the shore: the app stays in the
  // one it shows and says so (it did nothing, unsaid, before). The choice is kept, and the app
  // opens in it with the shore in reach (a failed import is not tried again until the page reloads).
  const [waiting, setWaiting] = useState<string | null>(null);
  const choose = (id: string) => {
    const code = isLanguage(id) ? id : null;
    setChoice(id);
    chooseLanguage(code, userId);
    setWaiting(null);
    if ((code ?? browserLanguage()) !== currentLanguage())
      void activate(code ?? browserLanguage(), setWaiting);
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
      {waiting ? (
        <p className="muted" role="status">
          {t(
            '{language} is not on this device yet: the app opens in it next time, once the shore can be reached.',
            {
              language: waiting,
            },
          )}
        </p>
      ) : null}
    </section>
  );
}
