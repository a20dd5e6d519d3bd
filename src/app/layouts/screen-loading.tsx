import { useEffect } from 'react';
import { t } from '../../i18n/i18n';

/**
 * Where a screen goes while its code comes over the link: the shell (bar, tabs, first-sync note)
 * is already there, and this says what is under way (after a moment: a fast start shows no
 * flash of text). Never a bare screen on a slow link.
 */
export function ScreenLoading() {
  return (
    <p className="screen-loading" role="status">
      {t('Getting this screen over the link…')}
    </p>
  );
}

/** Beside the screen in its Suspense boundary: says when the screen's code has arrived and shows. */
export function ScreenShown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}
