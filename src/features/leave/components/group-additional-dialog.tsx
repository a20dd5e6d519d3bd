import { type FormEvent, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { leaveAdjustSchema } from '../../../contracts/leave';
import { leaveInputOf } from '../../../domain/leave/from-records';
import { planGroupAdditional } from '../../../domain/leave/group-additional';
import { balanceNow, endOfMonth } from '../../../domain/leave/leave-figures';
import { formatNumber } from '../../../i18n/format-number';
import { db } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { focusFirstError } from '../../../ui/focus-first-error';
import { addGroupLeave } from '../data/group-leave-commands';
import { leavePeople } from '../data/leave-people';
import { crewName, type LeaveVessel, todayIso } from '../data/use-leave';
import { ChangeNote } from './change-note';
import { LeaveDialog } from './leave-dialog';
import { saved } from './profile-popups';
import { typedNumber } from './rate-fields';
import './leave-more.css';
import { showDayMonth } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';

interface Values {
  changeDate: string;
  comment: string;
  everyone: string;
  /** The days typed for each person, by profile id. */
  days: Record<string, string>;
}

const FAKE_ID = 'x'.repeat(26);

/**
 * Additional leave days, group (doc 3; entity: leaveProfileID, leaveAdded, changeDate, comment;
 * per person availableToday, availableByEndOfMonth, additional): every active profile with its
 * balance worked out on this device, one Change Date and one Comment (at the top: they are the
 * whole entry's), then a number per person (empty: no change).
 * Save queues one additional-leave entry per person given days other than 0 (offline too).
 */
export function GroupAdditionalDialog(props: { data: LeaveVessel; userId: number; onClose: () => void }) {
  const { data } = props;
  const today = todayIso();
  const people = useMemo(
    () =>
      // No one adds leave to their own profile (the server refuses it): theirs is not listed.
      leavePeople(data.crew, data.profiles, today)
        .profiles.filter((profile) => profile.userId !== props.userId)
        .map((profile) => {
          const records = {
            profile,
            types: data.types,
            requests: data.requests,
            adjustments: data.adjustments,
            settings: data.settings,
          };
          const b = balanceNow(records, today);
          return {
            profile,
            name: crewName(data.crew, profile.crewId),
            today: b.today.ok ? formatNumber(b.today.available, 2) : '—',
            endOfMonth: b.endOfMonth.ok ? formatNumber(b.endOfMonth.available, 2) : '—',
            input: leaveInputOf(profile, data.types, data.requests, data.adjustments, data.settings),
          };
        }),
    [data, today, props.userId],
  );
  const form = useForm<Values>({
    defaultValues: { changeDate: today, comment: '', everyone: '', days: {} },
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const month = showDayMonth(endOfMonth(today));
  const typed = form.watch('days');
  const given = people.filter((p) => {
    const n = typedNumber(typed[p.profile.id] ?? '');
    return n !== null && n !== 0;
  }).length;

  const fillAll = (text: string) => {
    for (const p of people) form.setValue(`days.${p.profile.id}`, text);
    form.clearErrors('days');
    setProblem(undefined);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.clearErrors();
    setProblem(undefined);
    const v = form.getValues();
    let bad = false;
    // The note as the single popup checks it (the shared schema), with a stand-in row.
    const note = leaveAdjustSchema.safeParse({
      yachtId: 1,
      adjustmentId: FAKE_ID,
      profileId: FAKE_ID,
      kind: 'additional',
      date: v.changeDate,
      days: 0,
      comment: v.comment,
    });
    for (const issue of note.success ? [] : note.error.issues) {
      const field = issue.path[0] === 'date' ? 'changeDate' : issue.path[0] === 'comment' ? 'comment' : null;
      if (field && !form.getFieldState(field).error) form.setError(field, { message: issue.message });
      bad = true;
    }
    const entries = people.map((p) => ({ p, days: typedNumber(v.days[p.profile.id] ?? '') }));
    for (const { p, days } of entries) {
      if (days === null) continue;
      const checked = leaveAdjustSchema.shape.days.safeParse(days);
      if (checked.success) continue;
      form.setError(`days.${p.profile.id}`, { message: checked.error.issues[0]!.message });
      bad = true;
    }
    if (!bad) {
      const plan = planGroupAdditional(
        entries.map(({ p, days }) => ({
          profileId: p.profile.id,
          startDate: p.profile.startDate,
          endDate: p.profile.endDate,
          days,
          input: p.input,
        })),
        v.changeDate,
        today,
      );
      for (const [id, message] of Object.entries(plan.errors)) form.setError(`days.${id}`, { message });
      if (plan.problem) {
        setProblem(plan.problem);
        // No field is wrong: the message above the list is shown, and the first person's field takes focus.
        requestAnimationFrame(() => {
          document.querySelector('.dialog .form-error')?.scrollIntoView({ block: 'nearest' });
          document.querySelector<HTMLInputElement>('.dialog .group-days')?.focus({ preventScroll: true });
        });
      }
      bad = Boolean(plan.problem) || Object.keys(plan.errors).length > 0;
      if (!bad) {
        setBusy(true);
        const byId = new Map(people.map((p) => [p.profile.id, p.profile]));
        void addGroupLeave(
          { db, userId: props.userId, now: Date.now() },
          plan.adds.map((a) => ({ profile: byId.get(a.profileId)!, days: a.days })),
          { date: v.changeDate, comment: v.comment },
        )
          .then(() => {
            props.onClose();
            const n = plan.adds.length;
            saved(t('Additional leave saved for {n, plural, one {# person} other {# people}}.', { n }));
          })
          .finally(() => setBusy(false));
        return;
      }
    }
    focusFirstError(document.querySelector<HTMLElement>('.dialog'));
  };

  return (
    <LeaveDialog
      title={t('Additional leave days')}
      onSubmit={submit}
      onClose={props.onClose}
      busy={busy}
      error={problem}
    >
      <ChangeNote form={form} hint={t('The days count from this date.')} />
      <p className="small muted no-margin">
        {t(
          t(
            'Days added to each person on the change date; a negative number takes days away. Leave a person’s field empty for no change.',
          ),
        )}
      </p>
      {people.length === 0 ? (
        <p className="muted no-margin">{t('No one on this vessel has an active leave profile yet.')}</p>
      ) : (
        <>
          <FillAll
            value={form.watch('everyone')}
            onChange={(t) => form.setValue('everyone', t)}
            onFill={() => fillAll(form.getValues('everyone'))}
            onClear={() => fillAll('')}
          />
          <ul className="group-list" aria-label={t('Days to add for each person')}>
            {people.map((p) => (
              <PersonDays
                key={p.profile.id}
                name={p.name}
                figures={`Today ${p.today} · by ${month} ${p.endOfMonth}`}
                error={form.formState.errors.days?.[p.profile.id]?.message}
                input={form.register(`days.${p.profile.id}`)}
              />
            ))}
          </ul>
          <p className="small muted no-margin" aria-live="polite">
            {given === 0
              ? t('No days entered yet.')
              : t('Days entered for {given} of {n, plural, one {# person} other {# people}}.', {
                  given,
                  n: people.length,
                })}
          </p>
        </>
      )}
    </LeaveDialog>
  );
}

/** One number for everyone, filled into each person's field; or every field cleared. */
function FillAll(props: {
  value: string;
  onChange: (t: string) => void;
  onFill: () => void;
  onClear: () => void;
}) {
  const id = useId();
  return (
    <div className="group-fill">
      <div className="field">
        <label htmlFor={id}>{t('Same days for everyone')}</label>
        <input
          id={id}
          className="input"
          inputMode="decimal"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </div>
      <Button variant="secondary" onClick={props.onFill}>
        {t('Fill in all')}
      </Button>
      <Button variant="ghost" onClick={props.onClear}>
        {t('Clear all')}
      </Button>
    </div>
  );
}

/** A person's row: the name labels the field, the balance describes it. */
function PersonDays(props: {
  name: string;
  figures: string;
  error: string | undefined;
  input: ReturnType<ReturnType<typeof useForm<Values>>['register']>;
}) {
  const id = useId();
  return (
    <li className="group-row">
      <span className="group-who">
        <label htmlFor={id}>{props.name}</label>
        <span id={`${id}-fig`} className="small muted">
          {props.figures}
        </span>
      </span>
      <input
        id={id}
        className="input group-days"
        inputMode="decimal"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={[`${id}-fig`, props.error ? `${id}-err` : ''].filter(Boolean).join(' ')}
        {...props.input}
      />
      {props.error ? (
        <span id={`${id}-err`} className="field-error group-error">
          {t(props.error)}
        </span>
      ) : null}
    </li>
  );
}
