import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../i18n/i18n';
import { useLink } from '../../lib/link';
import type { LinkState } from '../../sync/link-state';
import { ChunkFailed } from '../../ui/chunk-failed';

/** The shore reached again after it could not be. */
export const reconnected = (before: LinkState, now: LinkState) =>
  before !== 'connected' && now === 'connected';

/**
 * While the link looks up, when the page is tried again: an outage shorter than the header's
 * probe (no other call failed) leaves it 'Synced', so no reconnection ever comes and the page
 * stayed failed (review s59). One small request each time, not a loop: a page missing for
 * another reason asks once every 20 s while this panel shows.
 */
export const RETRY_WHILE_UP_MS = 20_000;
export const retryAfter = (link: LinkState) => (link === 'connected' ? RETRY_WHILE_UP_MS : null);

/** Whether this tab has an earlier page of the app's to go back to (React Router's own index). */
const inAppHistory = () =>
  typeof window !== 'undefined' && ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * A page whose code never reached the device (opened for the first time at sea), said inside the
 * shell: the header and the navigation stay, and Back and Home lead out. An installed app has no
 * browser Back button, so without them the user was stuck (field test s58, item 8).
 */
export function ScreenFailed({ home, onRetry }: { home: string; onRetry: () => void }) {
  const navigate = useNavigate();
  // 'It will open once the shore can be reached': it does, when the link comes back, without a tap.
  // Once, on the change only: a page whose code is missing for another reason does not loop.
  const now = useLink();
  const before = useRef(now);
  useEffect(() => {
    if (reconnected(before.current, now)) onRetry();
    before.current = now;
  }, [now, onRetry]);
  useEffect(() => {
    const ms = retryAfter(now);
    if (ms === null) return;
    const timer = setTimeout(onRetry, ms);
    return () => clearTimeout(timer);
  }, [now, onRetry]);
  return (
    <ChunkFailed part="page" className="screen-failed" onRetry={() => window.location.reload()}>
      {inAppHistory() ? (
        <button type="button" className="btn btn-primary" onClick={() => void navigate(-1)}>
          {t('Back')}
        </button>
      ) : null}
      <Link to={home} className={inAppHistory() ? 'btn btn-secondary' : 'btn btn-primary'}>
        {t('Home')}
      </Link>
    </ChunkFailed>
  );
}
