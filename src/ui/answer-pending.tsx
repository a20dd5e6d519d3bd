import { MSG } from '../contracts/messages';
import { t } from '../i18n/i18n';
import { ApiError } from '../lib/api-client';
import { NoLinkLead } from './no-link-lead';

/**
 * What a page shows while it has no answer from the server yet: the error, or offline (the
 * read waits for a connection, and nothing was kept from an earlier visit), or loading.
 */
export function AnswerPending({
  what,
  error,
  paused,
}: {
  /** Plural, as the page names it: 'Users', 'The issues'. */
  what: string;
  error: unknown;
  paused: boolean;
}) {
  if (error)
    return (
      <p className="banner banner-warn no-margin" role="alert">
        {error instanceof ApiError ? error.message : MSG.status0}
      </p>
    );
  if (paused)
    return (
      <p className="banner banner-info no-margin" role="status">
        <NoLinkLead /> {t('This device has not read them yet;')} {what}{' '}
        {t('will show once the shore can be reached.')}
      </p>
    );
  return (
    <p className="muted no-margin" role="status">
      {t('Loading…')}
    </p>
  );
}
