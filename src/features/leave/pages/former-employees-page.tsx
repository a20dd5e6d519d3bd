import { Link } from 'react-router';
import { formatNumber } from '../../../i18n/format-number';
import { useRouteVessel } from '../../../lib/use-session';
import { AnswerPending } from '../../../ui/answer-pending';
import { AsOf } from '../../../ui/as-of';
import { BackLink } from '../../../ui/back-link';
import { NoAccess } from '../../../ui/no-access';
import { dateSpan, shortDay } from '../components/leave-bits';
import { typeTitle } from '../components/rate-fields';
import { useFormerEmployees } from '../data/leave-former';
import { leaveRightsOf, useLeaveVessel } from '../data/use-leave';
import '../components/leave.css';
import '../components/leave-more.css';
import { t } from '../../../i18n/i18n';

/**
 * 'leave/x-employees' (doc 3: former employees), for level 5 and the leave approval group: the
 * leave profiles of crew who left, with their dates and the balance they left with, each
 * opening a read-only view. Read from the server; offline, the list last read, if any.
 */
export function FormerEmployeesPage() {
  const { me, vessel } = useRouteVessel();
  const data = useLeaveVessel(vessel?.id);
  const full = Boolean(me && vessel && data && leaveRightsOf(me, vessel.id, data.settings).full);
  const former = useFormerEmployees(vessel?.id ?? 0, full);
  if (!me || !vessel) return null;
  if (!data) return <p className="muted">{t('Loading…')}</p>;
  const base = `/fleet/${vessel.codename}/leave`;
  if (!full)
    return (
      <NoAccess
        back={`${base}/profile`}
        backLabel={t('Leave')}
        needs={t('Former employees’ leave is for access level 5 and the leave approval group.')}
      />
    );
  const list = former.data;
  return (
    <div className="stack leave-page leave-narrow">
      <BackLink to={base}>{t('Leave')}</BackLink>
      <div>
        <h1>{t('Former employees')}</h1>
        <span className="muted small">{vessel.name}</span>
      </div>
      <AsOf at={former.readAt} stale={former.stale} />
      {list ? null : (
        <AnswerPending
          notYet={t(
            'This device has not read the former employees yet; they will show once the shore can be reached.',
          )}
          error={former.error}
          paused={former.paused}
        />
      )}
      {list ? (
        <section className="card stack" aria-label={t('Former employees')}>
          {list.length === 0 ? (
            <p className="muted no-margin">{t('No one with a leave profile has left this vessel.')}</p>
          ) : (
            <ul className="people-list" aria-label={t('Leave profiles of former employees')}>
              {list.map((f) => (
                <li key={f.profile.id}>
                  <Link to={`${base}/x-employees/${f.profile.id}`} className="person-row">
                    <span className="former-text">
                      <strong>{f.name}</strong>
                      <span className="small muted">
                        {typeTitle(f.profile.type)} ·{' '}
                        {f.profile.endDate
                          ? dateSpan(f.profile.startDate, f.profile.endDate)
                          : t('from {date}', { date: shortDay(f.profile.startDate) })}
                      </span>
                      {f.leftOn ? (
                        <span className="small muted">{t('Left {date}', { date: shortDay(f.leftOn) })}</span>
                      ) : null}
                    </span>
                    <span className="person-figure">
                      <strong>{f.available === null ? '—' : formatNumber(f.available, 2)}</strong>
                      <span className="small muted">{t('days at the end')}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
