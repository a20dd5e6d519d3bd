import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { leaveInputOf } from '../../../domain/leave/from-records';
import { editsLeaveProfileOf } from '../../../domain/leave/leave-access';
import { balanceNow } from '../../../domain/leave/leave-figures';
import { formatNumber } from '../../../i18n/format-number';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { NoAccess } from '../../../ui/no-access';
import { BalanceCard } from '../components/balance-card';
import { ChangeState } from '../components/leave-bits';
import { type ProfileEditing, ProfilePopups } from '../components/profile-popups';
import { ProfileReportActions } from '../components/profile-report-actions';
import { AdjustmentList, ProfileFacts, RateHistory, RequestRow } from '../components/profile-sections';
import { typeTitle } from '../components/rate-fields';
import { profileActions } from '../data/profile-actions';
import { useRefusedProfiles, useRefusedRequests } from '../data/refused-requests';
import { crewName, leaveRightsOf, todayIso, useLeaveVessel } from '../data/use-leave';
import '../components/leave.css';
import { LEAVE_TEXT } from '../../../contracts/leave-text';
import { showDate } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';

/**
 * 'leave/profile/{profileId}' (doc 3): a crew member's leave profile from the device, offline
 * too: the balance, the profile and its rates, requests and adjustments, and the actions the
 * reader's rights allow (each queued through its command).
 */
export function LeaveProfilePage() {
  const { me, vessel } = useRouteVessel();
  const { profileId = '' } = useParams();
  const data = useLeaveVessel(vessel?.id);
  const refused = useRefusedRequests();
  const refusedProfile = useRefusedProfiles();
  const [editing, setEditing] = useState<ProfileEditing>(null);
  const navigate = useNavigate();
  if (!me || !vessel) return null;
  if (!data) return <p className="muted">{t('Loading…')}</p>;
  const base = `/fleet/${vessel.codename}/leave`;
  const rights = leaveRightsOf(me, vessel.id, data.settings);
  const profile = data.profiles.find((p) => p.id === profileId);
  const back = rights.full
    ? { to: base, label: t('Leave') }
    : { to: `/fleet/${vessel.codename}`, label: vessel.name };
  if (!profile || (profile.userId !== me.user.id && !rights.full))
    return (
      <NoAccess
        back={back.to}
        backLabel={back.label}
        needs={
          profile
            ? t("A crew member's leave is theirs and the leave approvers'.")
            : t('This leave profile is not on this device.')
        }
      />
    );
  const own = profile.userId === me.user.id;
  const name = crewName(data.crew, profile.crewId);
  const today = todayIso();
  const records = {
    profile,
    types: data.types,
    requests: data.requests,
    adjustments: data.adjustments,
    settings: data.settings,
  };
  const balance = balanceNow(records, today);
  const input = leaveInputOf(profile, data.types, data.requests, data.adjustments, data.settings);
  const requests = data.requests
    .filter((r) => r.profileId === profile.id)
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id.localeCompare(a.id));
  const adjustments = data.adjustments.filter((a) => a.profileId === profile.id);
  // No one changes their own profile or adds leave to it (the server refuses it): another approver does.
  const edits = editsLeaveProfileOf(rights, data.settings.editByApprovalGroup, own);
  // Rollover only while the vessel's setting is on (the server refuses one otherwise).
  const actions = profileActions(rights, data.settings, own);
  const asks = rights.full || (own && rights.requestsOwn);
  const shown = (r: typeof balance.today) => (r.ok ? formatNumber(r.available, 2) : '—');

  return (
    <div className="stack leave-page">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="leave-head">
        <div className="stack-tight">
          <h1>{name}</h1>
          <span className="row wrap small">
            <span className="pill pill-neutral">{typeTitle(profile.type)}</span>
            {profile.endDate ? (
              <span className="pill pill-warn">{t('Ended {date}', { date: showDate(profile.endDate) })}</span>
            ) : null}
            <ChangeState pending={Boolean(profile.pending)} refused={refusedProfile.get(profile.id)} />
          </span>
        </div>
      </div>
      <div className="row wrap leave-actions">
        {asks ? (
          <Link className="btn btn-primary" to={`${base}/leave-form?profile=${profile.id}`}>
            <Icon name="plus" /> {t('New request')}
          </Link>
        ) : null}
        {rights.calculationsHidden ? null : (
          <Link className="btn btn-secondary" to={`${base}/calculations/${profile.id}`}>
            {t('Calculations')}
          </Link>
        )}
        <Link className="btn btn-secondary" to={`${base}/guidelines`}>
          {t('Guidelines')}
        </Link>
        <ProfileReportActions
          me={me}
          vessel={vessel}
          profile={profile}
          name={name}
          data={data}
          editsComments={edits}
          hideCalculations={rights.calculationsHidden}
        />
      </div>
      <div className="leave-grid">
        <BalanceCard
          today={today}
          now={balance.today}
          endOfMonth={balance.endOfMonth}
          initialLeave={profile.initialLeave}
          hideCalculations={rights.calculationsHidden}
        />
        <section className="card stack" aria-label={t('Leave profile')}>
          <h2>{t('Profile')}</h2>
          <ProfileFacts profile={profile} />
          {actions.length > 0 ? (
            <div className="row wrap">
              <Button variant="secondary" onClick={() => setEditing('edit')}>
                {t('Edit profile')}
              </Button>
              <Button variant="secondary" onClick={() => setEditing('change')}>
                {t('Change profile')}
              </Button>
              <Button variant="secondary" onClick={() => setEditing('additional')}>
                {t('Additional leave')}
              </Button>
              {actions.includes('rollover') ? (
                <Button variant="secondary" onClick={() => setEditing('rollover')}>
                  {t('Rollover')}
                </Button>
              ) : null}
              <Button variant="ghost" className="btn-ghost-danger" onClick={() => setEditing('delete')}>
                {t('Delete')}
              </Button>
            </div>
          ) : own && rights.editsProfiles ? (
            <p className="small muted no-margin">{t(LEAVE_TEXT.ownProfile)}</p>
          ) : null}
        </section>
        <section className="card stack" aria-label={t('Leave requests')}>
          <h2>{t('Requests')}</h2>
          {requests.length === 0 ? (
            <p className="muted no-margin">{t('No leave requests yet.')}</p>
          ) : (
            <ul className="request-list">
              {requests.map((r) => (
                <RequestRow
                  key={r.id}
                  request={r}
                  types={data.types}
                  to={`${base}/leave-form/${r.id}`}
                  refused={refused.get(r.id)}
                />
              ))}
            </ul>
          )}
        </section>
        <section className="card stack" aria-label={t('Adjustments')}>
          <h2>{t('Additional leave and rollovers')}</h2>
          <AdjustmentList rows={adjustments} />
        </section>
        <section className="card stack" aria-label={t('Rates')}>
          <h2>{t('Rate history')}</h2>
          <RateHistory profile={profile} />
        </section>
      </div>
      <ProfilePopups
        editing={editing}
        close={() => setEditing(null)}
        profile={profile}
        name={name}
        userId={me.user.id}
        input={input}
        available={{ today: shown(balance.today), endOfMonth: shown(balance.endOfMonth) }}
        onDeleted={() => navigate(`${base}/profile`, { replace: true })}
      />
    </div>
  );
}
