import { MSG } from '../contracts/messages';
import { t } from '../i18n/i18n';
import { ApiError } from '../lib/api-client';
import { useLink } from '../lib/link';
import { NoLinkLead } from './no-link-lead';

/**
 * What a page shows while it has no answer from the server yet: the error, or offline or no link
 * to shore (the read waits for one, and nothing was kept from an earlier visit), or loading.
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
  // The header already says the shore cannot be reached: a read still under way (it may hang for
  // minutes on a dead satellite link) is waiting for it too, not 'Loading…'.
  const away = useLink() !== 'connected';
  if (error)
    return (
      <p className="banner banner-warn no-margin" role="alert">
        {error instanceof ApiError ? error.message : MSG.status0}
      </p>
    );
  if (paused || away)
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
