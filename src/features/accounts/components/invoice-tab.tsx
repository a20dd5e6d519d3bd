import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type GroupDetails, type GroupDetailsAnswer, groupDetailsSchema } from '../../../contracts/accounts';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { keptAnswerAge } from '../../../lib/kept-answer';
import { showServerErrors } from '../../../lib/server-form-errors';
import { useOnline } from '../../../lib/use-online';
import { AnswerPending } from '../../../ui/answer-pending';
import { AsOf } from '../../../ui/as-of';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { TextField } from '../../../ui/text-field';
import { notify } from '../../../ui/toast';
import { useGroupDetails, useSaveGroupDetails } from '../data/accounts-api';

type Field = keyof GroupDetails;
const FIELDS: [Field, string, string?][] = [
  ['name', msg('Company name'), 'organization'],
  ['contact', msg('Contact name'), 'name'],
  ['email', 'E-mail', 'email'],
  ['addressLine1', msg('Address line 1'), 'address-line1'],
  ['addressLine2', msg('Address line 2 (optional)'), 'address-line2'],
  ['city', msg('City'), 'address-level2'],
  ['zip', msg('Zip/postal code'), 'postal-code'],
  ['state', msg('State/region'), 'address-level1'],
  ['country', msg('Country'), 'country-name'],
  ['vatID', msg('VAT/tax number')],
];

/** The Invoice Details tab: the company group's billing details. */
export function InvoiceTab({ groupId }: { groupId: number | undefined }) {
  const details = useGroupDetails(groupId);
  if (!details.data)
    return (
      <AnswerPending
        notYet={t(
          'This device has not read the invoice details yet; they will show once the shore can be reached.',
        )}
        error={details.error}
        paused={details.fetchStatus === 'paused'}
      />
    );
  return <InvoiceForm groupId={details.data.id} initial={details.data} age={keptAnswerAge(details)} />;
}

function InvoiceForm({
  groupId,
  initial,
  age,
}: {
  groupId: number;
  initial: GroupDetailsAnswer;
  age: { readAt: number; stale: boolean };
}) {
  const online = useOnline();
  const save = useSaveGroupDetails(groupId);
  const { id: _id, ...values } = initial;
  // The form follows a newer answer (as the vessel details do): opened from the answer kept on
  // the device, the one read from the shore a moment later replaces it unless the user has typed.
  // Only read once, a reload soon after a save showed the details from before it, and a Save then
  // sent them back.
  const { register, handleSubmit, setError, formState, reset } = useForm<GroupDetails>({
    resolver: zodResolver(groupDetailsSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const submit = handleSubmit(async (body) => {
    try {
      await save(body);
      reset(body);
      notify(t('Invoice details have been saved.'));
    } catch (e) {
      showServerErrors(
        e,
        FIELDS.map(([name]) => name),
        setError,
      );
    }
  });
  return (
    <form className="card stack form-narrow" onSubmit={submit} noValidate aria-label={t('Invoice details')}>
      {/* The details as last read (kept on the device), from when, and what the missing link means. */}
      <AsOf
        at={age.readAt}
        stale={age.stale}
        note={online ? undefined : t('The details can be saved once the shore can be reached.')}
      />
      <FormError message={formState.errors.root?.message} />
      {FIELDS.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          label={t(label)}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          {...register(name)}
          error={formState.errors[name]?.message}
        />
      ))}
      <Button type="submit" block disabled={!online || formState.isSubmitting}>
        {formState.isSubmitting ? t('Saving…') : t('Save')}
      </Button>
    </form>
  );
}
