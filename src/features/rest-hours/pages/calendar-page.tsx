import { addMonths, parseISO } from 'date-fns';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import type { Vessel } from '../../../contracts/auth';
import type { RestMonth } from '../../../contracts/rest-hours';
import type { StoredSession } from '../../../db/app-db';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { isoDay, isoMonth } from '../../../domain/dates/format';
import { waitingIn } from '../../../domain/rest-hours/countersign-ready';
import { monthActions } from '../../../domain/rest-hours/month-actions';
import { plannedDaysOf } from '../../../domain/rest-hours/month-summary';
import { openRow } from '../../../domain/rest-hours/own-row';
import { monthCheckSpan } from '../../../domain/rest-hours/weeks';
import { db, requestSync } from '../../../lib/services';
import { useSession } from '../../../lib/use-session';
import { TextField } from '../../../ui/text-field';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { ComingWeek, NotSignedWarning } from '../components/coming-week';
import { CountersignAll } from '../components/countersign-all';
import { ExceptionRegimeNote } from '../components/exception-regime-note';
import { MemberRow } from '../components/member-row';
import { MonthMatrix } from '../components/month-matrix';
import { MonthStatus } from '../components/month-status';
import { ReopenRequests } from '../components/reopen-requests';
import { TO_COUNTERSIGN, ToCountersignFilter } from '../components/to-countersign-filter';
import { useReadyToCountersign } from '../data/countersign-batch';
import { useExceptionPeriods } from '../data/exception-periods';
import { useClockChanges } from '../data/known-clock-changes';
import { decideReopenRequest, useReopenRequests } from '../data/reopen-commands';
import { crewShown, useCalendarCrew } from '../data/use-calendar-crew';
import { useForecast } from '../data/use-forecast';
import { useMonths, useVesselDays } from '../data/use-hor-data';
import { useMonthFlags } from '../data/use-month-flags';
import { useMonthSignOff } from '../hooks/use-month-sign-off';
import '../components/rest-hours.css';
import { t } from '../../../i18n/i18n';

const thisMonth = () => isoMonth(new Date());

/** hours-of-rest/calendar: the month of every crew member the user may see. */
export function CalendarPage() {
  const session = useSession();
  const { codename } = useParams();
  const ready = session && session !== 'loading' ? session : null;
  const vessel = ready?.vessels.find((v) => v.codename === codename);
  if (!ready || !vessel) return null;
  return <VesselCalendar session={ready} vessel={vessel} />;
}

function VesselCalendar({ session, vessel }: { session: StoredSession; vessel: Vessel }) {
  const { hash } = useLocation();
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? thisMonth();
  const me = session.user.id;
  const level = session.roles.find((r) => r.vesselId === vessel.id)?.permissionLevel ?? null;
  const officer = reaches(level, LEVEL.officer);
  const crew = useCalendarCrew(vessel.id, me, officer);
  const { members, supervisor } = crew;
  const [department, setDepartment] = useState('all');
  const [search, setSearch] = useState('');
  const ready = useReadyToCountersign({
    vesselId: vessel.id,
    signerId: me,
    officer,
    approver: crew.approver,
    members,
  });
  // From the home's 'To countersign' tile: only those whose month shown waits for the user.
  const onlyWaiting = params.get('show') === TO_COUNTERSIGN;
  const waiting = waitingIn(ready, month);
  const shown = crewShown(members, { department, search, userId: me, only: onlyWaiting ? waiting : null });
  const span = monthCheckSpan(month);
  const memberIds = members.map((m) => m.userId);
  const days = useVesselDays(vessel.id, memberIds, span.from, span.to);
  const loadedMonths = useMonths(vessel.id, month);
  const months = loadedMonths ?? new Map<number, RestMonth>();
  const reopenRequests = useReopenRequests(vessel.id);
  const forecasts = useForecast(vessel.id, memberIds);
  const exception = useExceptionPeriods(vessel.id);
  const flags = useMonthFlags(days, month, exception.periods, useClockChanges(vessel.id));
  const today = isoDay(new Date());
  const signOff = useMonthSignOff({
    session,
    vessel,
    month,
    today,
    members,
    supervisors: crew.supervisors,
    days,
    flags,
  });
  // Undefined until the user opens or closes a row: then the own row is open (issue 31).
  const [chosen, setOpen] = useState<number | null | undefined>(undefined);
  const own = members.some((m) => m.userId === me) ? me : undefined;
  const open = openRow(chosen, hash ? Number(hash.slice(1)) : null, own);
  // The home's 'To sign off' tile asks for the user's own sign-off of the month shown: it opens
  // once the device has read the month, once (the address forgets the ask, so Back does not reopen
  // it). A month that cannot be signed yet shows its own row, open, with the reason.
  const askedSign = params.get('signoff') === 'ask';
  /** What the user may do with someone's month shown (their own, too). */
  const mayOn = (userId: number) => {
    const state = months.get(userId);
    return monthActions({
      self: userId === me,
      supervisor,
      officer,
      signed: Boolean(state?.signedBy),
      countersigned: Boolean(state?.counterSignedBy),
      month,
      today,
      planned: plannedDaysOf(month, days.get(userId) ?? [], today).length > 0,
      startDate: members.find((m) => m.userId === userId)?.startDate,
    });
  };
  const ownMay = own !== undefined && loadedMonths ? mayOn(me) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, when the month is read
  useEffect(() => {
    if (!askedSign || !ownMay) return;
    setParams(
      (p) => {
        p.delete('signoff');
        return p;
      },
      { replace: true },
    );
    if (ownMay.sign) signOff.sign(me);
  }, [askedSign, ownMay === null]);

  useEffect(() => {
    if (!hash) return;
    // A link to a row (the batch report's month left out) opens it, whatever was open before.
    setOpen(undefined);
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [hash]);

  // Days still to come hold plans: their flags are forecasts, not breaches.
  const livedFlags = (userId: number) => (flags[userId] ?? []).filter((f) => f.date <= today);
  const dayLink = (userId: number, date: string) =>
    `/fleet/${vessel.codename}/hours-of-rest/day/${userId}?date=${date}`;
  // Who has records in the month but has not signed it off (shown once the month has ended).
  const unsignedNames = shown
    .filter(
      (m) =>
        (days.get(m.userId) ?? []).some((d) => d.date.startsWith(month)) && !months.get(m.userId)?.signedBy,
    )
    .map((m) => `${m.firstName} ${m.lastName}`);
  const openMember = (userId: number) => {
    setOpen(userId);
    document.getElementById(String(userId))?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="stack">
      <CalendarToolbar
        vessel={vessel}
        officer={officer}
        master={reaches(level, LEVEL.captain)}
        month={month}
        onMonth={(delta) =>
          setParams({
            month: isoMonth(addMonths(parseISO(`${month}-01`), delta)),
            ...(onlyWaiting ? { show: TO_COUNTERSIGN } : {}),
          })
        }
        departments={supervisor ? crew.departments : []}
        department={department}
        onDepartment={setDepartment}
      />
      <ExceptionRegimeNote periods={exception.periods} month={month} members={crew.everyone} />
      <CountersignAll session={session} vesselId={vessel.id} ready={ready} today={today} />
      {onlyWaiting ? (
        <ToCountersignFilter
          people={shown.length}
          month={month}
          onClear={() => setParams({ month }, { replace: true })}
        />
      ) : null}
      {members.length > 5 ? (
        <div style={{ maxWidth: 420 }}>
          <TextField
            label={t('Search crew')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('Name')}
          />
        </div>
      ) : null}
      <MonthStatus
        months={loadedMonths}
        shown={shown}
        flaggedDays={(userId) => new Set(livedFlags(userId).map((f) => f.date)).size}
        search={search}
        filtered={onlyWaiting}
      />
      {supervisor && month < thisMonth() ? <NotSignedWarning names={unsignedNames} month={month} /> : null}
      {shown.length ? (
        <MonthMatrix
          month={month}
          today={today}
          rows={shown.map((m) => ({
            member: m,
            work: new Map((days.get(m.userId) ?? []).map((d) => [d.date, d.work])),
            flagged: new Set((flags[m.userId] ?? []).map((f) => f.date)),
          }))}
          dayLink={dayLink}
          onOpen={openMember}
        />
      ) : null}
      <ReopenRequests
        vesselId={vessel.id}
        requests={reopenRequests.filter(
          (r) => (r.state === 'open' || r.month === month) && (supervisor || r.userId === me),
        )}
        nameOf={crew.nameOf}
        canDecide={(r) => supervisor && r.userId !== me}
        onDecide={(r, accept) =>
          void decideReopenRequest(db, session, r, accept, Date.now()).then(requestSync)
        }
      />
      <ComingWeek
        show={month === thisMonth()}
        warnings={shown.flatMap((m) => {
          const f = forecasts[m.userId];
          return f ? [{ userId: m.userId, name: `${m.firstName} ${m.lastName}`, forecast: f }] : [];
        })}
        dayLink={dayLink}
      />
      {shown.map((m) => {
        const state = months.get(m.userId);
        const may = mayOn(m.userId);
        return (
          <MemberRow
            key={m.userId}
            member={m}
            month={month}
            days={
              new Map(
                (days.get(m.userId) ?? []).filter((d) => d.date.startsWith(month)).map((d) => [d.date, d]),
              )
            }
            flags={livedFlags(m.userId)}
            // A planned breach is said on this month's page (the coming week starts in it) and on
            // the page of the month it falls in, not on a later month's.
            forecast={
              month === thisMonth() || forecasts[m.userId]?.date.startsWith(month)
                ? forecasts[m.userId]
                : null
            }
            today={today}
            state={state}
            expanded={open === m.userId}
            onToggle={() => setOpen(open === m.userId ? null : m.userId)}
            dayLink={(date) => dayLink(m.userId, date)}
            actions={{
              sign: may.sign ? () => signOff.sign(m.userId) : undefined,
              countersign: may.countersign ? () => signOff.countersign(m.userId) : undefined,
              cancel: may.cancel ? () => signOff.cancel(m.userId) : undefined,
              signBlocked: may.signBlocked,
            }}
          />
        );
      })}
      {signOff.dialogs}
    </div>
  );
}
