import type { UseFormReturn } from 'react-hook-form';
import { LEAVE_TEXT } from '../../../contracts/leave-records';
import { t } from '../../../i18n/i18n';
import { FormDateField } from '../../../ui/form-date-field';
import { TextField } from '../../../ui/text-field';

/** Change Date (required, 'Changes will take effect after this date') and Comment (required). */
export function ChangeNote<T extends { changeDate: string; comment: string }>({
  form,
  hint = LEAVE_TEXT.changeDateHint,
}: {
  form: UseFormReturn<T>;
  hint?: string;
}) {
  // The two fields every form with a change note has; react-hook-form's paths cannot see that.
  const f = form as unknown as UseFormReturn<{ changeDate: string; comment: string }>;
  return (
    <>
      <FormDateField control={f.control} name="changeDate" label={t('Change Date')} description={hint} />
      <TextField
        label={t('Comment')}
        error={f.formState.errors.comment?.message}
        {...f.register('comment')}
      />
    </>
  );
}

/** A profile's opening figures: Initial leave (days) and Flight entitlement (optional). */
export function OpeningFigures<T extends { initialLeave: string; flightEntitlement: string }>({
  form,
}: {
  form: UseFormReturn<T>;
}) {
  // As above: the two fields both profile forms have.
  const f = form as unknown as UseFormReturn<{ initialLeave: string; flightEntitlement: string }>;
  const { errors } = f.formState;
  return (
    <>
      <TextField
        label={t('Initial leave (days)')}
        inputMode="decimal"
        error={errors.initialLeave?.message}
        {...f.register('initialLeave')}
      />
      <TextField
        label={t('Flight entitlement (flights a year, optional)')}
        inputMode="numeric"
        error={errors.flightEntitlement?.message}
        {...f.register('flightEntitlement')}
      />
    </>
  );
}
