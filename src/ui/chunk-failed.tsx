import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';

/**
 * A part of the app whose code did not arrive (doc 1, section 8's 'Loading chunk {n} failed'),
 * said in the reader's language: what failed, what to do, and a way to try again. The chunk's
 * name is an internal one (an export's name, English): it goes to the console, not the screen.
 */
export function ChunkFailed(props: {
  part: 'page' | 'form';
  onRetry: () => void;
  className?: string;
  /** Other ways on, beside Try again (inside the app: Back and Home). */
  children?: ReactNode;
}) {
  return (
    <div className={props.className ?? 'form-error'} role="alert">
      <p className="no-margin">
        {t('This part of the app could not be loaded.')}{' '}
        {props.part === 'page'
          ? t('This page has not been opened on this device yet; it will open once the shore can be reached.')
          : t(
              'This form has not been opened on this device yet; it will open once the shore can be reached.',
            )}
      </p>
      {props.children ? (
        <div className="row screen-failed-actions">
          {props.children}
          <button type="button" className="btn btn-secondary" onClick={props.onRetry}>
            {t('Try again')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-primary" onClick={props.onRetry}>
          {t('Try again')}
        </button>
      )}
    </div>
  );
}
