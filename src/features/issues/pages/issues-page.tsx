import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type CrewIssues, NO_OPEN_ISSUES, noIssuesNamed } from '../../../contracts/issues';
import { LEVEL, levelOn, reaches } from '../../../domain/access/permissions';
import { isoDay } from '../../../domain/dates/format';
import { withDeviceDocuments } from '../../../domain/issues/device-issues';
import { noteSubject } from '../../../domain/issues/issue-notes';
import { crewNamed, issueKey } from '../../../domain/issues/issue-text';
import { reportsModulePrompt } from '../../../lib/brand';
import { useOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { AnswerPending } from '../../../ui/answer-pending';
import { AsOf } from '../../../ui/as-of';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { ModuleNeededDialog } from '../../../ui/module-needed-dialog';
import { TextField } from '../../../ui/text-field';
import { notify } from '../../../ui/toast';
import { IssueItem } from '../components/issue-item';
import { NotifyDialog } from '../components/notify-dialog';
import { VesselCertIssues } from '../components/vessel-cert-issues';
import { downloadIssues, useDeviceCertIssues, useDeviceDocumentIssues, useIssues } from '../data/issues-api';
import { useIssueNotes } from '../data/use-issue-notes';
import '../components/issues.css';
import { t } from '../../../i18n/i18n';

/** The kinds the home's tile 'Expiring or expired' counts ('issues?show=expiring' lists only these). */
const EXPIRY_KINDS: ReadonlySet<string> = new Set([
  'documentExpired',
  'documentExpiring',
  'certificateExpired',
  'certificateExpiring',
]);
const onlyExpiry = (crew: CrewIssues[]) =>
  crew
    .map((c) => ({ ...c, issues: c.issues.filter((i) => EXPIRY_KINDS.has(i.kind)) }))
    .filter((c) => c.issues.length > 0);

/** The issues a crew member settles themselves (a countersignature is the officers' to give). */
const theirs = (c: CrewIssues) => c.issues.filter((i) => i.kind !== 'countersign');

/**
 * '/fleet/{codename}/issues' (doc 2, Issues): what each crew member still has to do, each title
 * a link to where it is done. Crew see their own; from level 4 everyone's, with Notify for a crew
 * member who has something to do, and Export (reports module). Offline: the last known list, saying from when.
 */
export function IssuesPage() {
  const { me, vessel } = useRouteVessel();
  const issues = useIssues(vessel?.id);
  const online = useOnline();
  const [search, setSearch] = useState('');
  const [notifying, setNotifying] = useState<CrewIssues | null>(null);
  const [askModule, setAskModule] = useState(false);
  const today = isoDay(new Date());
  const [params] = useSearchParams();
  const expiryOnly = params.get('show') === 'expiring';
  const admin = Boolean(me && vessel && reaches(levelOn(me.roles, vessel.id), LEVEL.officer));
  const onDevice = useDeviceDocumentIssues(vessel?.id, {
    userId: me?.user.id ?? 0,
    admin,
    crewModule: Boolean(vessel?.modules.includes('crew')),
  });
  const certsOnDevice = useDeviceCertIssues(vessel, Boolean(vessel?.modules.includes('certs')));
  const notes = useIssueNotes(vessel?.id);
  if (!me || !vessel) return null;
  const author = {
    id: me.user.id,
    name: `${me.user.firstName} ${me.user.lastName}`.trim(),
    level: levelOn(me.roles, vessel.id),
  };
  // Document issues come from the device's records as soon as it has them, offline too.
  const listed = onDevice === undefined ? undefined : withDeviceDocuments(issues.data?.crew, onDevice);
  const crew = expiryOnly ? onlyExpiry(listed ?? []) : (listed ?? []);
  const shown = crewNamed(crew, search);
  // The vessel's certificate issues: the device's own reading once it keeps the certificates.
  const vesselIssues = (certsOnDevice ?? issues.data?.vessel ?? []).filter(
    (i) => !expiryOnly || EXPIRY_KINDS.has(i.kind),
  );
  const exportIssues = () => {
    if (!vessel.modules.includes('reports')) return setAskModule(true);
    downloadIssues(vessel.id, vessel.codename).catch((e: Error) => notify(t('Export failed'), e.message));
  };

  return (
    <div className="stack">
      <BackLink to={`/fleet/${vessel.codename}/welcome`}>{vessel.name}</BackLink>
      <div className="row-between page-head">
        <div>
          <h1>{expiryOnly ? t('Expiring or expired') : t('Issues')}</h1>
          <span className="muted small">
            {expiryOnly
              ? admin
                ? t('Vessel certificates and crew documents')
                : t('Your documents')
              : admin
                ? t('Months to sign off or countersign, documents expiring or missing')
                : t('What you still have to do')}
          </span>
        </div>
        {admin ? (
          <Button
            variant="secondary"
            onClick={exportIssues}
            disabled={!online || crew.length + vesselIssues.length === 0}
          >
            {t('Export')}
          </Button>
        ) : null}
      </div>
      <AsOf
        at={issues.readAt}
        stale={issues.stale}
        // Export and Notify are the shore's: greyed out without a link, the line says why.
        note={admin && !online ? t('Export and Notify need a link to shore.') : undefined}
      />
      {!issues.data ? (
        <AnswerPending
          notYet={t('This device has not read the issues yet; they will show once the shore can be reached.')}
          error={issues.error}
          paused={issues.paused}
        />
      ) : null}
      <VesselCertIssues issues={vesselIssues} />
      {issues.data && listed && crew.length === 0 && vesselIssues.length === 0 ? (
        <p className="card issues-empty">
          <Icon name="check" />
          {expiryOnly ? t('Nothing is expiring or expired.') : NO_OPEN_ISSUES}
        </p>
      ) : null}
      {crew.length > 0 ? (
        <>
          {admin ? (
            <div className="issues-search">
              <TextField
                label={t('Search by name')}
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('Crew member')}
              />
            </div>
          ) : null}
          {shown.length === 0 ? <p className="muted">{noIssuesNamed(search.trim())}</p> : null}
          <ul className="issues-list">
            {shown.map((c) => (
              <li key={c.userId} className="card stack issues-crew">
                <div className="row-between">
                  <div>
                    <h2>
                      {c.firstName} {c.lastName}
                    </h2>
                    {c.positionName ? <span className="muted small">{c.positionName}</span> : null}
                  </div>
                  {admin && c.userId !== me.user.id && theirs(c).length > 0 ? (
                    <Button
                      variant="ghost"
                      onClick={() => setNotifying({ ...c, issues: theirs(c) })}
                      disabled={!online}
                    >
                      {t('Notify')}
                    </Button>
                  ) : null}
                </div>
                <ul className="issues-items">
                  {c.issues.map((i) => (
                    <IssueItem
                      key={issueKey(i)}
                      codename={vessel.codename}
                      vesselId={vessel.id}
                      userId={c.userId}
                      issue={i}
                      today={today}
                      notes={notes?.get(`${c.userId}|${noteSubject(i)}`) ?? []}
                      me={author}
                    />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {expiryOnly ? (
        <Link to={`/fleet/${vessel.codename}/issues`} className="btn btn-secondary issues-all">
          {t('All issues')}
        </Link>
      ) : null}
      {notifying ? (
        <NotifyDialog
          vesselId={vessel.id}
          crew={notifying}
          onClose={() => setNotifying(null)}
          onSent={(message) => {
            setNotifying(null);
            notify(message);
          }}
        />
      ) : null}
      {askModule ? (
        <ModuleNeededDialog {...reportsModulePrompt(vessel.codename)} onClose={() => setAskModule(false)} />
      ) : null}
    </div>
  );
}
