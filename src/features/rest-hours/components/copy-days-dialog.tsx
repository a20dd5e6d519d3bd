import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MSG } from '../../../contracts/messages';
import { copyDaysSchema, type Member } from '../../../contracts/rest-hours';
import { monthOf } from '../../../domain/calendar/iso-date';
import { planCopy } from '../../../domain/rest-hours/copy-days';
import { db, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { Select } from '../../../ui/select';
import { notify } from '../../../ui/toast';
import { saveRestDay } from '../data/save-rest-day';

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
      toDateEnd: filled,
    })
    .transform((v): z.input<typeof copyDaysSchema> => ({ ...v, yachtId }))
    .pipe(copyDaysSchema);

/** Copy days from one user and date range to another; written on the device, sent later. */
export function CopyDaysDialog(props: {
  vesselId: number;
  members: Member[];
  userId: number;
  date: string;
  onClose: () => void;
}) {
  const schema = useMemo(() => copyFormSchema(props.vesselId), [props.vesselId]);
  const { control, handleSubmit, setError, formState } = useForm<
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

  const copy = handleSubmit(async (v) => {
    const source = await db.restDays
      .where('[userId+vesselId+date]')
      .between([v.fromUser, v.yachtId, v.fromDateBegin], [v.fromUser, v.yachtId, v.fromDateEnd], true, true)
      .toArray();
    const plan = planCopy(
      source,
      { begin: v.fromDateBegin, end: v.fromDateEnd },
      { begin: v.toDateBegin, end: v.toDateEnd },
    );
    if ('error' in plan) return setError('root', { message: plan.error });
    if (plan.length === 0)
      return setError('root', { message: 'Nothing is recorded on those days, so there is nothing to copy.' });
    for (const month of new Set(plan.map((p) => monthOf(p.date)))) {
      if ((await db.restMonths.get([v.toUser, v.yachtId, month]))?.counterSignedBy) {
        return setError('root', { message: 'A countersigned month is read-only: choose other days.' });
      }
    }
    const now = Date.now();
    for (const item of plan)
      await saveRestDay(db, { userId: v.toUser, vesselId: v.yachtId, date: item.date, work: item.work }, now);
    requestSync();
    notify(
      plan.length === 1 ? 'Copied to 1 day' : `Copied to ${plan.length} days`,
      'Saved on this device. The Sync page shows them until they reach the server.',
    );
    props.onClose();
  });

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
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <Dialog title="Copy days" onClose={props.onClose}>
      <form className="stack" onSubmit={(e) => void copy(e)} noValidate>
        <fieldset className="plain-fieldset stack">
          <legend>Copy these days</legend>
          {userSelect('fromUser', 'Crew member')}
          <div className="totals">
            {dateField('fromDateBegin', 'From')}
            {dateField('fromDateEnd', 'To')}
          </div>
        </fieldset>
        <fieldset className="plain-fieldset stack">
          <legend>Onto these days</legend>
          {userSelect('toUser', 'Crew member')}
          <div className="totals">
            {dateField('toDateBegin', 'First day')}
            {dateField('toDateEnd', 'Last day')}
          </div>
          <span className="small muted">
            A longer stretch repeats the days copied; a day with nothing recorded is left as it is.
          </span>
        </fieldset>
        <FormError message={formState.errors.root?.message} />
        <div className="dialog-actions">
          <Button variant="ghost" type="button" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            Copy
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
