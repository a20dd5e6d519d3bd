import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router';
import { isSendFailure } from '../../../contracts/record-email';
import { showClockOrMoment } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { db } from '../../../lib/services';

/**
 * E-mails this device queued that the server could not send later (a record e-mailed at sea):
 * they left the outbox long ago, so the server tells the sender in the inbox, and they show
 * here too until the message is read.
 */
export function SendFailures({ userId }: { userId: number }) {
  const failures = useLiveQuery(
    () =>
      db.messages
        .where('userId')
        .equals(userId)
        .filter((m) => !m.seen && !m.deleted && isSendFailure(m))
        .toArray(),
    [userId],
    [],
  );
  if (failures.length === 0) return null;
  return (
    <section className="card stack" aria-label={t('Sent later, not delivered')}>
      <h2>{t('Sent later, not delivered')}</h2>
      {failures.map((m) => (
        <div key={m.id} style={{ borderTop: '1px solid var(--line)', paddingTop: 12 }}>
          <strong>{t(m.header)}</strong>
          <div className="small" style={{ whiteSpace: 'pre-line' }}>
            {t(m.text)}
          </div>
          <div className="small muted">{showClockOrMoment(m.date)}</div>
        </div>
      ))}
      {/* A button's size, as the page's other actions: a phone's finger, not a line of small text. */}
      <Link to="/inbox" className="btn btn-secondary">
        {t('Open the inbox')}
      </Link>
    </section>
  );
}
