import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/i18n';
import { brand } from '../../lib/brand';
import { Button } from '../../ui/button';
import { applyUpdate, isIosSafari, promptInstall, usePwa } from '../pwa';

/** One-line notices across the top: new version, session expired, install. */
export function AppBanners({ needsLogin }: { needsLogin: boolean }) {
  const pwa = usePwa();
  const [iosHintClosed, setIosHintClosed] = useState(() => localStorage.getItem('ios-hint-closed') === '1');
  return (
    <>
      {pwa.updateReady ? (
        <div className="banner banner-info" role="status">
          <span>{t('A new version is available.')}</span>
          <Button small variant="secondary" onClick={() => void applyUpdate()}>
            {t('Reload')}
          </Button>
        </div>
      ) : null}
      {needsLogin ? (
        <div className="banner banner-warn" role="alert">
          <span>
            {t('Your session has ended. Your changes are kept on this device; log in to send them.')}
          </span>
          <Link className="btn btn-small btn-secondary" to="/login?again=1">
            {t('Log in')}
          </Link>
        </div>
      ) : null}
      {pwa.installEvent && !pwa.installed ? (
        <div className="banner banner-info">
          <span>
            {t('Install')} {brand.name} {t('to open it from your home screen, even with no connection.')}
          </span>
          <Button small variant="secondary" onClick={() => void promptInstall()}>
            {t('Install')}
          </Button>
        </div>
      ) : null}
      {!pwa.installed && !iosHintClosed && isIosSafari() ? (
        <div className="banner banner-info">
          <span>
            {t('To install: tap')} <strong>{t('Share')}</strong>
            {t(', then')} <strong>{t('Add to Home Screen')}</strong>.
          </span>
          <Button
            small
            variant="secondary"
            onClick={() => {
              localStorage.setItem('ios-hint-closed', '1');
              setIosHintClosed(true);
            }}
          >
            {t('Got it')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
