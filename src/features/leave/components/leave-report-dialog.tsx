import { type FormEvent, useMemo, useState } from 'react';
import {
  LEAVE_REPORT_TEXT,
  LEAVE_REPORT_TITLES,
  LEAVE_REPORTS,
  type LeaveReportKind,
  leaveReportEmailSchema,
  type ReportFormat,
} from '../../../contracts/leave-reports';
import { MSG } from '../../../contracts/messages';
import { ApiError } from '../../../lib/api-client';
import { reportsModulePrompt } from '../../../lib/brand';
import { SAVED_ON_PHONE } from '../../../lib/link';
import { useOnline } from '../../../lib/use-online';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { ModuleNeededDialog } from '../../../ui/module-needed-dialog';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { notify } from '../../../ui/toast';
import { downloadLeaveReport, exportBlocked, queueLeaveReportEmail } from '../data/leave-report-api';
import { crewName, leaveRightsOf, todayIso, useLeaveVessel } from '../data/use-leave';
import { ReportPeople } from './report-people';
import './leave-reports.css';
import { t } from '../../../i18n/i18n';

export interface LeaveReportDialogProps {
  yachtId: number;
  isOpen: boolean;
  onClose: () => void;
  profileIds?: string[];
  from?: string;
  to?: string;
  report?: 'history' | 'summary' | 'flights';
}

const FORMATS = [
  { id: 'pdf', label: t('PDF') },
  { id: 'xlsx', label: t('Spreadsheet (xlsx)') },
];
const OFFLINE_DOWNLOAD = t(
  'Downloads need a connection. Choose E-mail to have the report sent when the shore can be reached.',
);

/**
 * The leave reports (doc 3, deliverable 6): the report, the period (this year unless given), the
 * people (those passed in, else everyone the reader may see), the format, then Download (online)
 * or E-mail (queued, offline too). Without the reports module the module prompt shows instead
 * (doc 3, section 6).
 */
export function LeaveReportDialog(props: LeaveReportDialogProps) {
  if (!props.isOpen) return null;
  return <ReportDialogBody {...props} />;
}

function ReportDialogBody(props: LeaveReportDialogProps) {
  const session = useSession();
  const me = session && session !== 'loading' ? session : null;
  const data = useLeaveVessel(props.yachtId);
  const vessel = me?.vessels.find((v) => v.id === props.yachtId);
  if (!me || !vessel || !data) return null;
  if (!vessel.modules.includes('reports'))
    return <ModuleNeededDialog {...reportsModulePrompt(vessel.codename)} onClose={props.onClose} />;
  const rights = leaveRightsOf(me, vessel.id, data.settings);
  const blocked = exportBlocked(me, vessel.id, data.crew, todayIso());
  // By surname, as the table and the PDF list them; those who have left after the crew on board.
  const surnameFirst = (crewId: number) => {
    const c = data.crew.find((x) => x.id === crewId);
    return c ? `${c.lastName} ${c.firstName}` : crewName(data.crew, crewId);
  };
  const visible = data.profiles
    .filter((p) => rights.full || p.userId === me.user.id)
    .map((p) => ({
      id: p.id,
      name: crewName(data.crew, p.crewId),
      active: p.active,
      key: surnameFirst(p.crewId),
    }))
    .sort(
      (a, b) =>
        Number(b.active) - Number(a.active) ||
        a.key.localeCompare(b.key, undefined, { sensitivity: 'base' }) ||
        a.id.localeCompare(b.id),
    )
    .map(({ key: _, ...p }) => p);
  return (
    <ReportForm
      {...props}
      codename={vessel.codename}
      email={me.user.email}
      userId={me.user.id}
      people={visible}
      full={rights.full}
      summaryHidden={rights.calculationsHidden}
      blocked={blocked}
    />
  );
}

type Person = { id: string; name: string; active: boolean };

function ReportForm(
  props: LeaveReportDialogProps & {
    codename: string;
    email: string;
    userId: number;
    people: Person[];
    full: boolean;
    summaryHidden: boolean;
    blocked: boolean;
  },
) {
  const online = useOnline();
  const year = todayIso().slice(0, 4);
  const offered = LEAVE_REPORTS.filter((r) => r !== 'summary' || !props.summaryHidden);
  const [report, setReport] = useState<LeaveReportKind>(
    props.report && offered.includes(props.report) ? props.report : 'history',
  );
  const [from, setFrom] = useState(props.from ?? `${year}-01-01`);
  const [to, setTo] = useState(props.to ?? `${year}-12-31`);
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const [initial] = useState(() => {
    const known = new Set(props.people.map((p) => p.id));
    const given = props.profileIds?.filter((id) => known.has(id));
    if (given?.length) return new Set(given);
    const active = props.people.filter((p) => p.active);
    return new Set((active.length ? active : props.people).map((p) => p.id));
  });
  const [chosen, setChosen] = useState<Set<string>>(initial);
  // Those the popup was opened for come first, so the list shows whose report it is.
  const people = useMemo(
    () => [...props.people].sort((a, b) => Number(initial.has(b.id)) - Number(initial.has(a.id))),
    [props.people, initial],
  );
  const [send, setSend] = useState<'download' | 'email'>('download');
  const [recipients, setRecipients] = useState(props.email);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  if (props.blocked)
    return (
      <Dialog title={t('Leave reports')} onClose={props.onClose}>
        <p className="no-margin">{LEAVE_REPORT_TEXT.formerCrew}</p>
        <div className="dialog-actions">
          <Button onClick={props.onClose}>{t('Close')}</Button>
        </div>
      </Dialog>
    );

  const profileIds = people.filter((p) => chosen.has(p.id)).map((p) => p.id);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const list = recipients.split(/[\s,;]+/).filter(Boolean);
    const ask = { yachtId: props.yachtId, report, format, profileIds, from, to };
    // The e-mail's schema holds every rule of the download too (people, dates, ten years).
    const parsed = leaveReportEmailSchema.safeParse({
      ...ask,
      recipients: send === 'email' ? list : [props.email],
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
      if (profileIds.length === 0) found.profileIds = t('Choose at least one person.');
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      if (send === 'email') {
        await queueLeaveReportEmail(props.userId, { ...ask, recipients: list });
        notify(
          t('E-mail queued'),
          online ? t('The server sends it now. The Sync page shows it until it has gone.') : SAVED_ON_PHONE,
        );
      } else {
        const one = profileIds.length === 1 ? people.find((p) => p.id === profileIds[0]) : undefined;
        await downloadLeaveReport(ask, one?.name ?? props.codename);
        notify(
          t('Report downloaded'),
          `${LEAVE_REPORT_TITLES[report]}, ${format === 'pdf' ? 'PDF' : 'spreadsheet'}`,
        );
      }
      props.onClose();
    } catch (err) {
      setErrors({ form: err instanceof ApiError ? err.message : MSG.status0 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('Leave reports')} onClose={props.onClose}>
      <form className="stack report-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormError message={errors.form} />
        {/* At the top: offline, it says why Download waits and what to do instead, before the fields. */}
        {send === 'download' && !online ? (
          <p className="banner banner-warn no-margin" role="status">
            {OFFLINE_DOWNLOAD}
          </p>
        ) : null}
        <Select
          label={t('Report')}
          value={report}
          onChange={(id) => setReport(id as LeaveReportKind)}
          choices={offered.map((r) => ({ id: r, label: LEAVE_REPORT_TITLES[r] }))}
        />
        <div className="report-period">
          <DateField label={t('From')} value={from} onChange={setFrom} error={errors.from} />
          <DateField label={t('To')} value={to} onChange={setTo} error={errors.to} />
        </div>
        <ReportPeople
          people={people}
          chosen={chosen}
          onChange={setChosen}
          full={props.full}
          error={errors.profileIds}
        />
        <Select
          label={t('Format')}
          value={format}
          onChange={(id) => setFormat(id as ReportFormat)}
          choices={FORMATS}
        />
        {send === 'email' ? (
          <>
            <TextField
              label={t('E-mail to')}
              type="text"
              inputMode="email"
              autoComplete="email"
              value={recipients}
              onChange={(e) => setRecipients(e.target.value)}
              error={errors.recipients}
              // The field the E-mail button asked for.
              autoFocus
            />
            <span className="small muted">
              {t('Separate several addresses with commas.')}
              {online ? '' : ` ${t('The e-mail will be sent when the shore can be reached.')}`}
            </span>
          </>
        ) : null}
        {/* Keyed: a button must not turn into Send in the middle of its own click. */}
        {send === 'email' ? (
          <div className="dialog-actions" key="email">
            <Button variant="ghost" type="button" onClick={() => setSend('download')}>
              {t('Back')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('Queuing…') : t('Send e-mail')}
            </Button>
          </div>
        ) : (
          <div className="dialog-actions" key="download">
            <DialogCancel>{t('Cancel')}</DialogCancel>
            {/* Offline, E-mail is the way to have the report: it is the main button then. */}
            {online ? (
              <>
                <Button variant="secondary" type="button" onClick={() => setSend('email')}>
                  {t('E-mail…')}
                </Button>
                <Button type="submit" disabled={busy}>
                  {busy ? t('Downloading…') : t('Download')}
                </Button>
              </>
            ) : (
              <>
                <Button variant="secondary" type="submit" disabled>
                  {t('Download')}
                </Button>
                <Button type="button" onClick={() => setSend('email')}>
                  {t('E-mail…')}
                </Button>
              </>
            )}
          </div>
        )}
      </form>
    </Dialog>
  );
}
