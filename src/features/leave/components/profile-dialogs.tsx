import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type LeaveAdjust,
  type LeaveProfileEdit,
  leaveAdjustSchema,
  leaveProfileEditSchema,
} from '../../../contracts/leave';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import { MSG } from '../../../contracts/messages';
import type { LeaveBalanceResult } from '../../../domain/leave/balance';
import { rolloverProblem } from '../../../domain/leave/leave-figures';
import { formatNumber } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { FormDateField } from '../../../ui/form-date-field';
import { TextField } from '../../../ui/text-field';
import { todayIso } from '../data/use-leave';
import { ChangeNote, OpeningFigures } from './change-note';
import { firstErrorIn } from './form-check';
import { shortDay } from './leave-bits';
import { LeaveDialog } from './leave-dialog';
import { typedNumber } from './rate-fields';

/** The popups of a leave profile besides the wizards: edit profile, additional leave, rollover. */

const FAKE_ID = 'x'.repeat(26);

interface EditValues {
  startDate: string;
  endDate: string;
  initialLeave: string;
  flightEntitlement: string;
  changeDate: string;
  comment: string;
}

/** Edit profile: its dates and opening figures, with the change date and a comment (both required). */
export function EditProfileDialog(props: {
  profile: LeaveProfileRecord;
  onSave: (body: Omit<LeaveProfileEdit, 'yachtId' | 'profileId'>) => Promise<void>;
  onClose: () => void;
}) {
  const p = props.profile;
  const form = useForm<EditValues>({
    defaultValues: {
      startDate: p.startDate,
      endDate: p.endDate ?? '',
      initialLeave: String(p.initialLeave),
      flightEntitlement: p.flightEntitlement === null ? '' : String(p.flightEntitlement),
      changeDate: todayIso(),
      comment: '',
    },
  });
  const [busy, setBusy] = useState(false);
  const submit = form.handleSubmit(async (v) => {
    const body = {
      startDate: v.startDate,
      endDate: v.endDate || null,
      initialLeave: typedNumber(v.initialLeave) ?? Number.NaN,
      flightEntitlement: typedNumber(v.flightEntitlement),
      changeDate: v.changeDate,
      comment: v.comment,
    };
    const checked = leaveProfileEditSchema.safeParse({ ...body, yachtId: 1, profileId: FAKE_ID });
    const mark = (f: keyof EditValues, message: string) =>
      form.setError(f, { message: f === 'initialLeave' && !v.initialLeave.trim() ? MSG.required : message });
    if (firstErrorIn<keyof EditValues>(checked, mark)) return;
    setBusy(true);
    await props.onSave(body).finally(() => setBusy(false));
  });
  return (
    <LeaveDialog title={t('Edit profile')} onSubmit={submit} onClose={props.onClose} busy={busy}>
      <div className="field-pair">
        <FormDateField control={form.control} name="startDate" label={t('Start date')} />
        <FormDateField control={form.control} name="endDate" label={t('End date (optional)')} />
      </div>
      <OpeningFigures form={form} />
      <ChangeNote form={form} />
    </LeaveDialog>
  );
}

interface AdjustValues {
  changeDate: string;
  days: string;
  comment: string;
}

type AdjustBody = Omit<LeaveAdjust, 'yachtId' | 'profileId' | 'adjustmentId'>;

function useAdjustForm(onSave: (body: AdjustBody) => Promise<void>, kind: 'additional' | 'rollover') {
  const form = useForm<AdjustValues>({ defaultValues: { changeDate: todayIso(), days: '', comment: '' } });
  const [busy, setBusy] = useState(false);
  const error = (f: keyof AdjustValues) => form.formState.errors[f]?.message;
  /** Checks with the shared schema (and `extra`), then saves. */
  const submit = (extra: (v: AdjustValues) => string | null) => (e: FormEvent) => {
    e.preventDefault();
    const v = form.getValues();
    const body = { kind, date: v.changeDate, days: typedNumber(v.days) ?? Number.NaN, comment: v.comment };
    const checked = leaveAdjustSchema.safeParse({
      ...body,
      yachtId: 1,
      profileId: FAKE_ID,
      adjustmentId: FAKE_ID,
    });
    form.clearErrors();
    const field = (f: string): keyof AdjustValues =>
      f === 'date' ? 'changeDate' : (f as keyof AdjustValues);
    // An empty number is a missing one, not a wrong one.
    const mark = (f: string, message: string) =>
      form.setError(field(f), { message: f === 'days' && !v.days.trim() ? MSG.required : message });
    if (firstErrorIn<string>(checked, mark)) return;
    const problem = extra(v);
    if (problem) return form.setError('days', { message: problem }, { shouldFocus: true });
    setBusy(true);
    void onSave(body).finally(() => setBusy(false));
  };
  return { form, busy, error, submit };
}

/** Additional leave days (doc 3): days added on the change date (a negative number takes away). */
export function AdditionalLeaveDialog(props: {
  name: string;
  available: { today: string; endOfMonth: string };
  onSave: (body: AdjustBody) => Promise<void>;
  onClose: () => void;
}) {
  const { form, busy, error, submit } = useAdjustForm(props.onSave, 'additional');
  return (
    <LeaveDialog
      title={t('Additional leave days')}
      onSubmit={submit(() => null)}
      onClose={props.onClose}
      busy={busy}
    >
      <p className="small muted no-margin">
        {t('{name} · available today {today} · by the end of the month {endOfMonth}', {
          name: props.name,
          today: props.available.today,
          endOfMonth: props.available.endOfMonth,
        })}
      </p>
      <TextField
        label={t('Days to add')}
        inputMode="decimal"
        error={error('days')}
        {...form.register('days')}
      />
      <ChangeNote form={form} hint={t('The days count from this date.')} />
    </LeaveDialog>
  );
}

/**
 * Leave rollover (doc 3: remaining read-only, rolledOver, comment): after the change date is
 * counted, the balance becomes the days kept; the rest is forfeited. More than the balance, or
 * less than 0, is refused here as the server refuses it.
 */
export function RolloverDialog(props: {
  name: string;
  balanceOn: (date: string) => LeaveBalanceResult;
  onSave: (body: AdjustBody) => Promise<void>;
  onClose: () => void;
}) {
  const { form, busy, error, submit } = useAdjustForm(props.onSave, 'rollover');
  const date = form.watch('changeDate');
  const balance = date ? props.balanceOn(date) : null;
  const remaining = balance?.ok ? balance.available : null;
  const check = (v: AdjustValues) =>
    remaining === null
      ? balance && !balance.ok
        ? balance.error.message
        : t('Choose the date first.')
      : rolloverProblem(remaining, typedNumber(v.days) ?? Number.NaN, shortDay(v.changeDate));
  return (
    <LeaveDialog title={t('Leave rollover')} onSubmit={submit(check)} onClose={props.onClose} busy={busy}>
      <p className="small muted no-margin">{props.name}</p>
      <div className="total">
        <span className="small muted">
          {t('Balance on {date} (remaining)', { date: date ? shortDay(date) : t('the date') })}
        </span>
        <strong>{remaining === null ? '—' : formatNumber(remaining, 2)}</strong>
      </div>
      <TextField
        label={t('Days to keep (rolled over)')}
        inputMode="decimal"
        error={error('days')}
        {...form.register('days')}
      />
      <p className="small muted no-margin">{t('Days above the number kept are forfeited.')}</p>
      <ChangeNote form={form} />
    </LeaveDialog>
  );
}
