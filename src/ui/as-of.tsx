import type { ReactNode } from 'react';
import { showClockOrMoment } from '../domain/dates/format';
import { t } from '../i18n/i18n';
import { useLink } from '../lib/link';
import { useLastSyncAt } from '../lib/use-session';
import { asOfMoment } from '../sync/as-of-moment';
import { Icon } from './icons';

/**
 * The one line a screen built from a kept server answer shows when that answer may be old: with
 * no link (no network, or no shore), or when the last refresh failed. It says why and from when,
 * the same way on every screen; `note` adds what the missing link means there.
 */
export function AsOf({ at, stale = false, note }: { at: number; stale?: boolean; note?: ReactNode }) {
  const link = useLink();
  const lastSyncAt = useLastSyncAt();
  if (!at || (!stale && link === 'connected')) return null;
  // "as of 14:02" (or "01 Dec 26, 14:02") in the chip's style; the chip's very time when the answer
  // came with its sync, else the answer's own, older time, said to be when it was read: "as of
  // 05:24, before the last sync" beside "Synced 05:27" read as two truths (field test).
  const moment = asOfMoment(at, lastSyncAt);
  // Away from the shore the header chip already says so: the line says only from when. Connected,
  // a failed refresh is news the chip does not carry.
  const lead =
    link === 'connected'
      ? t('Not refreshed · as of')
      : moment.beforeLastSync
        ? t('Last read from the shore at')
        : t('As of');
  return (
    <p className="as-of no-margin" role="status">
      <Icon name="clock" />
      <span>
        {lead} <time dateTime={new Date(moment.at).toISOString()}>{showClockOrMoment(moment.at)}</time>
        {note ? <> · {note}</> : null}
      </span>
    </p>
  );
}
