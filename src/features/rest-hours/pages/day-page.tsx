import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Vessel } from '../../../contracts/auth';
import type { Member } from '../../../contracts/rest-hours';
import type { StoredSession } from '../../../db/app-db';
import { canEditRestDaysOf, LEVEL, reaches } from '../../../domain/access/permissions';
import { addDays, monthOf } from '../../../domain/calendar/iso-date';
import { isoDay, showWeekdayDayMonth } from '../../../domain/dates/format';
import { cellsOnDate } from '../../../domain/rest-hours/clock-change';
import { onItsDate } from '../../../domain/rest-hours/day-length';
import { stripDays } from '../../../domain/rest-hours/week-strip';
import { t } from '../../../i18n/i18n';
import { useSession } from '../../../lib/use-session';
import { useUnsavedGuard } from '../../../ui/unsaved-guard';
import { AddBreakDialog } from '../components/add-break-dialog';
import { ClockChangeNotice, DayLengthNotice } from '../components/clock-change-notice';
import { CopyDaysDialog } from '../components/copy-days-dialog';
import { DayAddressMissing, DayRefused } from '../components/day-address';
import { DayComments } from '../components/day-comments';
import { DayHeading, DayPageTop } from '../components/day-heading';
import { CommensurateHint, FlagList } from '../components/day-notes';
import { DaySaveOptions } from '../components/day-save-options';
import { DayTimeline, showGridWhenSideways } from '../components/day-timeline';
import { DayTools } from '../components/day-tools';
import { DayTotals } from '../components/day-totals';
import { ForecastNotice } from '../components/forecast-notice';
import { PresetRow } from '../components/preset-row';
import { DayReopenNote } from '../components/reopen-requests';
import { WeekStrip } from '../components/week-strip';
import { useDayDraft } from '../data/day-draft';
import { useExceptionPeriods } from '../data/exception-periods';
import { useClockChange, useDeletedClockChange } from '../data/use-clock-change';
import { useDayAddress } from '../data/use-day-address';
import { useForecast } from '../data/use-forecast';
import { useComments, useMembers, usePresets } from '../data/use-hor-data';
import { consecutiveRun, useDayFlags, useDayProblem, useRestDays, useRestMonth } from '../data/use-rest-days';
import { useNeutralAllowed, useNeutralOff } from '../data/vessel-settings';
import { useDaySave } from '../hooks/use-day-save';
import '../components/rest-hours.css';

const maxDate = (a: string, b: string) => (a > b ? a : b);

/** hours-of-rest/day/{user|me}?date=: whose day the address names, if this user may see it. */
export function DayPage() {
  const session = useSession();
  const { codename, userId: userParam } = useParams();
  const me = session && session !== 'loading' ? session : null;
  const vessel = me?.vessels.find((v) => v.codename === codename);
  const level = me?.roles.find((r) => r.vesselId === vessel?.id)?.permissionLevel ?? null;
  // Whose day the address names, if this user may read it.
  const address = useDayAddress(vessel?.id ?? 0, userParam, me?.user.id ?? 0, level);

  if (!me || !vessel || address.state === 'loading') return null;
  const calendar = `/fleet/${vessel.codename}/hours-of-rest/calendar`;
  if (address.state === 'missing') return <DayAddressMissing calendar={calendar} />;
  if (address.state === 'refused') return <DayRefused calendar={calendar} />;
  return (
    <DayEditor
      session={me}
      vessel={vessel}
      level={level}
      userId={address.userId}
      member={address.member}
      userParam={userParam}
    />
  );
}

/** The data page of one user's day: timeline, totals, presets, flags, comments, Save. */
function DayEditor(props: {
  session: StoredSession;
  vessel: Vessel;
  level: number | null;
  userId: number;
  /** Undefined for the user's own day when the device does not list them (their own record). */
  member: Member | undefined;
  /** The address's user part ('me' or an id), kept in links to other days. */
  userParam: string | undefined;
}) {
  const { session: me, vessel, level, userId, member } = props;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const date = params.get('date') ?? isoDay(new Date());
  const today = isoDay(new Date());
  const vesselId = vessel.id;
  const officer = reaches(level, LEVEL.officer);
  // The week before the day and the day after; up to today too when the strip shows it.
  const stripEnd = stripDays(date, today).dates.at(-1)!;
  const days = useRestDays(userId, vesselId, addDays(date, -7), maxDate(addDays(date, 1), stripEnd));
  const month = useRestMonth(userId, vesselId, monthOf(date));
  const comments = useComments(userId, vesselId, date, date);
  const presets = usePresets(me.user.id, vesselId);
  const crew = useMembers(vesselId);
  const neutralAllowed = useNeutralAllowed(vesselId);
  const neutralOff = useNeutralOff(vesselId);
  const stored = days.get(date);
  const problem = useDayProblem(userId, vesselId, date);
  const [draft, setDraft] = useDayDraft(me.user.id, userId, vesselId, date);
  const [copying, setCopying] = useState(false);
  const [addingBreak, setAddingBreak] = useState(false);
  const [neutralMode, setNeutralMode] = useState(false);
  // On a date with a clock change the day is its elapsed cells (issue 33); a day logged as 48
  // cells of ship's time (or a 48-cell preset) opens expanded, as the rules judge it.
  const change = useClockChange(vesselId, date);
  const deleted = useDeletedClockChange(vesselId, date);
  const blank = '0'.repeat(cellsOnDate(change));
  // A day saved at a length its date no longer has (its change deleted or altered) opens on the
  // date's length by ship's clock, so a Save never sends a length the server refuses.
  const laid = stored ? onItsDate(stored.work, change, deleted) : { work: blank, stale: false };
  const saved = laid.work;
  const work = draft === null ? saved : onItsDate(draft, change, deleted).work;
  const dirty = draft !== null && work !== saved;
  const skipped = blank === ''; // the date line skipped this date: no hours to record
  const planned = date > today;
  const forecasts = useForecast(vesselId, [userId], { userId, date, work });
  const { withDraft, flags, firstDate } = useDayFlags(days, date, {
    userId,
    vesselId,
    work,
    version: stored?.version ?? 0,
    periods: useExceptionPeriods(vesselId).periods,
  });
  const countersigned = Boolean(month?.counterSignedBy);
  const readOnly = countersigned || skipped || !canEditRestDaysOf(me.user.id, level, userId);
  const name = member ? `${member.firstName} ${member.lastName}` : `${me.user.firstName} ${me.user.lastName}`;
  const daySave = useDaySave({
    session: me,
    userId,
    vesselId,
    date,
    today,
    work,
    month,
    hasReason: comments.some((c) => c.kind === 'noncompliance'),
    name,
    setDraft,
    neutralOff,
  });
  const unsaved = useUnsavedGuard({
    dirty,
    what: showWeekdayDayMonth(date),
    onSave: daySave.save,
    onDiscard: () => setDraft(null),
  });

  const goTo = (d: string) => unsaved.guard(() => setParams({ date: d }));
  const calendarUrl = `/fleet/${vessel.codename}/hours-of-rest/calendar?month=${monthOf(date)}#${userId}`;
  const { options } = daySave;

  return (
    <div className="stack">
      <DayPageTop
        backTo={calendarUrl}
        onBack={dirty ? () => unsaved.guard(() => navigate(calendarUrl)) : undefined}
        month={month}
        name={name}
        subtitle={member?.positionName ?? vessel.name}
      />
      <WeekStrip date={date} days={days} today={today} onPick={goTo} />
      <section className="card stack">
        <DayHeading
          date={date}
          today={today}
          state={dirty ? 'unsaved' : (problem ?? (stored?.pending ? 'pending' : stored ? 'synced' : 'empty'))}
          showPrev={!member?.startDate || addDays(date, -1) >= member.startDate}
          showNext={!member?.endDate || addDays(date, 1) <= member.endDate}
          onGo={goTo}
        />
        <ClockChangeNotice vesselId={vesselId} date={date} />
        <DayLengthNotice
          recorded={Boolean(stored)}
          deleted={Boolean(deleted)}
          // Laid back on 48 cells with the deletion, the day carries its change number.
          savedBefore={Boolean(deleted && stored && stored.version <= deleted.version)}
          stale={laid.stale}
        />
        {readOnly ? null : (
          <PresetRow
            session={me}
            presets={presets}
            base={`/fleet/${vessel.codename}/hours-of-rest`}
            onApply={(preset) => setDraft(preset?.work ?? work)}
          />
        )}
        <div ref={showGridWhenSideways} className="day-grid">
          <DayTimeline
            work={work}
            onChange={setDraft}
            change={change}
            readOnly={readOnly}
            neutral={neutralMode && neutralAllowed}
          />
        </div>
        {readOnly ? null : (
          <DayTools
            neutralAllowed={neutralAllowed}
            neutralMode={neutralMode}
            empty={work === blank}
            onNeutral={setNeutralMode}
            onClear={() => setDraft(blank)}
            onAddBreak={() => setAddingBreak(true)}
            onCopy={() => setCopying(true)}
            dayName={showWeekdayDayMonth(date)}
            planned={planned}
            onDeleteRecord={stored ? daySave.deleteRecord : undefined}
          />
        )}
        <DayTotals work={work} change={change} empty={!stored && draft === null} />
        <div id="day-flags" className="stack">
          <FlagList flags={flags} firstDate={firstDate} planned={planned} />
        </div>
        {officer && !planned ? (
          <CommensurateHint
            run={consecutiveRun(withDraft, date)}
            flags={flags}
            name={name}
            own={userId === me.user.id}
          />
        ) : null}
        <ForecastNotice
          forecast={forecasts[userId]}
          dayLink={(d) =>
            d === date ? null : `/fleet/${vessel.codename}/hours-of-rest/day/${props.userParam}?date=${d}`
          }
        />
        <DayReopenNote vesselId={vesselId} userId={userId} date={date} />
        <DayComments
          session={me}
          day={{ userId, vesselId, date }}
          comments={comments}
          readOnly={readOnly}
          officer={officer}
        />
        {readOnly ? (
          <p className="small muted">
            {skipped
              ? t('Nothing is recorded on a date skipped across the date line.')
              : countersigned
                ? t('This month has been countersigned and is read-only.')
                : t('You can view this record but not change it.')}
          </p>
        ) : (
          <DaySaveOptions
            date={date}
            options={options}
            onChange={daySave.setOptions}
            presetError={daySave.presetError}
            canSave={dirty || Boolean(options.rangeEnd) || options.asPreset}
            onSave={() => void daySave.save()}
            rules={stored || draft !== null ? flags.map((f) => f.rule) : null}
            planned={planned}
          />
        )}
      </section>
      {addingBreak ? (
        <AddBreakDialog work={work} change={change} onAdd={setDraft} onClose={() => setAddingBreak(false)} />
      ) : null}
      {copying ? (
        <CopyDaysDialog
          vesselId={vesselId}
          members={officer ? crew : crew.filter((m) => m.userId === me.user.id)}
          userId={userId}
          meId={me.user.id}
          date={date}
          neutralOff={neutralOff}
          onClose={() => setCopying(false)}
        />
      ) : null}
      {unsaved.prompt}
      {daySave.prompts}
    </div>
  );
}
