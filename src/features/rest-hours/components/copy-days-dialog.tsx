import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MSG } from '../../../contracts/messages';
import { copyDaysSchema, type Member } from '../../../contracts/rest-hours';
import { planCopy } from '../../../domain/rest-hours/copy-days';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { FormDateField } from '../../../ui/form-date-field';
import { FormError } from '../../../ui/form-error';
import { Select } from '../../../ui/select';
import { notifySaved } from '../../../ui/toast';
import {
  copyAddsNeutral,
  copyDaysOnDevice,
  copyDefaults,
  copyTargetState,
  lastRecordedDay,
} from '../data/copy-days';
import { knownClockChanges } from '../data/known-clock-changes';
import { signedMonthText } from './signed-month-text';

type DateKey = 'fromDateBegin' | 'fromDateEnd' | 'toDateBegin' | 'toDateEnd';
const filled = z.string().min(1, MSG.required);

/** The dialog's fields, then the request's own schema (the same the server applies). */
const copyFormSchema = (yachtId: number) =>
  z
    .object({
      fromUser: z.number(),
      toUser: z.number(),
      fromDateBegin: filled,
      fromDateEnd: filled,
      toDateBegin: filled,
      // Onto one day (a missed day filled from another), the first day is the last.
      toDateEnd: z.string(),
    })
    .transform(
      (v): z.input<typeof copyDaysSchema> => ({ ...v, toDateEnd: v.toDateEnd || v.toDateBegin, yachtId }),
    )
    .pipe(copyDaysSchema);

interface Copy {
  userId: number;
  vesselId: number;
  plan: { date: string; work: string }[];
}

/**
 * Copy days from one user and date range to another; written on the device, sent later. Into
 * a signed month it first asks, as a day's save does: nothing is queued until the user answers.
 */
export function CopyDaysDialog(props: {
  vesselId: number;
  members: Member[];
  userId: number;
  /** The signed-in user: a copy into their own signed month asks in the second person. */
  meId: number;
  date: string;
  /** The vessel is known to have neutral periods off. */
  neutralOff: boolean;
  onClose: () => void;
}) {
  // A copy waiting for the answer to the signed-month question.
  const [asking, setAsking] = useState<Copy | null>(null);
  const schema = useMemo(() => copyFormSchema(props.vesselId), [props.vesselId]);
  const { control, handleSubmit, setError, formState, getValues, setValue } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      fromUser: props.userId,
      toUser: props.userId,
      fromDateBegin: props.date,
      fromDateEnd: props.date,
      toDateBegin: '',
      toDateEnd: '',
    },
  });

  // Opened from a missed day: the source becomes the last day recorded before it, and the
  // missed day the target, unless the user has already chosen other days.
  useEffect(() => {
    let live = true;
    void lastRecordedDay(db, props.userId, props.vesselId, props.date).then((last) => {
      const proposed = copyDefaults(props.date, last);
      const now = getValues();
      if (!live || now.fromUser !== props.userId) return;
      if (now.fromDateBegin === props.date && now.fromDateEnd === props.date) {
        setValue('fromDateBegin', proposed.fromDateBegin);
        setValue('fromDateEnd', proposed.fromDateEnd);
      }
      if (now.toDateBegin === '') setValue('toDateBegin', proposed.toDateBegin);
    });
    return () => {
      live = false;
    };
  }, [props.userId, props.vesselId, props.date, getValues, setValue]);

  const copy = handleSubmit(async (v) => {
    const source = await db.restDays
      .where('[userId+vesselId+date]')
      .between([v.fromUser, v.yachtId, v.fromDateBegin], [v.fromUser, v.yachtId, v.fromDateEnd], true, true)
      .toArray();
    const changes = new Map((await knownClockChanges(v.yachtId)).map((c) => [c.date, c]));
    const plan = planCopy(
      source,
      { begin: v.fromDateBegin, end: v.fromDateEnd },
      { begin: v.toDateBegin, end: v.toDateEnd },
      changes,
    );
    if ('error' in plan) return setError('root', { message: plan.error });
    if (plan.length === 0)
      return setError('root', {
        message: t('Nothing is recorded on those days, so there is nothing to copy.'),
      });
    const target = { userId: v.toUser, vesselId: v.yachtId, plan };
    if (props.neutralOff && (await copyAddsNeutral(db, target)))
      return setError('root', { message: t(MSG.neutralOff) });
    const state = await copyTargetState(
      db,
      v.toUser,
      v.yachtId,
      plan.map((p) => p.date),
    );
    if (state === 'countersigned')
      return setError('root', { message: t('A countersigned month is read-only: choose other days.') });
    if (state === 'signed') return setAsking(target);
    await write(target, false);
  });

  const write = async (copy: Copy, reopen: boolean) => {
    await copyDaysOnDevice(db, { ...copy, reopen }, Date.now());
    requestSync();
    const n = copy.plan.length;
    notifySaved(t('Copied to {count, plural, one {# day} other {# days}}', { count: n }), {
      detail: t('The Sync page shows them until they reach the server.'),
    });
    props.onClose();
  };

  if (asking) {
    const who = props.members.find((m) => m.userId === asking.userId);
    return (
      <ConfirmDialog
        title={t('Signed month')}
        confirmLabel={t('Save and reopen')}
        onCancel={() => setAsking(null)}
        onConfirm={() => void write(asking, true)}
      >
        {signedMonthText(
          'save',
          who ? `${who.firstName} ${who.lastName}` : t('the crew member'),
          asking.userId === props.meId,
        )}
      </ConfirmDialog>
    );
  }

  const people = props.members;
  const userSelect = (name: 'fromUser' | 'toUser', label: string) =>
    people.length > 1 ? (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            label={label}
            value={String(field.value)}
            onChange={(id) => field.onChange(Number(id))}
            choices={people.map((m) => ({ id: String(m.userId), label: `${m.firstName} ${m.lastName}` }))}
          />
        )}
      />
    ) : null;
  const dateField = (name: DateKey, label: string) => (
    <FormDateField control={control} name={name} label={label} />
  );
  return (
    <Dialog title={t('Copy days')} onClose={props.onClose}>
      <form className="stack" onSubmit={(e) => void copy(e)} noValidate>
        {/* The fields scroll above Copy, never under it. */}
        <div className="stack dialog-body">
          <fieldset className="plain-fieldset stack">
            <legend>{t('Copy these days')}</legend>
            {userSelect('fromUser', t('Crew member'))}
            <div className="totals">
              {dateField('fromDateBegin', t('From'))}
              {dateField('fromDateEnd', t('To'))}
            </div>
          </fieldset>
          <fieldset className="plain-fieldset stack">
            <legend>{t('Onto these days')}</legend>
            {userSelect('toUser', t('Crew member'))}
            <div className="totals">
              {dateField('toDateBegin', t('First day'))}
              {dateField('toDateEnd', t('Last day'))}
            </div>
            <span className="small muted">
              {t('Leave the last day empty to copy onto one day only.')}{' '}
              {t('A longer stretch repeats the days copied; a day with nothing recorded is left as it is.')}
            </span>
          </fieldset>
          <FormError message={formState.errors.root?.message} />
        </div>
        <div className="dialog-actions">
          <DialogCancel>{t('Cancel')}</DialogCancel>
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('Copy')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
