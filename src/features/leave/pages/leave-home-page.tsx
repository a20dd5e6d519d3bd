import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { decides } from '../../../domain/leave/leave-access';
import { isSecondEntry, setupGaps } from '../../../domain/leave/setup-gaps';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { CrewLeaveList } from '../components/crew-leave-list';
import { SecondEntryDialog, secondEntryDismissed } from '../components/entry-popups';
import { FirstEntryDialog } from '../components/first-entry-dialog';
import { GroupAdditionalDialog } from '../components/group-additional-dialog';
import { LeaveHead } from '../components/leave-bits';
import { LeaveLinks } from '../components/leave-links';
import { LeaveTypesDialog } from '../components/leave-types-dialog';
import { RequestRow } from '../components/profile-sections';
import { ToDecideList } from '../components/to-decide-list';
import { leavePeople } from '../data/leave-people';
import { useRefusedRequests } from '../data/refused-requests';
import { crewName, leaveRightsOf, todayIso, useLeaveVessel } from '../data/use-leave';
import '../components/leave.css';
import { t } from '../../../i18n/i18n';

/**
 * 'leave' (doc 3: the leave entry), for level 5 and the leave approval group: the requests
 * waiting for a decision first, then the crew with their balances (and 'Set up' for those
 * without a profile). Everything is read from the device, offline too. Others go to their
 * own profile.
 */
export function LeaveHomePage() {
  const { me, vessel } = useRouteVessel();
  const data = useLeaveVessel(vessel?.id);
  const refused = useRefusedRequests();
  const [firstEntryClosed, setFirstEntryClosed] = useState(false);
  const [typesOpen, setTypesOpen] = useState(false);
  const [secondEntryClosed, setSecondEntryClosed] = useState(false);
  const [groupOpen, setGroupOpen] = useState(false);
  const [params] = useSearchParams();
  if (!me || !vessel) return null;
  if (!data) return <p className="muted">{t('Loading…')}</p>;
  const base = `/fleet/${vessel.codename}/leave`;
  const rights = leaveRightsOf(me, vessel.id, data.settings);
  if (!rights.full) return <Navigate to={`${base}/profile`} replace />;
  const profileOf = (id: string) => data.profiles.find((p) => p.id === id);
  const pending = data.requests
    .filter((r) => r.status === 'Pending' && profileOf(r.profileId))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  if (params.get('show') === 'to-decide') {
    // The home's tile 'Leave requests to decide' opens this: exactly what it counted.
    const toDecide = pending.filter((r) => decides(rights, r.userId === me.user.id, r.status, 'APPROVE'));
    return (
      <div className="stack leave-page leave-narrow">
        <BackLink to={`/fleet/${vessel.codename}/welcome`}>{vessel.name}</BackLink>
        <div>
          <h1>{t('Leave requests to decide')}</h1>
          <span className="muted small">{vessel.name}</span>
        </div>
        <ToDecideList data={data} requests={toDecide} userId={me.user.id} base={base} />
        <Link to={base} className="btn btn-secondary to-decide-all">
          {t('All leave')}
        </Link>
      </div>
    );
  }
  const firstEntry = rights.manages && data.settingsKnown && !data.settings.visited && !firstEntryClosed;
  const people = leavePeople(data.crew, data.profiles, todayIso());
  // Answer 211, as the server gives it; not straight after the first entry's popup (210).
  const secondEntry =
    rights.manages &&
    data.settingsKnown &&
    data.settings.visited &&
    !firstEntryClosed &&
    !secondEntryClosed &&
    isSecondEntry({ activeProfiles: people.profiles.length }) &&
    !secondEntryDismissed(vessel.id);

  return (
    <div className="stack leave-page">
      <BackLink to={`/fleet/${vessel.codename}`}>{vessel.name}</BackLink>
      <LeaveHead title={t('Leave')} sub={vessel.name}>
        <div className="row wrap leave-actions">
          <Link className="btn btn-primary" to={`${base}/leave-form`}>
            <Icon name="plus" /> {t('New request')}
          </Link>
          <Link className="btn btn-secondary" to={`${base}/leave-table`}>
            <Icon name="calendar" /> {t('Leave table')}
          </Link>
          {rights.manages ? (
            <>
              <Link className="btn btn-secondary" to={`${base}/settings`}>
                {t('Settings')}
              </Link>
              <Button variant="secondary" onClick={() => setTypesOpen(true)}>
                {t('Leave types')}
              </Button>
            </>
          ) : null}
          {rights.editsProfiles && people.profiles.length ? (
            <Button variant="secondary" onClick={() => setGroupOpen(true)}>
              {t('Additional leave')}
            </Button>
          ) : null}
        </div>
      </LeaveHead>
      <section className="card stack" aria-label={t('Pending requests')}>
        <h2>
          {t('Pending requests')}{' '}
          {pending.length ? <span className="badge leave-count">{pending.length}</span> : null}
        </h2>
        {pending.length === 0 ? (
          <p className="muted no-margin">{t('No leave requests are waiting for a decision.')}</p>
        ) : (
          <ul className="request-list">
            {pending.map((r) => (
              <RequestRow
                key={r.id}
                request={r}
                types={data.types}
                to={`${base}/leave-form/${r.id}`}
                refused={refused.get(r.id)}
                name={crewName(data.crew, profileOf(r.profileId)!.crewId)}
              />
            ))}
          </ul>
        )}
      </section>
      <section className="card stack" aria-label={t('Crew')}>
        <h2>{t('Crew')}</h2>
        <CrewLeaveList
          data={data}
          vesselId={vessel.id}
          base={base}
          userId={me.user.id}
          editsProfiles={rights.editsProfiles}
        />
      </section>
      <LeaveLinks base={base} full={rights.full} />
      {firstEntry ? (
        <FirstEntryDialog
          vesselId={vessel.id}
          settingsPath={`${base}/settings`}
          onClose={() => setFirstEntryClosed(true)}
        />
      ) : null}
      {secondEntry ? (
        <SecondEntryDialog
          vesselId={vessel.id}
          base={base}
          withoutProfile={people.withoutProfile.length}
          gaps={setupGaps({
            activeProfiles: people.profiles.length,
            crewWithoutProfile: people.withoutProfile.length,
            approvalGroup: data.settings.approvalGroup.length,
            reducingTypes: data.types.filter((t) => t.effect === 1).length,
          })}
          onClose={() => setSecondEntryClosed(true)}
        />
      ) : null}
      {groupOpen ? (
        <GroupAdditionalDialog data={data} userId={me.user.id} onClose={() => setGroupOpen(false)} />
      ) : null}
      {typesOpen ? (
        <LeaveTypesDialog vesselId={vessel.id} types={data.types} onClose={() => setTypesOpen(false)} />
      ) : null}
    </div>
  );
}
