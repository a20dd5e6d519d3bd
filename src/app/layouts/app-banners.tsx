import { useState } from 'react';
import { Link } from 'react-router';
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
          <span>A new version is available.</span>
          <Button small variant="secondary" onClick={() => void applyUpdate()}>
            Reload
          </Button>
        </div>
      ) : null}
      {needsLogin ? (
        <div className="banner banner-warn" role="alert">
          <span>Your session has ended. Your changes are kept on this device; log in to send them.</span>
          <Link className="btn btn-small btn-secondary" to="/login?again=1">
            Log in
          </Link>
        </div>
      ) : null}
      {pwa.installEvent && !pwa.installed ? (
        <div className="banner banner-info">
          <span>Install {brand.name} to open it from your home screen, even with no connection.</span>
          <Button small variant="secondary" onClick={() => void promptInstall()}>
            Install
          </Button>
        </div>
      ) : null}
      {!pwa.installed && !iosHintClosed && isIosSafari() ? (
        <div className="banner banner-info">
          <span>
            To install: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
          </span>
          <Button
            small
            variant="secondary"
            onClick={() => {
              localStorage.setItem('ios-hint-closed', '1');
              setIosHintClosed(true);
            }}
          >
            Got it
          </Button>
        </div>
      ) : null}
    </>
  );
}
