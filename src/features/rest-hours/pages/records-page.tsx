import { useQuery } from '@tanstack/react-query';
import { addMonths, parseISO } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router';
import { RECORD_EMAIL_TEXT } from '../../../contracts/record-email';
import type { RestMonth } from '../../../contracts/rest-hours';
import { type RecordUser, recordUsersSchema } from '../../../contracts/rest-hours-answers';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { authedJson } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';
import { keptAnswerAge } from '../../../lib/kept-answer';
import { SAVED_ON_PHONE } from '../../../lib/link';
import { db, net } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { AnswerPending } from '../../../ui/answer-pending';
import { AsOf } from '../../../ui/as-of';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Icon } from '../../../ui/icons';
import { ActionMenu } from '../../../ui/menu';
import { EmailRecordDialog } from '../components/email-record-dialog';
import { RecordsIntegrity } from '../components/records-integrity';
import { recordsListState } from '../components/records-list-state';
import '../components/rest-hours.css';
import { isoMonth, showMonth } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { BackLink } from '../../../ui/back-link';
import { notify } from '../../../ui/toast';
import { useMonths } from '../data/use-hor-data';
import { useVesselDetails } from '../data/vessel-details';

const shift = (month: string, by: number) => isoMonth(addMonths(parseISO(`${month}-01`), by));

/** Records: each crew member's month (or the whole vessel) as PDF or Excel, downloaded or e-mailed. */
export function RecordsPage() {
  const { me, vessel } = useRouteVessel();
  const online = useOnline();
  const level = me?.roles.find((r) => r.vesselId === vessel?.id)?.permissionLevel ?? null;
  const officer = reaches(level, LEVEL.officer);
  const [month, setMonth] = useState(isoMonth(new Date()));
  const [popup, setPopup] = useState<{ title: string; text: string } | null>(null);
  const [mailing, setMailing] = useState<{ what: string; userId: number | null } | null>(null);
  const signatures = useMonths(vessel?.id ?? 0, month);
  const details = useVesselDetails(vessel?.id ?? 0);
  const users = useQuery({
    queryKey: ['records-users', vessel?.id],
    queryFn: () => authedJson(recordUsersSchema, db, net, `/hor/records/users/${vessel!.id}`),
    enabled: Boolean(vessel) && online,
  });
  // Kept on the device: at sea the list shows who has records as last read (the records page's
  // downloads need the server; e-mails are queued).
  const age = keptAnswerAge(users);
  const fail = () => setPopup({ title: t('Error'), text: t('Failed to download a selected file.') });
  if (!vessel) return null;

  // Only those with something recorded in the chosen month; former crew after the others.
  const rows = (users.data ?? []).filter(
    (u) => (officer || u.id === me?.user.id) && u.records.includes(month),
  );
  const list = recordsListState(officer, Boolean(users.data));
  const current = rows.filter((u) => !u.former);
  const former = rows.filter((u) => u.former);
  const row = (u: RecordUser) =>
    actions(
      u.name,
      `/hor/records/download/${vessel.id}/${u.id}/${month}`,
      `hours-of-rest-${u.name.replace(/\s+/g, '-')}-${month}`,
      u.id,
    );
  const actions = (label: string, base: string, file: string, userId: number | null) => (
    <div className="record-row" key={label}>
      <span className="record-name">
        <strong>{label}</strong>
        {userId === null ? null : <SignState month={signatures?.get(userId)} />}
      </span>
      <ActionMenu
        label={t('Export')}
        ariaLabel={t('Export {label}', { label })}
        actions={[
          {
            id: 'pdf',
            label: online ? t('Download PDF') : t('Download PDF (online only)'),
            isDisabled: !online,
            onAction: () => void saveDownload(`${base}?format=pdf`, `${file}.pdf`).catch(fail),
          },
          {
            id: 'xlsx',
            label: online ? t('Download Excel') : t('Download Excel (online only)'),
            isDisabled: !online,
            onAction: () => void saveDownload(`${base}?format=xlsx`, `${file}.xlsx`).catch(fail),
          },
          { id: 'email', label: t('E-mail…'), onAction: () => setMailing({ what: label, userId }) },
        ]}
      />
    </div>
  );
  return (
    <div className="stack">
      <BackLink to={`/fleet/${vessel.codename}/hours-of-rest/calendar`}>{t('Calendar')}</BackLink>
      <div className="row-between" style={{ flexWrap: 'wrap' }}>
        <div>
          <h1>{t('Records')}</h1>
          <span className="muted small">{t('{vessel} · ILO/IMO model format', { vessel: vessel.name })}</span>
        </div>
        <Link
          className="btn btn-ghost btn-small"
          to={`/fleet/${vessel.codename}/hours-of-rest/vessel-details`}
        >
          {t('Vessel details')}
        </Link>
      </div>
      <div className="toolbar">
        <Button
          variant="ghost"
          small
          aria-label={t('Previous month')}
          onClick={() => setMonth(shift(month, -1))}
        >
          <Icon name="back" />
        </Button>
        <strong>{showMonth(month)}</strong>
        <Button variant="ghost" small aria-label={t('Next month')} onClick={() => setMonth(shift(month, 1))}>
          <Icon name="chevron" />
        </Button>
      </div>
      {month === isoMonth(new Date()) ? (
        <p className="small muted" style={{ margin: 0 }}>
          {t('Month in progress: records cover the days up to today.')}
        </p>
      ) : null}
      {details.details && !details.details.imoNumber && !details.details.flagState ? (
        <div className="banner banner-warn" role="note">
          <span>{t("The vessel's IMO number and flag are not set: the records print them blank.")}</span>
          <Link
            style={{ whiteSpace: 'nowrap' }}
            to={`/fleet/${vessel.codename}/hours-of-rest/vessel-details`}
          >
            {t('Add them')}
          </Link>
        </div>
      ) : null}
      <AsOf at={age.readAt} stale={age.stale} />
      {!online ? (
        <p className="muted">
          {t('Downloads are made by the server: connect to download. E-mails are queued.')}
        </p>
      ) : null}
      {users.data ? null : <AnswerPending notYet={t(list.notYet)} error={users.error} paused={!online} />}
      {list.card ? (
        <section className="card stack records">
          {officer
            ? actions(
                t('Whole vessel'),
                `/hor/records/downloadYacht/${vessel.id}/${month}`,
                `hours-of-rest-${vessel.codename}-${month}`,
                null,
              )
            : null}
          {current.map(row)}
          {users.data && current.length === 0 && !officer ? (
            <p className="muted">{t('Nothing recorded in {month}.', { month: showMonth(month) })}</p>
          ) : null}
        </section>
      ) : null}
      {former.length ? (
        <section className="card stack records" aria-label={t('Former crew')}>
          <h2>{t('Former crew')}</h2>
          {former.map(row)}
        </section>
      ) : null}
      {reaches(level, LEVEL.captain) ? <RecordsIntegrity vesselId={vessel.id} online={online} /> : null}
      {mailing && me ? (
        <EmailRecordDialog
          session={me}
          vesselId={vessel.id}
          userId={mailing.userId}
          what={mailing.what}
          month={month}
          online={online}
          onClose={() => setMailing(null)}
          onDone={(outcome) => {
            setMailing(null);
            if (outcome.sent === 'now')
              return setPopup({
                title: RECORD_EMAIL_TEXT.sentTitle,
                text: outcome.message || RECORD_EMAIL_TEXT.sent,
              });
            notify(
              t('E-mail queued'),
              online
                ? t(
                    'The server could not be reached: it is sent when it can be. The Sync page shows it until then.',
                  )
                : SAVED_ON_PHONE,
            );
          }}
          onFailed={(message) => {
            setMailing(null);
            setPopup({ title: RECORD_EMAIL_TEXT.failedTitle, text: message || RECORD_EMAIL_TEXT.failed });
          }}
        />
      ) : null}
      {popup ? (
        <Dialog title={popup.title} onClose={() => setPopup(null)}>
          <p style={{ margin: 0 }}>{popup.text}</p>
          <Button onClick={() => setPopup(null)}>{t('Close')}</Button>
        </Dialog>
      ) : null}
    </div>
  );
}

/** Where a month stands: signed, countersigned, or not yet. */
function SignState({ month }: { month: RestMonth | undefined }) {
  if (month?.counterSignedBy) return <span className="pill pill-ok">{t('Countersigned')}</span>;
  if (month?.signedBy) return <span className="pill pill-warn">{t('Signed · not countersigned')}</span>;
  return <span className="pill pill-neutral">{t('Not signed')}</span>;
}
