import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ClockChangeRecord } from '../../../contracts/clock-changes';
import { LEVEL, levelOn, reaches } from '../../../domain/access/permissions';
import { isoDay, showWeekdayDate } from '../../../domain/dates/format';
import { db, requestSync } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ClockChangeForm } from '../components/clock-change-form';
import { deleteClockChange, recordClockChange, vesselClockChanges } from '../data/clock-change-commands';
import '../components/rest-hours.css';
import { t } from '../../../i18n/i18n';
import { noticeText } from '../components/clock-change-notice';

/**
 * The vessel's clock changes on passage (issue 33): the master records and deletes them (offline
 * too: queued like every write); everyone who reaches the page sees the list. Each day editor
 * shows the change on its date.
 */
export function ClockChangesPage() {
  const { me, vessel } = useRouteVessel();
  const vesselId = vessel?.id ?? 0;
  const changes = useLiveQuery(() => vesselClockChanges(db, vesselId), [vesselId], []);
  const [deleting, setDeleting] = useState<ClockChangeRecord | null>(null);
  if (!me || !vessel) return null;
  const master = reaches(levelOn(me.roles, vesselId), LEVEL.captain);
  const base = `/fleet/${vessel.codename}/hours-of-rest`;
  const who = () => ({
    db,
    userId: me.user.id,
    name: `${me.user.firstName} ${me.user.lastName}`,
    now: Date.now(),
  });
  const confirmDelete = async () => {
    if (!deleting) return;
    await deleteClockChange(who(), deleting);
    setDeleting(null);
    requestSync();
  };

  return (
    <div className="stack form-narrow">
      <BackLink to={`${base}/calendar`}>{t('Calendar')}</BackLink>
      <div>
        <h1>{t('Clock changes')}</h1>
        <span className="muted small">{t('{vessel} · Hours of rest', { vessel: vessel.name })}</span>
      </div>
      {master ? (
        <ClockChangeForm
          vesselId={vesselId}
          today={isoDay(new Date())}
          hasChangeOn={(date) => changes.some((c) => c.date === date)}
          onRecord={async (change) => {
            await recordClockChange(who(), { yachtId: vesselId, ...change });
            requestSync();
          }}
        />
      ) : null}
      <section className="card stack">
        <h2>{t('Recorded')}</h2>
        {changes.length === 0 ? (
          <p className="muted no-margin">{t('No clock changes recorded for this vessel.')}</p>
        ) : (
          <ul className="clock-list" aria-label={t('Recorded clock changes')}>
            {changes.map((c) => (
              <li key={c.date}>
                <div>
                  <Link to={`${base}/day/me?date=${c.date}`}>
                    <strong>{showWeekdayDate(c.date)}</strong>
                  </Link>
                  <span>{noticeText(c)}</span>
                  <span className="small muted">
                    {c.pending
                      ? t('Saved on this device · waiting to sync')
                      : t('Recorded by {name}', { name: c.recordedByName ?? '—' })}
                  </span>
                </div>
                {master ? (
                  <Button variant="ghost" small onClick={() => setDeleting(c)}>
                    {t('Delete')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {deleting ? (
        <ConfirmDialog
          title={t('Delete clock change')}
          confirmLabel={t('Delete')}
          danger
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          {t("Delete the clock change on {date}? It is removed from everyone's day editor.", {
            date: showWeekdayDate(deleting.date),
          })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
