import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OutboxEntry } from '../../../db/app-db';
import { showClockOrMoment } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { useLink } from '../../../lib/link';
import { db, requestSync } from '../../../lib/services';
import { useSession, useSyncStatus } from '../../../lib/use-session';
import { useSyncRegistry } from '../../../lib/use-sync-registry';
import { discardChange, refusalReason, retryChange } from '../../../sync/conflicts';
import { opOf, readable } from '../../../sync/device-kit';
import { ownChanges, ownUploads } from '../../../sync/own-changes';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { VirtualList } from '../../../ui/virtual-list';
import { ConflictReview } from '../components/conflict-review';
import { FileStorageCard, size } from '../components/file-storage-card';
import { LanguageCard } from '../components/language-card';
import { SendFailures } from '../components/send-failures';
import './sync-page.css';

const ERROR_TEXT: Record<string, string> = {
  'server-error': msg('The server had a problem. Changes are kept and will be retried.'),
  'needs-login': msg('Your session has ended: log in again to send your changes.'),
};

/** The link in the user's words: what it is, and what it means for their changes. */
const LINK_TEXT = {
  connected: { pill: msg('Connected'), tone: 'pill-ok', note: null },
  'no-shore': {
    pill: msg("Can't reach shore"),
    tone: 'pill-warn',
    note: msg(
      'This device has a network, but the shore does not answer (the satellite link may be down). Changes are kept on this device and sent by themselves when the shore can be reached.',
    ),
  },
  'no-network': {
    pill: msg('Offline'),
    tone: 'pill-warn',
    note: msg(
      'This device has no network. Changes are kept on this device and sent by themselves when the shore can be reached.',
    ),
  },
} as const;

/**
 * The shore answers but refuses this device's session (a password changed ashore, a login ended
 * while the ship was out of reach): "Connected" in green and Sync now would promise a send that
 * cannot happen until the user logs in again.
 */
const SESSION_ENDED = {
  pill: msg('Session ended'),
  tone: 'pill-warn',
  note: msg('Your session has ended: log in again to send your changes.'),
} as const;

/**
 * The vessel a waiting change is for, named only to a user of two vessels or more: "Hours of rest
 * Thu 03 Dec" alone does not say which of a seafarer's two ships it was logged on.
 */
function vesselOf(session: ReturnType<typeof useSession>, e: OutboxEntry): string | null {
  if (!session || session === 'loading' || session.vessels.length < 2) return null;
  const body = e.body as { yachtId?: unknown; vesselId?: unknown };
  const id = typeof body.yachtId === 'number' ? body.yachtId : body.vesselId;
  return session.vessels.find((v) => v.id === id)?.name ?? null;
}

/** Sync status: connection, pending changes, last sync, and anything that needs a decision. */
export function SyncPage() {
  const linkState = useLink();
  const session = useSession();
  const needsLogin = linkState === 'connected' && !!session && session !== 'loading' && session.needsLogin;
  const link = needsLogin ? SESSION_ENDED : LINK_TEXT[linkState];
  const status = useSyncStatus();
  const entries = useLiveQuery(() => db.outbox.orderBy('id').toArray(), [], [] as OutboxEntry[]);
  const registry = useSyncRegistry();
  const describeEntry = (e: OutboxEntry) => {
    if (!registry) return '';
    // A body an older app queued, which this one cannot read, is named by its operation.
    const what = readable(() => opOf(registry, e).describe(e.body, t)) ?? e.op;
    const vessel = vesselOf(session, e);
    return vessel ? t('{change} · {vessel}', { change: what, vessel }) : what;
  };
  const [reviewing, setReviewing] = useState<OutboxEntry | null>(null);
  const [busy, setBusy] = useState(false);
  // The user's own changes only: another user's wait on this phone for their next login.
  const me = session && session !== 'loading' ? session.user.id : null;
  const { attention, waiting, sealed, othersUnsealed } = ownChanges(entries, me);
  const files = useLiveQuery(() => db.files.where('state').anyOf('queued', 'uploading').toArray(), [], []);
  const uploads = ownUploads(files, me);

  const syncNow = () => {
    setBusy(true);
    requestSync();
    setTimeout(() => setBusy(false), 800);
  };

  return (
    <div className="stack">
      <h1>{t('Sync')}</h1>
      <section className="card stack" aria-label={t('Sync status')}>
        {/* Wraps rather than squeeze Sync now onto two lines (Spanish at 390 px). */}
        <div className="row-between wrap">
          {/* The same sign as the header chip's: a cloud struck through, or a mast with no signal. */}
          <span
            className={`pill ${link.tone}${linkState === 'connected' ? '' : ' link-pill'}`}
            data-testid="link-state"
          >
            {linkState === 'connected' ? null : (
              <Icon name={linkState === 'no-network' ? 'cloudOff' : 'tower'} />
            )}
            {t(link.pill)}
          </span>
          {needsLogin ? (
            <Link className="btn btn-secondary" to="/login?again=1">
              {t('Log in')}
            </Link>
          ) : (
            // With a network but no shore, Sync now is the user's way to try again at once.
            <Button variant="secondary" onClick={syncNow} disabled={linkState === 'no-network' || busy}>
              {t('Sync now')}
            </Button>
          )}
        </div>
        <div className="totals">
          <div className="total">
            <span className="small muted">{t('Waiting')}</span>
            <strong data-testid="pending-count">{status.pending}</strong>
          </div>
          <div className="total">
            <span className="small muted">{t('Last sync')}</span>
            {/* The clock time, as the header chip and every "as of" say it ('last sync 14:02'). */}
            <strong data-testid="last-sync">
              {status.lastSyncAt ? showClockOrMoment(status.lastSyncAt) : t('Never')}
            </strong>
          </div>
        </div>
        {sealed ? (
          <p className="small muted no-margin">
            {t(
              '{count, plural, one {One change} other {# changes}} by someone who logged out of this device {count, plural, one {waits} other {wait}}, sealed, until they log in again.',
              { count: sealed },
            )}
          </p>
        ) : null}
        {/* A sync that got no answer is the link's news (an earlier one is history once connected). */}
        {link.note ? (
          <p className="small muted no-margin" role="status">
            {t(link.note)}
          </p>
        ) : status.lastError && ERROR_TEXT[status.lastError] ? (
          <p className="small muted" style={{ margin: 0 }}>
            {t(ERROR_TEXT[status.lastError] ?? '')}
          </p>
        ) : null}
      </section>

      {attention.length > 0 ? (
        <section className="card stack" aria-label={t('Needs attention')}>
          <h2>{t('Needs attention')}</h2>
          {attention.map((e) => (
            // On a phone the buttons go under the reason, which keeps the card's width to be read.
            <div
              key={e.id}
              className="row-between wrap"
              style={{ borderTop: '1px solid var(--line)', paddingTop: 12 }}
            >
              <div style={{ flex: '1 1 16rem' }}>
                <strong>{describeEntry(e)}</strong>
                <div className="small muted">{refusalReason(e, t)}</div>
              </div>
              {e.status === 'conflict' ? (
                <Button onClick={() => setReviewing(e)}>{t('Review')}</Button>
              ) : (
                <div className="row">
                  <Button
                    variant="secondary"
                    onClick={() => void retryChange(db, e, Date.now()).then(requestSync)}
                  >
                    {t('Retry')}
                  </Button>
                  <Button variant="danger" onClick={() => registry && void discardChange(db, registry, e)}>
                    {t('Discard')}
                  </Button>
                </div>
              )}
            </div>
          ))}
        </section>
      ) : null}

      {session && session !== 'loading' ? <SendFailures userId={session.user.id} /> : null}

      <section className="card stack" aria-label={t('Waiting to send')}>
        <h2>{t('Waiting to send')}</h2>
        {waiting.length === 0 && uploads.length === 0 ? (
          <p className="muted small" style={{ margin: 0 }}>
            {attention.length > 0
              ? t('Nothing else is waiting. The changes above wait for your decision.')
              : sealed || othersUnsealed
                ? // Someone else's changes are still on the device, waiting for their login.
                  t('All your changes have reached the server.')
                : t('Everything on this device has reached the server.')}
          </p>
        ) : null}
        {uploads.map((f) => (
          <div key={f.id} className="row-between small">
            <span>
              {f.name} <span className="muted">({size(f.size)})</span>
            </span>
            <span className="muted queue-state">
              {f.offset > 0
                ? t('{percent} % sent', { percent: Math.floor((f.offset / f.size) * 100) })
                : t('file queued')}
            </span>
          </div>
        ))}
        {waiting.length ? (
          <VirtualList
            label={t('Changes waiting to send')}
            items={waiting}
            rowHeight={22}
            keyOf={(e) => e.id}
            render={(e) => (
              <div className="row-between small">
                <span>{describeEntry(e)}</span>
                <span className="muted queue-state">
                  {e.attempts > 0 ? t('tried {count}×', { count: e.attempts }) : t('queued')}
                </span>
              </div>
            )}
          />
        ) : null}
      </section>
      <FileStorageCard />
      <LanguageCard userId={session && session !== 'loading' ? session.user.id : undefined} />
      {reviewing ? <ConflictReview entry={reviewing} onClose={() => setReviewing(null)} /> : null}
    </div>
  );
}
