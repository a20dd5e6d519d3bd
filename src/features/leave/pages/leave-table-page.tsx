import { useMemo, useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import {
  monthOfDate,
  periodBounds,
  periodOfRoute,
  routeOfPeriod,
} from '../../../domain/leave/calendar-period';
import { emptyStatusCount, leaveCalendar } from '../../../domain/leave/leave-calendar';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { LeaveHead } from '../components/leave-bits';
import { LeaveCalendarFields } from '../components/leave-calendar-fields';
import { LeaveCalendarGrid } from '../components/leave-calendar-grid';
import { LeaveCalendarLegend } from '../components/leave-calendar-legend';
import { dayHeads, monthMarks } from '../components/leave-calendar-look';
import type { GridModel } from '../components/leave-calendar-model';
import { LeaveCalendarSearch } from '../components/leave-calendar-search';
import { LeaveCalendarStatus } from '../components/leave-calendar-status';
import { LeaveCalendarToolbar, periodTitle } from '../components/leave-calendar-toolbar';
import { LeaveReportDialog } from '../components/leave-report-dialog';
import { figuresByPerson, leaveTablePeople } from '../data/leave-table-people';
import { formStandingOf, requestableProfiles } from '../data/request-buttons';
import { TABLE_FIELDS, useFieldsToShow } from '../data/use-fields-to-show';
import { leaveRightsOf, todayIso, useLeaveVessel } from '../data/use-leave';
import { usePositions } from '../data/use-positions';
import '../components/leave.css';
import '../components/leave-calendar-controls.css';
import { t } from '../../../i18n/i18n';

/** Longer than this many days, the table draws bars over a strip instead of days to tap. */
const DAYS_TO_TAP = 62;
const TABLE = '/leave-table';

/**
 * 'leave/leave-table/{year?}/{month?}/{periodId?}' (doc 3), also under 'full/leave': the crew's
 * leave by day for a year, a month or a period, with the crew on board, the status block, the
 * figures chosen, the employee search and the REPORT popup. For level 5 and the leave approval
 * group; read from the device, so it works offline and follows every sync.
 */
export function LeaveTablePage() {
  const { me, vessel } = useRouteVessel();
  const params = useParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const tableHere = pathname;
  const data = useLeaveVessel(vessel?.id);
  const positions = usePositions(vessel?.id);
  const { fields, toggle } = useFieldsToShow(TABLE_FIELDS);
  const [reportOpen, setReportOpen] = useState(false);
  const today = todayIso();
  const period = periodOfRoute(params);
  const { from, to } = period ? periodBounds(period) : { from: today, to: today };
  const tableBase = pathname.slice(0, pathname.indexOf(TABLE) + TABLE.length);
  const leaveBase = tableBase.slice(0, -TABLE.length);
  const people = useMemo(
    () => (data ? leaveTablePeople(data.crew, data.profiles, positions) : []),
    [data, positions],
  );
  const calendar = useMemo(
    () =>
      leaveCalendar({ people, requests: data?.requests ?? [], types: data?.types ?? [], from, to, today }),
    [people, data, from, to, today],
  );
  const figures = useMemo(
    () => (data && fields.length ? figuresByPerson(people, data, from, to) : new Map()),
    [people, data, from, to, fields.length],
  );
  const who = search.get('who');
  const rights = me && vessel && data ? leaveRightsOf(me, vessel.id, data.settings) : null;
  // Free days open a new request only for the active profiles the reader may ask for: their own,
  // another's only when they may change others' requests (requestableProfiles).
  const active = useMemo(() => {
    if (!me || !vessel || !data) return new Set<string>();
    const standing = formStandingOf(leaveRightsOf(me, vessel.id, data.settings), data.settings);
    return new Set(
      requestableProfiles(standing, data.profiles, me.user.id)
        .filter((p) => p.active)
        .map((p) => p.id),
    );
  }, [me, vessel, data]);
  const model = useMemo<GridModel>(
    () => ({
      calendar,
      rows: who ? calendar.rows.filter((r) => r.key === who) : calendar.rows,
      people: new Map(people.map((p) => [p.key, p])),
      types: new Map((data?.types ?? []).map((t) => [t.id, t])),
      fields,
      figures,
      heads: dayHeads(calendar.dates),
      months: monthMarks(calendar.dates),
      today,
      todayAt: calendar.dates.includes(today) ? calendar.dates.indexOf(today) : null,
      overview: calendar.dates.length > DAYS_TO_TAP,
      // The request form offers active profiles only: an ended one's free days open nothing.
      mayRequest: (profileId) => (rights?.full ?? false) && active.has(profileId),
      paths: {
        // 'back' brings the form's Back link to this table, at this period, not the leave home.
        request: (id) => `${leaveBase}/leave-form/${id}?back=${encodeURIComponent(tableHere)}`,
        newRequest: (profileId, date) =>
          `${leaveBase}/leave-form?profile=${profileId}&date=${date}&back=${encodeURIComponent(tableHere)}`,
        profile: (profileId) => `${leaveBase}/profile/${profileId}`,
        month: (date) => `${tableBase}/${routeOfPeriod(monthOfDate(date))}`,
      },
    }),
    [
      calendar,
      who,
      people,
      data,
      fields,
      figures,
      today,
      rights?.full,
      active,
      leaveBase,
      tableBase,
      tableHere,
    ],
  );
  if (!me || !vessel) return null;
  if (!rights) return <p className="muted">{t('Loading…')}</p>;
  if (!rights.full) return <Navigate to={`${leaveBase}/profile`} replace />;
  if (!period) return <Navigate to={`${tableBase}/${routeOfPeriod(monthOfDate(today))}`} replace />;
  const picked = people.find((p) => p.key === who);
  // The status block follows the search: the picked person's requests only.
  const pickedRow = who ? calendar.rows.find((r) => r.key === who) : undefined;
  const pick = (key: string | null) =>
    setSearch(
      (s) => {
        if (key) s.set('who', key);
        else s.delete('who');
        return s;
      },
      { replace: true },
    );

  return (
    <div className="stack leave-page cal-page">
      <BackLink to={leaveBase}>{t('Leave')}</BackLink>
      <LeaveHead title={t('Leave table')} sub={vessel.name}>
        <Button onClick={() => setReportOpen(true)}>{t('REPORT')}</Button>
      </LeaveHead>
      <section className="card cal-controls" aria-label={t('Period')}>
        <LeaveCalendarToolbar period={period} base={tableBase} today={today} search={search.toString()} />
        <div className="cal-search-row">
          <LeaveCalendarSearch
            people={calendar.rows.map((r) => model.people.get(r.key)!)}
            selected={who}
            onSelect={pick}
          />
          <LeaveCalendarFields fields={fields} toggle={toggle} />
        </div>
      </section>
      <LeaveCalendarStatus
        counts={who ? (pickedRow?.statusCount ?? emptyStatusCount()) : calendar.statusCount}
        who={picked?.name ?? null}
      />
      <LeaveCalendarGrid
        model={model}
        label={t('Leave table, {period}', { period: periodTitle(period) })}
        placeKey={pathname}
      />
      <LeaveCalendarLegend vesselId={vessel.id} types={data?.types ?? []} manages={rights.manages} />
      <LeaveReportDialog
        yachtId={vessel.id}
        isOpen={reportOpen}
        onClose={() => setReportOpen(false)}
        from={from}
        to={to}
        {...(picked ? { profileIds: picked.profileIds } : {})}
      />
    </div>
  );
}
