import { MSG } from '../contracts/messages';
import { t } from '../i18n/i18n';
import { ApiError } from '../lib/api-client';
import { NoLinkLead } from './no-link-lead';

/**
 * What a page shows while it has no answer from the server yet: the error, or offline (the
 * read waits for a connection, and nothing was kept from an earlier visit), or loading.
 */
export function AnswerPending({
  notYet,
  error,
  paused,
}: {
  /** After the lead ('There is no link to shore.'): what the device has not read yet, whole. */
  notYet: string;
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
        <NoLinkLead /> {notYet}
      </p>
    );
  return (
    <p className="muted no-margin" role="status">
      {t('Loading…')}
    </p>
  );
}
