import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { LEAVE_TEXT } from '../../../contracts/leave-records';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { CrewLeaveList } from '../components/crew-leave-list';
import { ProfileNotSetDialog } from '../components/entry-popups';
import { GroupAdditionalDialog } from '../components/group-additional-dialog';
import { LeaveHead } from '../components/leave-bits';
import { LeaveLinks } from '../components/leave-links';
import { leaveRightsOf, useLeaveVessel } from '../data/use-leave';
import '../components/leave.css';
import { t } from '../../../i18n/i18n';

/**
 * 'leave/profile' (doc 3): for level 5 and the leave approval group, every active profile
 * (also where a deleted profile leads); for everyone else their own profile, or the notice
 * that it has not been set up yet (answer 212: a popup, the same words staying on the page).
 */
export function LeaveProfilesPage() {
  const { me, vessel } = useRouteVessel();
  const data = useLeaveVessel(vessel?.id);
  const [notSetClosed, setNotSetClosed] = useState(false);
  const [groupOpen, setGroupOpen] = useState(false);
  if (!me || !vessel) return null;
  if (!data) return <p className="muted">{t('Loading…')}</p>;
  const base = `/fleet/${vessel.codename}/leave`;
  const rights = leaveRightsOf(me, vessel.id, data.settings);
  if (!rights.full) {
    const own = data.profiles.find((p) => p.userId === me.user.id && p.active);
    if (own) return <Navigate to={`${base}/profile/${own.id}`} replace />;
    return (
      <div className="stack narrow-page">
        <BackLink to={`/fleet/${vessel.codename}`}>{vessel.name}</BackLink>
        <section className="card stack" aria-label={t('Leave profile')}>
          <h1 className="no-margin">{t('Leave')}</h1>
          <p className="no-margin" role="status">
            {LEAVE_TEXT.profileNotSetUp}
          </p>
        </section>
        <LeaveLinks base={base} full={false} />
        {notSetClosed ? null : <ProfileNotSetDialog onClose={() => setNotSetClosed(true)} />}
      </div>
    );
  }
  return (
    <div className="stack leave-page">
      <BackLink to={base}>{t('Leave')}</BackLink>
      <LeaveHead title={t('Leave profiles')} sub={vessel.name}>
        <div className="row wrap leave-actions">
          <Link className="btn btn-secondary" to={base}>
            {t('Pending requests')}
          </Link>
          {rights.editsProfiles && data.profiles.some((p) => p.active) ? (
            <Button variant="secondary" onClick={() => setGroupOpen(true)}>
              {t('Additional leave')}
            </Button>
          ) : null}
        </div>
      </LeaveHead>
      <section className="card stack" aria-label={t('Crew')}>
        <CrewLeaveList
          data={data}
          vesselId={vessel.id}
          base={base}
          userId={me.user.id}
          editsProfiles={rights.editsProfiles}
        />
      </section>
      <LeaveLinks base={base} full={rights.full} />
      {groupOpen ? (
        <GroupAdditionalDialog data={data} userId={me.user.id} onClose={() => setGroupOpen(false)} />
      ) : null}
    </div>
  );
}
