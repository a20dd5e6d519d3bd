import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Vessel } from '../../../contracts/auth';
import type { StoredSession } from '../../../db/app-db';
import { moduleEntry } from '../../../domain/access/modules';
import { levelOn } from '../../../domain/access/permissions';
import { addDays, monthOf } from '../../../domain/calendar/iso-date';
import { isoDay, showWeekdayDayMonth } from '../../../domain/dates/format';
import {
  type QuickDay,
  quickDays,
  quickSave,
  rulesLine,
  yesterdayMissing,
} from '../../../domain/rest-hours/log-today';
import { dayTotals } from '../../../domain/rest-hours/timeline';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DayBar } from '../../../ui/day-bar';
import { notifySaved } from '../../../ui/toast';
import { needsReason, saveToday } from '../data/save-today';
import { useClockChange } from '../data/use-clock-change';
import { useComments, useMembers, usePresets } from '../data/use-hor-data';
import { useDayProblem, useRestDays, useRestMonth, useWorkElsewhere } from '../data/use-rest-days';
import { useNeutralOff } from '../data/vessel-settings';
import { NcCommentDialog } from './nc-comment-dialog';
import './log-today.css';
import { t } from '../../../i18n/i18n';
import { DAY_PROBLEM } from './day-heading';
import { signedMonthText } from './signed-month-text';

const hours = (work: string) => {
  const totals = dayTotals(work);
  // No break inside a figure on a narrow screen ('16' then 'h' on the next line).
  return t('Work {work}\u00a0h · Rest {rest}\u00a0h', { work: totals.workHours, rest: totals.restHours });
};

/**
 * Today's row on the screen the app opens on (issue 31, §3): yesterday's day or a preset goes
 * on today with one tap and is saved with a second; anything else opens the day editor. Only
 * for members of the vessel's rest records (fleet managers keep none), where the module is on.
 */
export function LogToday({ vessel }: { vessel: Vessel }) {
  const session = useSession();
  const me = session && session !== 'loading' ? session : null;
  const members = useMembers(vessel.id);
  const live = me ? moduleEntry(vessel, 'hoursofrest', levelOn(me.roles, vessel.id)) === 'live' : false;
  const mine = me ? members.find((m) => m.userId === me.user.id) : undefined;
  if (!me || !live || !mine) return null;
  return <TodayRow me={me} vessel={vessel} employment={mine} />;
}

function TodayRow({
  me,
  vessel,
  employment,
}: {
  me: StoredSession;
  vessel: Vessel;
  employment: { startDate: string | null; endDate: string | null };
}) {
  const today = isoDay(new Date());
  const yesterday = addDays(today, -1);
  const userId = me.user.id;
  const days = useRestDays(userId, vessel.id, yesterday, today);
  const month = useRestMonth(userId, vessel.id, monthOf(today));
  const problem = useDayProblem(userId, vessel.id, today);
  const presets = usePresets(userId, vessel.id);
  const neutralOff = useNeutralOff(vessel.id);
  const comments = useComments(userId, vessel.id, today, today);
  const [picked, setPicked] = useState<QuickDay | null>(null);
  const [rules, setRules] = useState<number[] | null>(null);
  const [ask, setAsk] = useState<null | 'reason' | 'reopen'>(null);
  const [reason, setReason] = useState<string>();
  const stored = days.get(today);
  // Yesterday's day on ship's clock time, whatever its length (a clock change on it).
  const yesterdayChange = useClockChange(vessel.id, yesterday);
  const yesterdayWork = days.get(yesterday)?.work;
  const choices = quickDays(
    yesterdayWork === undefined ? undefined : { work: yesterdayWork, change: yesterdayChange },
    presets,
    { off: neutralOff, today: stored && !stored.cleared ? stored.work : null },
  );
  const plan = picked
    ? quickSave(picked.work, {
        stored: stored?.work,
        signed: Boolean(month?.signedBy),
        countersigned: Boolean(month?.counterSignedBy),
      })
    : null;
  // Today already holds exactly the day picked: nothing to save.
  const same = plan?.kind === 'save' && plan.same;
  const dayLink = `/fleet/${vessel.codename}/hours-of-rest/day/${userId}?date=${today}`;
  const missed = yesterdayMissing(yesterday, yesterdayWork !== undefined, employment);
  const elsewhere = useWorkElsewhere(
    userId,
    vessel.id,
    me.vessels.map((v) => v.id),
    today,
  );
  // Field test: a deckhand on two vessels logged the same day's work on both, unwarned.
  const alsoLogged =
    elsewhere.length && (picked ?? stored)?.work.includes('1') ? (
      <p className="small no-margin log-today-bad" data-testid="today-elsewhere">
        {t('Today already holds work on {vessels}: log a day on the vessel you were on.', {
          vessels: elsewhere.map((id) => me.vessels.find((v) => v.id === id)?.name ?? '').join(', '),
        })}
      </p>
    ) : null;

  useEffect(() => {
    setRules(null);
    if (!picked) return;
    let on = true;
    void needsReason(userId, vessel.id, today, picked.work).then((r) => on && setRules(r.rules));
    return () => {
      on = false;
    };
  }, [picked, userId, vessel.id, today]);

  /** Saves the picked day, asking first for a reason (a broken rule) and a signed month's reopening. */
  const save = async (given = reason, reopenConfirmed = false) => {
    if (!picked || plan?.kind !== 'save') return;
    const hasReason = comments.some((c) => c.kind === 'noncompliance');
    if (!given && !hasReason && (await needsReason(userId, vessel.id, today, picked.work)).breaks)
      return setAsk('reason');
    if (plan.reopens && !reopenConfirmed) {
      setReason(given);
      return setAsk('reopen');
    }
    await saveToday(me, {
      vesselId: vessel.id,
      date: today,
      work: picked.work,
      reopen: plan.reopens,
      reason: given,
    });
    setAsk(null);
    setReason(undefined);
    setPicked(null);
    notifySaved(t('Today saved: {label}', { label: t(picked.label) }));
  };

  const countersigned = Boolean(month?.counterSignedBy);
  // Today's change waiting for the user is said here too, as on the day itself (DayHeading).
  const state = problem
    ? t(problem === 'conflict' ? DAY_PROBLEM.conflict : DAY_PROBLEM.rejected)
    : stored
      ? stored.pending
        ? t('Saved on this device · waiting to sync')
        : t('Saved')
      : t('Not logged yet');
  return (
    <section
      className="log-today"
      aria-label={t('Today on {vessel}', { vessel: vessel.name })}
      data-testid="log-today"
    >
      <div className="log-today-head">
        <h3>{t('Today · {date}', { date: showWeekdayDayMonth(today) })}</h3>
        <span
          className={stored && !problem ? 'small muted' : 'small log-today-todo'}
          data-testid="today-state"
        >
          {state}
          {problem ? (
            <>
              {' · '}
              <Link to="/sync">{t('Review')}</Link>
            </>
          ) : null}
        </span>
      </div>
      {picked ? (
        <div className="stack-tight">
          <DayBar work={picked.work} tall />
          <p className="small no-margin">
            <strong>{t(picked.label)}</strong> · {hours(picked.work)} ·{' '}
            <span className={rules?.length ? 'log-today-bad' : 'muted'} data-testid="today-rules">
              {rules === null ? t('Checking the rules…') : t(rulesLine(rules))}
            </span>
          </p>
          {alsoLogged}
          {plan?.kind === 'save' && plan.replaces ? (
            <p className="small no-margin log-today-bad">
              {t('Today already has entries: saving replaces them.')}
            </p>
          ) : null}
          {same ? (
            <p className="small no-margin muted" data-testid="today-same">
              {t('Already saved: today is logged like this.')}
            </p>
          ) : null}
          <div className="log-today-actions">
            <Button variant="secondary" onClick={() => setPicked(null)}>
              {t('Cancel')}
            </Button>
            {/* The way on from a day already saved: today's editor, to change it. */}
            {same ? (
              <Link className="btn btn-primary" to={dayLink}>
                {t('Change today')}
              </Link>
            ) : (
              <Button onClick={() => void save()} disabled={plan?.kind !== 'save'}>
                {plan?.kind === 'save' && plan.replaces ? t('Replace today') : t('Save today')}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <>
          {stored ? (
            <div className="stack-tight">
              <DayBar work={stored.work} tall />
              <p className="small no-margin muted">{hours(stored.work)}</p>
              {alsoLogged}
            </div>
          ) : null}
          {countersigned ? (
            <p className="small muted no-margin">
              {t('This month has been countersigned and is read-only.')}
            </p>
          ) : (
            <div className="log-today-choices">
              {choices.map((c) => (
                <Button key={c.id} variant="secondary" onClick={() => setPicked(c)}>
                  {t(c.label)}
                </Button>
              ))}
              <Link className="btn btn-ghost" to={dayLink}>
                {stored ? t('Edit today') : t('New pattern')}
              </Link>
            </div>
          )}
          {missed ? (
            <p className="small no-margin log-today-missed" data-testid="yesterday-missing">
              <span className="log-today-todo">
                {t('Yesterday, {date}, is not logged.', { date: showWeekdayDayMonth(yesterday) })}
              </span>{' '}
              <Link
                className="btn btn-ghost btn-small"
                to={`/fleet/${vessel.codename}/hours-of-rest/day/${userId}?date=${yesterday}`}
              >
                {t('Log yesterday')}
              </Link>
            </p>
          ) : null}
        </>
      )}
      {ask === 'reason' ? (
        <NcCommentDialog onCancel={() => setAsk(null)} onSave={(text) => void save(text)} />
      ) : null}
      {ask === 'reopen' ? (
        <ConfirmDialog
          title={t('Signed month')}
          confirmLabel={t('Save and reopen')}
          onCancel={() => setAsk(null)}
          onConfirm={() => void save(reason, true)}
        >
          {signedMonthText('save', `${me.user.firstName} ${me.user.lastName}`, true)}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
