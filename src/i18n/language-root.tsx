import { type ReactNode, useSyncExternalStore } from 'react';
import { currentLanguage, onLanguageChange } from './i18n';

/**
 * Renders the app again, from the top, in a newly chosen language: texts are looked up while
 * rendering, so the tree under a new key reads them all in the new language.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage);
  return (
    <div key={language} lang={language} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
