import { useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MSG } from '../../../contracts/messages';
import { canEditRestDaysOf, LEVEL, reaches } from '../../../domain/access/permissions';
import { addDays, daysBetween, monthOf } from '../../../domain/calendar/iso-date';
import { EMPTY_DAY } from '../../../domain/rest-hours/timeline';
import { rulesWorker } from '../../../lib/rules-client';
import { db, requestSync } from '../../../lib/services';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Select } from '../../../ui/select';
import { notifySaved } from '../../../ui/toast';
import { useUnsavedGuard } from '../../../ui/unsaved-guard';
import { AddBreakDialog } from '../components/add-break-dialog';
import { CommentsPanel } from '../components/comments-panel';
import { CopyDaysDialog } from '../components/copy-days-dialog';
import { DayAddressMissing, DayRefused } from '../components/day-address';
import { DayHeading, DayPageTop } from '../components/day-heading';
import { CommensurateHint, FlagList } from '../components/day-notes';
import { DaySaveOptions } from '../components/day-save-options';
import { DayTimeline, showGridWhenSideways } from '../components/day-timeline';
import { DayTools } from '../components/day-tools';
import { DayTotals } from '../components/day-totals';
import { ForecastNotice } from '../components/forecast-notice';
import { NcCommentDialog } from '../components/nc-comment-dialog';
import { PresetsDialog } from '../components/presets-dialog';
import { DayReopenNote } from '../components/reopen-requests';
import { WeekStrip } from '../components/week-strip';
import { deleteComment, editComment } from '../data/comment-commands';
import { useDayDraft } from '../data/day-draft';
import { addComment } from '../data/hor-commands';
import { clearRestDays, saveDayWithNotes } from '../data/save-rest-day';
import { useDayAddress } from '../data/use-day-address';
import { useForecast } from '../data/use-forecast';
import { useComments, useMembers, usePresets } from '../data/use-hor-data';
import { consecutiveRun, daysAround, useDayFlags, useRestDays, useRestMonth } from '../data/use-rest-days';
import { useNeutralAllowed } from '../data/vessel-settings';
import '../components/rest-hours.css';
import { isoDay, showDayMonth, showWeekdayDayMonth } from '../../../domain/dates/format';

const fail = (ask: () => void) => {
  ask();
  return false;
};

const datesFrom = (from: string, to: string) =>
  Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));

/** The data page of one user's day: timeline, totals, presets, flags, comments, Save. */
export function DayPage() {
  const session = useSession();
  const { codename, userId: userParam } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const date = params.get('date') ?? isoDay(new Date());
  const me = session && session !== 'loading' ? session : null;
  const vessel = me?.vessels.find((v) => v.codename === codename);
  const vesselId = vessel?.id ?? 0;
  const level = me?.roles.find((r) => r.vesselId === vesselId)?.permissionLevel ?? null;
  // Whose day the address names, if this user may read it (else no records are read: user 0).
  const address = useDayAddress(vesselId, userParam, me?.user.id ?? 0, level);
  const userId = address.state === 'ok' ? address.userId : 0;
  const member = address.state === 'ok' ? address.member : undefined;
  const days = useRestDays(userId, vesselId, addDays(date, -7), addDays(date, 1));
  const month = useRestMonth(userId, vesselId, monthOf(date));
  const comments = useComments(userId, vesselId, date, date);
  const presets = usePresets(me?.user.id ?? 0, vesselId);
  const stored = days.get(date);
  const [draft, setDraft] = useDayDraft(me?.user.id ?? 0, userId, vesselId, date);
  // The signed-month question, before a save or a deletion of the record.
  const [confirmReopen, setConfirmReopen] = useState<false | 'save' | 'delete'>(false);
  const [asPreset, setAsPreset] = useState(false);
  const [presetTitle, setPresetTitle] = useState('');
  const [presetError, setPresetError] = useState<string>();
  const [askReason, setAskReason] = useState(false);
  const [copying, setCopying] = useState(false);
  const [addingBreak, setAddingBreak] = useState(false);
  const [managingPresets, setManagingPresets] = useState(false);
  const [rangeEnd, setRangeEnd] = useState('');
  const [neutralMode, setNeutralMode] = useState(false);
  const neutralAllowed = useNeutralAllowed(vesselId);
  const crew = useMembers(vesselId);
  const work = draft ?? stored?.work ?? EMPTY_DAY;
  const dirty = draft !== null && draft !== (stored?.work ?? EMPTY_DAY);
  const today = isoDay(new Date());
  const forecasts = useForecast(vesselId, userId ? [userId] : [], { userId, date, work });
  const { withDraft, flags, firstDate } = useDayFlags(days, date, {
    userId,
    vesselId,
    work,
    version: stored?.version ?? 0,
  });

  // Held here, above the early returns; the save it offers is the one defined below.
  const saveRef = useRef<() => Promise<boolean>>(async () => false);
  const reasonRef = useRef<string | undefined>(undefined);
  const unsaved = useUnsavedGuard({
    dirty,
    what: showWeekdayDayMonth(date),
    onSave: () => saveRef.current(),
    onDiscard: () => setDraft(null),
  });

  if (!me || !vessel || address.state === 'loading') return null;
  const calendar = `/fleet/${vessel.codename}/hours-of-rest/calendar`;
  if (address.state === 'missing') return <DayAddressMissing calendar={calendar} />;
  if (address.state === 'refused') return <DayRefused calendar={calendar} />;
  const countersigned = Boolean(month?.counterSignedBy);
  const readOnly = countersigned || !canEditRestDaysOf(me.user.id, level, userId);
  const name = member ? `${member.firstName} ${member.lastName}` : `${me.user.firstName} ${me.user.lastName}`;
  const showPrev = !member?.startDate || addDays(date, -1) >= member.startDate;
  const showNext = !member?.endDate || addDays(date, 1) <= member.endDate;
  const hasReason = comments.some((c) => c.kind === 'noncompliance');

  /** Saves the day; false when a question must be answered first (it is then on screen). */
  const save = async (given?: string, reopenConfirmed = false): Promise<boolean> => {
    // A reason given in the prompt is kept while the next question (a signed month) is asked.
    if (given) reasonRef.current = given;
    const reason = reasonRef.current;
    if (asPreset && !presetTitle.trim()) return fail(() => setPresetError(MSG.required));
    // Saving with issues other than rule 3 asks for a comment. The flags are worked out afresh
    // from the device's days, not the screen's: those may still be loading (a quick Save after
    // opening the day would miss the week before) and the live flags may be on their way.
    const current = await rulesWorker()['rest/evaluate-days'](
      consecutiveRun(await daysAround(userId, vesselId, date, work), date),
    );
    const breaks = current.some((f) => f.date === date && f.rule !== 3);
    if (!reason && !hasReason && breaks) return fail(() => setAskReason(true));
    const dates = rangeEnd && rangeEnd > date ? datesFrom(date, rangeEnd) : [date];
    if (dates.length > 31) return fail(() => setPresetError('At most 31 days can be saved at once.'));
    const signed = Boolean(month?.signedBy);
    if (signed && !reopenConfirmed)
      return fail(() => {
        setAskReason(false);
        setConfirmReopen('save');
      });
    const now = Date.now();
    await saveDayWithNotes(
      db,
      me,
      {
        userId,
        vesselId,
        dates,
        work,
        reopen: signed,
        reason,
        preset: asPreset ? presetTitle.trim() : undefined,
      },
      now,
    );
    setDraft(null);
    setAsPreset(false);
    setRangeEnd('');
    setPresetTitle('');
    setAskReason(false);
    setConfirmReopen(false);
    reasonRef.current = undefined;
    requestSync();
    return true;
  };
  saveRef.current = () => save();
  /** Deletes the day's record; in a signed month only once the user said it is reopened. */
  const deleteRecord = (reopenConfirmed = false) => {
    const signed = Boolean(month?.signedBy);
    if (signed && !reopenConfirmed) return setConfirmReopen('delete');
    setConfirmReopen(false);
    setDraft(null);
    void clearRestDays(db, { userId, vesselId, dates: [date], reopen: signed }, Date.now()).then(() => {
      requestSync();
      notifySaved(`${date > today ? 'Plan' : 'Record'} of ${showDayMonth(date)} deleted`);
    });
  };
  const goTo = (d: string) => unsaved.guard(() => setParams({ date: d }));
  const calendarUrl = `/fleet/${vessel.codename}/hours-of-rest/calendar?month=${monthOf(date)}#${userId}`;

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
          state={dirty ? 'unsaved' : stored?.pending ? 'pending' : stored ? 'synced' : 'empty'}
          showPrev={showPrev}
          showNext={showNext}
          onGo={goTo}
        />
        {readOnly ? null : (
          <div className="preset-row">
            <Select
              label="Preset"
              value={null}
              placeholder="Apply a preset…"
              choices={presets.map((p) => ({
                id: p.id,
                label: `${p.name}${p.isDefault ? ' - Default' : ''}`,
              }))}
              onChange={(id) => setDraft(presets.find((p) => p.id === id)?.work ?? work)}
            />
            <Button small variant="ghost" onClick={() => setManagingPresets(true)}>
              Presets
            </Button>
          </div>
        )}
        <div ref={showGridWhenSideways} className="day-grid">
          <DayTimeline
            work={work}
            onChange={setDraft}
            readOnly={readOnly}
            neutral={neutralMode && neutralAllowed}
          />
        </div>
        {readOnly ? null : (
          <DayTools
            neutralAllowed={neutralAllowed}
            neutralMode={neutralMode}
            empty={work === EMPTY_DAY}
            onNeutral={setNeutralMode}
            onClear={() => setDraft(EMPTY_DAY)}
            onAddBreak={() => setAddingBreak(true)}
            onCopy={() => setCopying(true)}
            dayName={showWeekdayDayMonth(date)}
            planned={date > today}
            onDeleteRecord={stored ? () => deleteRecord() : undefined}
          />
        )}
        <DayTotals work={work} empty={!stored && draft === null} />
        <div id="day-flags" className="stack">
          <FlagList flags={flags} firstDate={firstDate} planned={date > today} />
        </div>
        {reaches(level, LEVEL.officer) && date <= today ? (
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
            d === date ? null : `/fleet/${vessel.codename}/hours-of-rest/day/${userParam}?date=${d}`
          }
        />
        <DayReopenNote vesselId={vesselId} userId={userId} date={date} />
        <CommentsPanel
          comments={comments}
          readOnly={readOnly}
          meId={me.user.id}
          officer={reaches(level, LEVEL.officer)}
          onAdd={async (text) => {
            await addComment(db, me, { userId, vesselId, date, kind: 'comment', text }, Date.now());
            requestSync();
          }}
          onEdit={(c, text) => editComment(db, me, c, text, Date.now()).then(requestSync)}
          onDelete={(c) => deleteComment(db, me, c, Date.now()).then(requestSync)}
        />
        {readOnly ? (
          <p className="small muted">
            {countersigned
              ? 'This month has been countersigned and is read-only.'
              : 'You can view this record but not change it.'}
          </p>
        ) : (
          <DaySaveOptions
            date={date}
            options={{ rangeEnd, asPreset, presetTitle }}
            onChange={(o) => {
              setRangeEnd(o.rangeEnd);
              setAsPreset(o.asPreset);
              setPresetTitle(o.presetTitle);
            }}
            presetError={presetError}
            canSave={dirty || Boolean(rangeEnd) || asPreset}
            onSave={() => void save()}
            rules={stored || draft !== null ? flags.map((f) => f.rule) : null}
            planned={date > today}
          />
        )}
      </section>
      {managingPresets ? (
        <PresetsDialog
          session={me}
          presets={presets}
          base={`/fleet/${vessel.codename}/hours-of-rest`}
          onClose={() => setManagingPresets(false)}
        />
      ) : null}
      {addingBreak ? (
        <AddBreakDialog work={work} onAdd={setDraft} onClose={() => setAddingBreak(false)} />
      ) : null}
      {copying ? (
        <CopyDaysDialog
          vesselId={vesselId}
          members={reaches(level, LEVEL.officer) ? crew : crew.filter((m) => m.userId === me.user.id)}
          userId={userId}
          date={date}
          onClose={() => setCopying(false)}
        />
      ) : null}
      {confirmReopen ? (
        <ConfirmDialog
          title="Signed month"
          confirmLabel={confirmReopen === 'delete' ? 'Delete and reopen' : 'Save and reopen'}
          onCancel={() => {
            reasonRef.current = undefined;
            setConfirmReopen(false);
          }}
          onConfirm={() => (confirmReopen === 'delete' ? deleteRecord(true) : void save(undefined, true))}
        >
          This month is signed off. If you{' '}
          {confirmReopen === 'delete' ? 'delete this record' : 'save this change'}, {name} must sign off
          again.
        </ConfirmDialog>
      ) : null}
      {unsaved.prompt}
      {askReason ? (
        <NcCommentDialog onCancel={() => setAskReason(false)} onSave={(reason) => void save(reason)} />
      ) : null}
    </div>
  );
}
