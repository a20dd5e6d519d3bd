import { useLiveQuery } from 'dexie-react-hooks';
import type { StoredSession } from '../../db/app-db';
import { t } from '../../i18n/i18n';
import { msg } from '../../i18n/msg';
import { useLink } from '../../lib/link';
import { db } from '../../lib/services';
import { type FirstSyncProgress, firstSyncProgress } from '../../sync/first-sync-progress';

const PART = {
  1: msg('your records and the last two months'),
  2: msg('the rest of the records'),
} as const;

/** "Getting M/Y Aurora ready… 1 of 2: your records and the last two months (3 parts in)." */
export function firstSyncText(progress: FirstSyncProgress, vesselName: string): string {
  const values = { vessel: vesselName, step: progress.step, of: progress.of, part: t(PART[progress.step]) };
  return progress.pages > 0
    ? t(
        'Getting {vessel} ready… {step} of {of}: {part} ({pages, plural, one {# part} other {# parts}} in).',
        {
          ...values,
          pages: progress.pages,
        },
      )
    : t('Getting {vessel} ready… {step} of {of}: {part}.', values);
}

/**
 * A new device's first sync on a slow link takes a while: the shell says what it is doing, and
 * the screens under it fill in from the device as each part arrives (they read the records live).
 */
export function FirstSyncBanner({ session }: { session: StoredSession }) {
  const progress = useLiveQuery(() => firstSyncProgress(db, session), [session]);
  const link = useLink();
  if (!progress) return null;
  const vessel = session.vessels.find((v) => v.id === progress.vesselId);
  return (
    <div className="banner banner-info first-sync" role="status">
      <span>
        {firstSyncText(progress, vessel?.name ?? t('this device'))}{' '}
        <span className="first-sync-more">
          {/* Away from the shore nothing arrives: say it waits, not that screens are filling in. */}
          {link === 'connected'
            ? t('Screens fill in as the records arrive.')
            : t('Paused until the shore can be reached; it goes on by itself.')}
        </span>
      </span>
    </div>
  );
}
