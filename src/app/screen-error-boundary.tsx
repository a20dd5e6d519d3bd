import { Component, type ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { ChunkLoadError } from '../lib/lazy-screen';

interface State {
  failed: unknown;
}

/**
 * A screen whose code did not arrive (doc 1, section 8: 'Loading chunk {n} failed' after 120 s)
 * shows that, with a way to try again, instead of a splash that never ends. Other errors are
 * not this boundary's to hide.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: error };
  }

  override render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (!(failed instanceof ChunkLoadError)) throw failed;
    return (
      <div className="splash-failed" role="alert">
        <p>{failed.message}</p>
        {/* Screens used rarely (admin, settings) come on first use: say why this one is missing. */}
        <p>
          {t('This page has not been opened on this device yet; it will open once the shore can be reached.')}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('Try again')}
        </button>
      </div>
    );
  }
}
