import { t } from '../i18n/i18n';
import { brand } from '../lib/brand';

/** Shown while the first route's code loads; on a slow link it says so (after a moment, so a fast start shows no flash of text). */
export function Splash() {
  return (
    <div className="splash">
      <img src={brand.logo} alt={brand.name} />
      <p className="splash-note" role="status">
        {t('Opening')} {brand.name}…
      </p>
    </div>
  );
}
