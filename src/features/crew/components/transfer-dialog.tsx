import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CrewRecord } from '../../../contracts/crew';
import type { Currency } from '../../../contracts/crew-setup';
import {
  type CrewTransferred,
  crewTransferredSchema,
  crewTransferSchema,
  DEFAULT_TRANSFER_CURRENCY,
} from '../../../contracts/crew-transfer';
import { MSG } from '../../../contracts/messages';
import { t } from '../../../i18n/i18n';
import { ApiError, authedJson } from '../../../lib/api-client';
import { db, net, requestSync } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';
import { NoLinkNote } from '../../../ui/no-link-lead';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useVesselSetup } from '../data/use-crew';
import { CurrencySelect } from './currency-select';
import { EditDialog } from './edit-dialog';
import { firstErrorIn } from './form-check';

interface TransferForm {
  yachtId: string;
  positionId: string;
  leave: string;
  salary: string;
  currency: string;
}

/**
 * crew-transfer (doc 2): the crew member leaves this vessel today and joins another of the
 * caller's (level 6 on both) in a position there, with the leave days and salary they will have
 * on it. Online only: it changes who may open which vessel, which the server judges now.
 */
export function TransferDialog(props: {
  crew: CrewRecord;
  /** The other vessels the caller may transfer to. */
  vessels: { id: number; name: string }[];
  /** The vessel they leave, for the words of the popup. */
  from: string;
  /** The salary in force, which they keep unless another is typed. */
  salary: { amount: number; currencyId: number } | null;
  currencies: Currency[];
  onDone: (answer: CrewTransferred) => void;
  onClose: () => void;
}) {
  const online = useOnline();
  const { register, control, handleSubmit, setError, watch, setValue, formState } = useForm<TransferForm>({
    defaultValues: {
      // Chosen by the user: a vessel picked for them may be one the person is on already.
      yachtId: props.vessels.length === 1 ? String(props.vessels[0]!.id) : '',
      positionId: '',
      leave: props.crew.leaveDays === null ? '' : String(props.crew.leaveDays),
      salary: props.salary ? String(props.salary.amount) : '',
      currency: String(props.salary?.currencyId ?? DEFAULT_TRANSFER_CURRENCY),
    },
  });
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const target = Number(watch('yachtId')) || undefined;
  const setup = useVesselSetup(target);
  const e = (f: keyof TransferForm) => formState.errors[f]?.message;
  const submit = handleSubmit(async (v) => {
    const result = crewTransferSchema.safeParse(v);
    if (firstErrorIn<keyof TransferForm>(result, (f, message) => setError(f, { message }))) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await authedJson(
        crewTransferredSchema,
        db,
        net,
        `/crewonyacht/${props.crew.id}/transfer`,
        {
          method: 'POST',
          body: JSON.stringify(v),
        },
      );
      requestSync();
      props.onDone(answer);
    } catch (err) {
      const api = err instanceof ApiError ? err : null;
      const field = api?.fieldErrors[0];
      if (field && field.property in v)
        setError(field.property as keyof TransferForm, { message: field.message });
      else setFailure(api?.message ?? MSG.status0);
      setBusy(false);
    }
  });
  const name = `${props.crew.firstName} ${props.crew.lastName}`;
  return (
    <EditDialog
      title={t('Transfer to another vessel')}
      onSubmit={submit}
      onClose={props.onClose}
      busy={busy}
      disabled={!online}
      saveLabel={t('Transfer')}
      error={failure}
    >
      <NoLinkNote show={!online}>
        {t('{name} can be transferred once the shore can be reached.', { name })}
      </NoLinkNote>
      <p className="small muted no-margin">
        {t(
          'From today {name} is crew of the vessel chosen, in the position chosen there; their last day on {vessel} was yesterday. Their personal details, next of kin and bank details go with them; their documents stay with their records on {vessel}.',
          { name, vessel: props.from },
        )}
      </p>
      <Controller
        control={control}
        name="yachtId"
        render={({ field }) => (
          <Select
            label={t('Vessel')}
            placeholder={t('Choose a vessel')}
            value={field.value}
            onChange={(id) => {
              field.onChange(id);
              // Positions belong to a vessel: a new vessel asks for one of its own.
              setValue('positionId', '');
            }}
            choices={props.vessels.map((v) => ({ id: String(v.id), label: v.name }))}
            error={e('yachtId')}
          />
        )}
      />
      <Controller
        control={control}
        name="positionId"
        render={({ field }) => (
          <Select
            label={t('Position')}
            placeholder={t('Choose a position')}
            value={field.value}
            onChange={field.onChange}
            choices={(setup?.positions ?? []).map((p) => ({ id: String(p.id), label: p.name }))}
            error={e('positionId')}
          />
        )}
      />
      <TextField
        label={t('Leave (days per year)')}
        inputMode="decimal"
        error={e('leave')}
        {...register('leave')}
      />
      <div className="field-pair">
        <TextField label={t('Salary')} inputMode="decimal" error={e('salary')} {...register('salary')} />
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <CurrencySelect
              value={field.value}
              onChange={field.onChange}
              currencies={props.currencies}
              error={e('currency')}
            />
          )}
        />
      </div>
    </EditDialog>
  );
}
