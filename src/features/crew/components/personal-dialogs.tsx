import { useState } from 'react';
import { Controller, type FieldValues, type Path, type UseFormSetError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CrewDetails,
  type CrewPrivate,
  type CrewRecord,
  crewBankSchema,
  crewNokSchema,
  crewProfileSchema,
  GENDERS,
  MARITAL_STATUSES,
} from '../../../contracts/crew';
import { t } from '../../../i18n/i18n';
import { FormDateField } from '../../../ui/form-date-field';
import { Select } from '../../../ui/select';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import { countryChoices } from '../data/country-names';
import { EditDialog } from './edit-dialog';
import { firstErrorIn } from './form-check';

/** The spec's popups of a crew profile: update profile, next of kin, bank details. */

const NONE = '';
const withNone = (label: string, choices: { id: string; label: string }[]) => [
  { id: NONE, label },
  ...choices,
];

/** Checks a form's values with the shared schema; errors go under their fields. */
function checked<T extends FieldValues, S extends z.ZodType>(
  schema: S,
  value: unknown,
  setError: UseFormSetError<T>,
): z.infer<S> | null {
  const result = schema.safeParse(value);
  if (firstErrorIn<Path<T>>(result, (f, message) => setError(f, { message }))) return null;
  return result.data as z.infer<S>;
}

interface ProfileForm {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  mobileNumber: string;
  gender: string;
  dob: string;
  placeOfBirth: string;
  nationality: string;
  secondNationality: string;
  maritalStatus: string;
  address: string;
}

export function ProfileDialog(props: {
  crew: CrewRecord;
  details: CrewDetails | undefined;
  onSave: (body: z.input<typeof crewProfileSchema>) => Promise<void>;
  onClose: () => void;
}) {
  const d = props.details;
  const { register, control, handleSubmit, setError, formState, watch } = useForm<ProfileForm>({
    defaultValues: {
      firstName: props.crew.firstName,
      lastName: props.crew.lastName,
      phoneNumber: d?.phoneNumber ?? '',
      mobileNumber: d?.mobileNumber ?? '',
      gender: d?.gender ?? NONE,
      dob: d?.dob ?? '',
      placeOfBirth: d?.placeOfBirth ?? '',
      nationality: d?.nationality[0] ? String(d.nationality[0]) : NONE,
      secondNationality: d?.nationality[1] ? String(d.nationality[1]) : NONE,
      maritalStatus: d?.maritalStatus ?? NONE,
      address: d?.address ?? '',
    },
  });
  const [busy, setBusy] = useState(false);
  const submit = handleSubmit(async ({ nationality, secondNationality, ...v }) => {
    const body = checked(
      crewProfileSchema,
      {
        ...v,
        crewId: props.crew.id,
        nationality: [nationality, secondNationality].filter(Boolean).map(Number),
      },
      setError,
    );
    if (!body) return;
    setBusy(true);
    await props.onSave(body);
  });
  const e = (f: keyof ProfileForm) => formState.errors[f]?.message;
  const select = (name: keyof ProfileForm, label: string, choices: { id: string; label: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          value={field.value}
          onChange={field.onChange}
          choices={choices}
          error={e(name)}
        />
      )}
    />
  );
  return (
    <EditDialog title={t('Update profile')} onSubmit={submit} onClose={props.onClose} busy={busy}>
      <div className="field-pair">
        <TextField
          label={t('First name')}
          autoComplete="given-name"
          error={e('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('Last name')}
          autoComplete="family-name"
          error={e('lastName')}
          {...register('lastName')}
        />
      </div>
      <div className="field-pair">
        <TextField label={t('Phone')} type="tel" error={e('phoneNumber')} {...register('phoneNumber')} />
        <TextField label={t('Mobile')} type="tel" error={e('mobileNumber')} {...register('mobileNumber')} />
      </div>
      <div className="field-pair">
        {select(
          'gender',
          t('Sex'),
          withNone(
            t('Not given'),
            Object.entries(GENDERS).map(([id, label]) => ({ id, label: t(label) })),
          ),
        )}
        {select(
          'maritalStatus',
          t('Marital status'),
          withNone(
            t('Not given'),
            MARITAL_STATUSES.map((m) => ({ id: m, label: t(m) })),
          ),
        )}
      </div>
      <FormDateField control={control} name="dob" label={t('Date of birth')} />
      <TextField label={t('Place of birth')} error={e('placeOfBirth')} {...register('placeOfBirth')} />
      {select('nationality', t('Nationality'), withNone(t('Not given'), countryChoices()))}
      {select('secondNationality', t('Second nationality (optional)'), withNone(t('None'), countryChoices()))}
      <TextArea
        label={t('Address')}
        rows={3}
        limit={140}
        error={e('address')}
        {...register('address')}
        value={watch('address')}
      />
    </EditDialog>
  );
}

type NokForm = Omit<z.input<typeof crewNokSchema>, 'crewId'>;

export function NokDialog(props: {
  crew: CrewRecord;
  current: CrewPrivate | undefined;
  onSave: (body: z.input<typeof crewNokSchema>) => Promise<void>;
  onClose: () => void;
}) {
  const p = props.current;
  const { register, handleSubmit, setError, formState, watch } = useForm<NokForm>({
    defaultValues: {
      nokName: p?.nokName ?? '',
      nokRelationship: p?.nokRelationship ?? '',
      nokPhone: p?.nokPhone ?? '',
      nokMobile: p?.nokMobile ?? '',
      nokEmail: p?.nokEmail ?? '',
      nokAddress: p?.nokAddress ?? '',
    },
  });
  const [busy, setBusy] = useState(false);
  const submit = handleSubmit(async (v) => {
    const body = checked(crewNokSchema, { ...v, crewId: props.crew.id }, setError);
    if (!body) return;
    setBusy(true);
    await props.onSave(body);
  });
  const e = (f: keyof NokForm) => formState.errors[f]?.message;
  return (
    <EditDialog title={t('Update next of kin')} onSubmit={submit} onClose={props.onClose} busy={busy}>
      <TextField label={t('Name')} error={e('nokName')} {...register('nokName')} />
      <TextField label={t('Relationship')} error={e('nokRelationship')} {...register('nokRelationship')} />
      <div className="field-pair">
        <TextField label={t('Phone')} type="tel" error={e('nokPhone')} {...register('nokPhone')} />
        <TextField label={t('Mobile')} type="tel" error={e('nokMobile')} {...register('nokMobile')} />
      </div>
      <TextField label={t('E-mail')} type="email" error={e('nokEmail')} {...register('nokEmail')} />
      <TextArea
        label={t('Address')}
        rows={3}
        limit={140}
        error={e('nokAddress')}
        {...register('nokAddress')}
        value={watch('nokAddress') ?? ''}
      />
    </EditDialog>
  );
}

type BankForm = Omit<z.input<typeof crewBankSchema>, 'crewId'>;

export function BankDialog(props: {
  crew: CrewRecord;
  current: CrewPrivate | undefined;
  onSave: (body: z.input<typeof crewBankSchema>) => Promise<void>;
  onClose: () => void;
}) {
  const p = props.current;
  const { register, handleSubmit, setError, formState, watch } = useForm<BankForm>({
    defaultValues: {
      bankAccountOwner: p?.bankAccountOwner ?? '',
      bankName: p?.bankName ?? '',
      bankAddress: p?.bankAddress ?? '',
      bankAccountNo: p?.bankAccountNo ?? '',
      bankIban: p?.bankIban ?? '',
      bankSwift: p?.bankSwift ?? '',
      bankAdditionalInfo: p?.bankAdditionalInfo ?? '',
    },
  });
  const [busy, setBusy] = useState(false);
  const submit = handleSubmit(async (v) => {
    const body = checked(crewBankSchema, { ...v, crewId: props.crew.id }, setError);
    if (!body) return;
    setBusy(true);
    await props.onSave(body);
  });
  const e = (f: keyof BankForm) => formState.errors[f]?.message;
  return (
    <EditDialog title={t('Update bank details')} onSubmit={submit} onClose={props.onClose} busy={busy}>
      <TextField label={t('Account owner')} error={e('bankAccountOwner')} {...register('bankAccountOwner')} />
      <TextField label={t('Bank name')} error={e('bankName')} {...register('bankName')} />
      <TextArea
        label={t('Bank address')}
        rows={2}
        limit={140}
        error={e('bankAddress')}
        {...register('bankAddress')}
        value={watch('bankAddress') ?? ''}
      />
      <TextField label={t('Account number')} error={e('bankAccountNo')} {...register('bankAccountNo')} />
      <div className="field-pair">
        <TextField
          label={t('IBAN')}
          autoCapitalize="characters"
          error={e('bankIban')}
          {...register('bankIban')}
        />
        <TextField
          label={t('SWIFT / BIC')}
          autoCapitalize="characters"
          error={e('bankSwift')}
          {...register('bankSwift')}
        />
      </div>
      <TextArea
        label={t('Additional information')}
        rows={2}
        limit={140}
        error={e('bankAdditionalInfo')}
        {...register('bankAdditionalInfo')}
        value={watch('bankAdditionalInfo') ?? ''}
      />
    </EditDialog>
  );
}
