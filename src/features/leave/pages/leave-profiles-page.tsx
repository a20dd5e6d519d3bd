import { Link, Navigate } from 'react-router';
import { LEAVE_TEXT } from '../../../contracts/leave';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { CrewLeaveList } from '../components/crew-leave-list';
import { leaveRightsOf, useLeaveVessel } from '../data/use-leave';
import '../components/leave.css';

/**
 * 'leave/profile' (doc 3): for level 5 and the leave approval group, every active profile
 * (also where a deleted profile leads); for everyone else their own profile, or the notice
 * that it has not been set up yet (answer 212).
 */
export function LeaveProfilesPage() {
  const { me, vessel } = useRouteVessel();
  const data = useLeaveVessel(vessel?.id);
  if (!me || !vessel) return null;
  if (!data) return <p className="muted">Loading…</p>;
  const base = `/fleet/${vessel.codename}/leave`;
  const rights = leaveRightsOf(me, vessel.id, data.settings);
  if (!rights.full) {
    const own = data.profiles.find((p) => p.userId === me.user.id && p.active);
    if (own) return <Navigate to={`${base}/profile/${own.id}`} replace />;
    return (
      <div className="stack narrow-page">
        <BackLink to={`/fleet/${vessel.codename}`}>{vessel.name}</BackLink>
        <section className="card stack" aria-label="Leave profile">
          <h1 className="no-margin">Leave</h1>
          <p className="no-margin" role="status">
            {LEAVE_TEXT.profileNotSetUp}
          </p>
        </section>
      </div>
    );
  }
  return (
    <div className="stack leave-page">
      <BackLink to={base}>Leave</BackLink>
      <div className="leave-head">
        <div>
          <h1>Leave profiles</h1>
          <span className="muted small">{vessel.name}</span>
        </div>
        <Link className="btn btn-secondary" to={base}>
          Pending requests
        </Link>
      </div>
      <section className="card stack" aria-label="Crew">
        <CrewLeaveList
          data={data}
          vesselId={vessel.id}
          base={base}
          userId={me.user.id}
          editsProfiles={rights.editsProfiles}
        />
      </section>
    </div>
  );
}
