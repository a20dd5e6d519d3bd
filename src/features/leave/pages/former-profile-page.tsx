import { useParams } from 'react-router';
import type { LeaveRequestRecord, LeaveType } from '../../../contracts/leave-records';
import { leaveBalance } from '../../../domain/leave/balance';
import { leaveInputOf } from '../../../domain/leave/from-records';
import { rangesOfDays } from '../../../domain/leave/request-days';
import { formatNumber } from '../../../i18n/format-number';
import { useRouteVessel } from '../../../lib/use-session';
import { AnswerPending } from '../../../ui/answer-pending';
import { BackLink } from '../../../ui/back-link';
import { NoAccess } from '../../../ui/no-access';
import { dateSpan, daysOfType, StatusPill, shortDay, TypeDot, typeOf } from '../components/leave-bits';
import { typeName } from '../components/leave-calendar-look';
import { AdjustmentList, ProfileFacts, RateHistory } from '../components/profile-sections';
import { typeTitle } from '../components/rate-fields';
import { useFormerEmployees } from '../data/leave-former';
import { crewName, leaveRightsOf, todayIso, useLeaveVessel } from '../data/use-leave';
import '../components/leave.css';
import '../components/leave-more.css';
import { t } from '../../../i18n/i18n';

/** Requests as they stood, without the form behind them: nothing of a former profile changes. */
function RequestsAsTheyStood(props: { requests: LeaveRequestRecord[]; types: readonly LeaveType[] }) {
  if (props.requests.length === 0)
    return <p className="muted no-margin">{t('No leave requests of this profile are on this device.')}</p>;
  return (
    <ul className="request-list" aria-label={t('Leave requests')}>
      {props.requests.map((r) => {
        const main = rangesOfDays(r.days).mainTypeId;
        const type = main === null ? undefined : typeOf(props.types, main);
        return (
          <li key={r.id} className="request-row">
            <TypeDot color={type?.color} />
            <span className="request-text">
              <span className="request-dates">{dateSpan(r.startDate, r.endDate)}</span>
              <span className="small muted">{daysOfType(r.days.length, type && typeName(type))}</span>
            </span>
            <span className="request-pills">
              <StatusPill status={r.status} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'leave/x-employees/{profileId}': a former employee's leave profile, read-only (no edits, and
 * no Export: doc 3, former crew). The profile and the balance they left with come from the
 * former-employees answer; requests and adjustments from this device, as far as it holds them.
 */
export function FormerProfilePage() {
  const { me, vessel } = useRouteVessel();
  const { profileId = '' } = useParams();
  const data = useLeaveVessel(vessel?.id);
  const full = Boolean(me && vessel && data && leaveRightsOf(me, vessel.id, data.settings).full);
  const former = useFormerEmployees(vessel?.id ?? 0, full);
  if (!me || !vessel) return null;
  if (!data) return <p className="muted">{t('Loading…')}</p>;
  const base = `/fleet/${vessel.codename}/leave`;
  const back = { to: `${base}/x-employees`, label: t('Former employees') };
  if (!full)
    return (
      <NoAccess
        back={`${base}/profile`}
        backLabel={t('Leave')}
        needs={t('Former employees’ leave is for access level 5 and the leave approval group.')}
      />
    );
  const entry = former.data?.find((f) => f.profile.id === profileId);
  const profile = entry?.profile ?? data.profiles.find((p) => p.id === profileId && !p.active);
  if (!profile)
    return (
      <div className="stack leave-page leave-narrow">
        <BackLink to={back.to}>{back.label}</BackLink>
        {former.data ? (
          <p className="muted no-margin">{t('This leave profile is not among the former employees.')}</p>
        ) : (
          <AnswerPending
            notYet={t(
              'This device has not read the former employees yet; they will show once the shore can be reached.',
            )}
            error={former.error}
            paused={former.paused}
          />
        )}
      </div>
    );
  const today = todayIso();
  const at = profile.endDate && profile.endDate < today ? profile.endDate : today;
  const figures = leaveBalance(
    leaveInputOf(profile, data.types, data.requests, data.adjustments, data.settings),
    at,
  );
  const available = entry?.available ?? (figures.ok ? figures.available : null);
  const requests = data.requests
    .filter((r) => r.profileId === profile.id)
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  const sums: [string, number][] = figures.ok
    ? [
        [t('Initial leave'), profile.initialLeave],
        [t('Accrued'), figures.accrued],
        [t('Additional'), figures.additional],
        [t('Taken'), figures.taken],
        [t('Forfeited'), figures.forfeited],
      ]
    : [];

  return (
    <div className="stack leave-page">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="leave-head">
        <div className="stack-tight">
          <h1>{entry?.name ?? crewName(data.crew, profile.crewId)}</h1>
          <span className="row wrap small">
            <span className="pill pill-neutral">{t('Former employee')}</span>
            <span className="pill pill-neutral">{typeTitle(profile.type)}</span>
            {entry?.leftOn ? (
              <span className="pill pill-warn">{t('Left {date}', { date: shortDay(entry.leftOn) })}</span>
            ) : null}
          </span>
        </div>
      </div>
      <p className="small muted no-margin">
        {t('Read only: the leave of crew who have left is kept as it stood.')}
      </p>
      <div className="leave-grid">
        <section className="card stack" aria-label={t('Final balance')}>
          <h2>{t('Final balance')}</h2>
          <div className="total">
            <span className="small muted">{t('Available on {date}', { date: shortDay(at) })}</span>
            <strong>{available === null ? '—' : formatNumber(available, 2)}</strong>
            <span className="small muted">{t('days')}</span>
          </div>
          {sums.length ? (
            <dl className="leave-sums">
              {sums.map(([label, n]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{formatNumber(n, 2)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
        <section className="card stack" aria-label={t('Leave profile')}>
          <h2>{t('Profile')}</h2>
          <ProfileFacts profile={profile} />
        </section>
        <section className="card stack" aria-label={t('Leave requests')}>
          <h2>{t('Requests')}</h2>
          <RequestsAsTheyStood requests={requests} types={data.types} />
        </section>
        <section className="card stack" aria-label={t('Adjustments')}>
          <h2>{t('Additional leave and rollovers')}</h2>
          <AdjustmentList rows={data.adjustments.filter((a) => a.profileId === profile.id)} />
        </section>
        <section className="card stack" aria-label={t('Rates')}>
          <h2>{t('Rate history')}</h2>
          <RateHistory profile={profile} />
        </section>
      </div>
    </div>
  );
}
