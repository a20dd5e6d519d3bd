import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { leaveIncrementSaveSchema, type SalaryRecord, salarySaveSchema } from '../../../contracts/crew';
import type { Currency } from '../../../contracts/crew-setup';
import { isoDay } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { FormDateField } from '../../../ui/form-date-field';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { CurrencySelect } from './currency-select';
import { EditDialog } from './edit-dialog';
import { firstErrorIn } from './form-check';

/** The popups of a crew member's pay: salary (Pay Review or Bonus) and leave days. */

const today = () => isoDay(new Date());

interface SalaryForm {
  review: boolean;
  type: 'review' | 'bonus';
  amount: string;
  currencyId: string;
  changeDate: string;
  comment: string;
}

/**
 * Update salary: a new Pay Review or Bonus from the change date. 'Record Review Date' starts at
 * Yes; No is a minor edit of the salary in force, which brings back its values to correct.
 */
export function SalaryDialog(props: {
  current: SalaryRecord | null;
  currencies: Currency[];
  onSave: (
    body: Omit<z.input<typeof salarySaveSchema>, 'crewId' | 'salaryId'> & { salaryId?: string },
  ) => Promise<void>;
  onClose: () => void;
}) {
  const cur = props.current;
  const fresh: SalaryForm = {
    review: true,
    type: 'review',
    amount: '',
    currencyId: String(cur?.currencyId ?? 1),
    changeDate: today(),
    comment: '',
  };
  const { register, control, handleSubmit, setError, reset, watch, formState } = useForm<SalaryForm>({
    defaultValues: fresh,
  });
  const [busy, setBusy] = useState(false);
  const review = watch('review');
  const submit = handleSubmit(async (v) => {
    const body = {
      amount: v.amount,
      currencyId: v.currencyId ? Number(v.currencyId) : undefined,
      isBonus: v.type === 'bonus',
      changeDate: v.changeDate,
      comment: v.comment,
      ...(!v.review && cur ? { salaryId: cur.id } : {}),
    };
    const result = salarySaveSchema.safeParse({
      ...body,
      crewId: 1,
      salaryId: body.salaryId ?? '0000000000',
    });
    if (firstErrorIn<keyof SalaryForm>(result, (f, message) => setError(f, { message }))) return;
    setBusy(true);
    await props.onSave(body as never);
  });
  const e = (f: keyof SalaryForm) => formState.errors[f]?.message;
  return (
    <EditDialog title={t('Update salary')} onSubmit={submit} onClose={props.onClose} busy={busy}>
      {cur ? (
        <Controller
          control={control}
          name="review"
          render={({ field }) => (
            <Select
              label={t('Record Review Date')}
              value={field.value ? 'yes' : 'no'}
              onChange={(v) =>
                reset(
                  v === 'yes'
                    ? fresh
                    : {
                        review: false,
                        type: cur.isBonus ? 'bonus' : 'review',
                        amount: String(cur.amount),
                        currencyId: String(cur.currencyId),
                        changeDate: cur.changeDate,
                        comment: cur.comment ?? '',
                      },
                )
              }
              choices={[
                { id: 'yes', label: t('Yes: a new pay review from its date') },
                { id: 'no', label: t('No: correct the salary in force') },
              ]}
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Select
            label={t('Type')}
            value={field.value}
            onChange={field.onChange}
            choices={[
              { id: 'review', label: t('Pay Review') },
              { id: 'bonus', label: t('Bonus') },
            ]}
            error={e('type')}
          />
        )}
      />
      <div className="field-pair">
        <TextField label={t('Amount')} inputMode="decimal" error={e('amount')} {...register('amount')} />
        <Controller
          control={control}
          name="currencyId"
          render={({ field }) => (
            <CurrencySelect
              value={field.value}
              onChange={field.onChange}
              currencies={props.currencies}
              error={e('currencyId')}
            />
          )}
        />
      </div>
      <FormDateField
        control={control}
        name="changeDate"
        label={review ? t('Date of change') : t('Date of change (as recorded)')}
      />
      <TextField label={t('Comments (optional)')} error={e('comment')} {...register('comment')} />
    </EditDialog>
  );
}

interface LeaveForm {
  amount: string;
  changeDate: string;
  comment: string;
}

/** Edit leave details: leave days per year from a change date (both required). */
export function LeaveDialog(props: {
  current: number | null;
  onSave: (body: { amount: string; changeDate: string; comment: string }) => Promise<void>;
  onClose: () => void;
}) {
  const { register, control, handleSubmit, setError, formState } = useForm<LeaveForm>({
    defaultValues: {
      amount: props.current === null ? '' : String(props.current),
      changeDate: today(),
      comment: '',
    },
  });
  const [busy, setBusy] = useState(false);
  const submit = handleSubmit(async (v) => {
    const result = leaveIncrementSaveSchema.safeParse({ ...v, crewId: 1, incrementId: '0000000000' });
    if (firstErrorIn<keyof LeaveForm>(result, (f, message) => setError(f, { message }))) return;
    setBusy(true);
    await props.onSave(v);
  });
  const e = (f: keyof LeaveForm) => formState.errors[f]?.message;
  return (
    <EditDialog title={t('Edit leave details')} onSubmit={submit} onClose={props.onClose} busy={busy}>
      <TextField
        label={t('Leave (days per year)')}
        inputMode="decimal"
        error={e('amount')}
        {...register('amount')}
      />
      <FormDateField control={control} name="changeDate" label={t('Date of change')} />
      <TextField label={t('Comments (optional)')} error={e('comment')} {...register('comment')} />
    </EditDialog>
  );
}
