import { Navigate, useParams, useSearchParams } from 'react-router';
import { leaveInputOf } from '../../../domain/leave/from-records';
import { endOfMonth } from '../../../domain/leave/leave-figures';
import { leaveMonthlyTable } from '../../../domain/leave/monthly-table';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Checkbox } from '../../../ui/checkbox';
import { NoAccess } from '../../../ui/no-access';
import { Select } from '../../../ui/select';
import { LeaveHead, shortDay } from '../components/leave-bits';
import { MonthTable } from '../components/month-table';
import { typeTitle } from '../components/rate-fields';
import { LEAVE_FIELD_LABEL, LEAVE_FIELDS, useFieldsToShow } from '../data/use-fields-to-show';
import { crewName, leaveRightsOf, todayIso, useLeaveVessel } from '../data/use-leave';
import '../components/leave.css';
import '../components/calculations.css';
import { t } from '../../../i18n/i18n';

/**
 * 'leave/calculations/{profileId}' (doc 3): a profile's months of a year, counted up to the
 * year's end or today, whichever is earlier. Hidden from crew below full access when the
 * vessel hides calculations.
 */
export function CalculationsPage() {
  const { me, vessel } = useRouteVessel();
  const { profileId } = useParams();
  const [params, setParams] = useSearchParams();
  const data = useLeaveVessel(vessel?.id);
  const { fields, toggle } = useFieldsToShow();
  if (!me || !vessel) return null;
  if (!data) return <p className="muted">{t('Loading…')}</p>;
  const base = `/fleet/${vessel.codename}/leave`;
  const rights = leaveRightsOf(me, vessel.id, data.settings);
  if (!profileId) {
    const own = data.profiles.find((p) => p.userId === me.user.id && p.active);
    return (
      <Navigate to={own && !rights.full ? `${base}/calculations/${own.id}` : `${base}/profile`} replace />
    );
  }
  const profile = data.profiles.find((p) => p.id === profileId);
  const back = profile ? `${base}/profile/${profile.id}` : `${base}/profile`;
  if (!profile || (profile.userId !== me.user.id && !rights.full) || rights.calculationsHidden)
    return (
      <NoAccess
        back={back}
        backLabel={t('Leave profile')}
        needs={
          profile
            ? t('The calculations are not shown to crew on this vessel.')
            : t('This leave profile is not on this device.')
        }
      />
    );
  const today = todayIso();
  const thisYear = Number(today.slice(0, 4));
  const firstYear = Math.min(Number(profile.startDate.slice(0, 4)), thisYear);
  const years = Array.from({ length: thisYear - firstYear + 1 }, (_, i) => String(thisYear - i));
  const asked = params.get('year');
  const year = asked && years.includes(asked) ? Number(asked) : thisYear;
  const yearEnd = `${year}-12-31`;
  const asOf = yearEnd < today ? yearEnd : today;
  const table = leaveMonthlyTable(
    leaveInputOf(profile, data.types, data.requests, data.adjustments, data.settings),
    year,
    asOf,
  );

  return (
    <div className="stack leave-page">
      <BackLink to={back}>{t('Leave profile')}</BackLink>
      <LeaveHead
        title={t('Calculations')}
        sub={t('{name} · {kind} · counted to {date}', {
          name: crewName(data.crew, profile.crewId),
          kind: typeTitle(profile.type),
          date: shortDay(asOf),
        })}
      >
        <div className="calc-year">
          <Select
            label={t('Year')}
            value={String(year)}
            onChange={(y) => setParams({ year: y }, { replace: true })}
            choices={years.map((y) => ({ id: y, label: y }))}
          />
        </div>
      </LeaveHead>
      <section className="card calc-fields">
        <fieldset className="plain-fieldset">
          <legend>{t('Leave fields to show')}</legend>
          <div className="calc-field-boxes">
            {LEAVE_FIELDS.map((f) => (
              <Checkbox key={f} checked={fields.includes(f)} onChange={(on) => toggle(f, on)}>
                {t(LEAVE_FIELD_LABEL[f])}
              </Checkbox>
            ))}
          </div>
        </fieldset>
      </section>
      {table.ok ? (
        <MonthTable
          months={table.months}
          fields={fields}
          firstMonth={profile.startDate.slice(0, 7)}
          lastMonth={asOf.slice(0, 7)}
          partial={asOf === endOfMonth(asOf) ? undefined : t('to {date}', { date: shortDay(asOf) })}
        />
      ) : (
        <p className="card form-error">
          {t('The calculations cannot be worked out: {reason}', { reason: t(table.error.message) })}
        </p>
      )}
    </div>
  );
}
