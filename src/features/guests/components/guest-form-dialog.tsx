import { useMemo, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { DATE_MAX, DATE_MIN } from '../../../contracts/common';
import type { GuestRecord } from '../../../contracts/guests';
import { PASSPORT_TEXT, passportState } from '../../../domain/guests/guest-list';
import { PASSPORT_YEARS } from '../../../domain/guests/guest-rules';
import { msg } from '../../../i18n/msg';
import { db } from '../../../lib/services';
import { useSession } from '../../../lib/use-session';
import { DateField } from '../../../ui/date-field';
import { focusFirstError } from '../../../ui/focus-first-error';
import { FormDialog } from '../../../ui/form-dialog';
import { Select } from '../../../ui/select';
import { Switch } from '../../../ui/switch';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import { useUnsavedGuard } from '../../../ui/unsaved-guard';
import { newGuestId, saveGuest } from '../data/guest-commands';
import {
  expiryFollowingIssue,
  type GuestFormField,
  type GuestFormValues,
  guestFormProblems,
  guestFormValues,
  guestSaveInput,
} from '../data/guest-form';
import { todayIso } from '../data/use-guests';
import './guests.css';
import { t } from '../../../i18n/i18n';

const GENDER_CHOICES = [
  { id: 'm', label: msg('Male') },
  { id: 'f', label: msg('Female') },
];

/** Under the expiry: whether the passport is still good for a port, and where a filled date came from. */
function expiryNote(expiry: string, filled: string | null): string | undefined {
  const state = passportState(expiry || null, todayIso());
  const warning = state === 'expired' || state === 'expiring' ? `${t(PASSPORT_TEXT[state])}. ` : '';
  const origin =
    filled !== null && expiry === filled
      ? t('Issue date plus {years} years; change it if the passport says otherwise.', {
          years: PASSPORT_YEARS,
        })
      : '';
  return `${warning}${origin}`.trim() || undefined;
}

/**
 * Add or edit a guest (doc 3: guest details): every field of the spec, checked with the shared
 * schema so the form refuses what the server would. An issue date entered with no expiry fills
 * the expiry ten years on (doc 3, section 4). Saving works offline: the guest is kept on this
 * device and queued. Closing with unsaved changes asks first. Also opened from the report flow
 * ('Add guest'), which gets the new guest's id through `onSaved`.
 */
export function GuestFormDialog(props: {
  vesselId: number;
  guest?: GuestRecord;
  /** A new guest starts on board (the report flow adds someone joining now). */
  onBoard?: boolean;
  onClose: () => void;
  onSaved?: (guestId: string) => void;
}) {
  const session = useSession();
  const userId = session && session !== 'loading' ? session.user.id : null;
  const { guest, vesselId } = props;
  const ids = useMemo(() => ({ vesselId, guestId: guest?.id ?? newGuestId() }), [vesselId, guest]);
  const resolver: Resolver<GuestFormValues> = async (values) => {
    const problems = guestFormProblems(values, ids);
    const fields = Object.entries(problems) as [GuestFormField, string][];
    if (fields.length === 0) return { values, errors: {} };
    const errors: FieldErrors<GuestFormValues> = {};
    for (const [field, message] of fields) errors[field] = { type: 'schema', message };
    return { values: {}, errors };
  };
  const { register, control, handleSubmit, setValue, getValues, formState, reset, watch } =
    useForm<GuestFormValues>({ defaultValues: guestFormValues(guest, props.onBoard), resolver });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [filledExpiry, setFilledExpiry] = useState<string | null>(null);
  const e = (f: GuestFormField) => formState.errors[f]?.message;

  /** True once the guest is kept on this device (and queued for the server). */
  const save = async (values: GuestFormValues) => {
    if (userId === null) return false;
    setBusy(true);
    setFailure(undefined);
    try {
      await saveGuest({ db, userId, now: Date.now() }, guestSaveInput(values, ids));
      setDone(true);
      props.onSaved?.(ids.guestId);
      return true;
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const refused = () => focusFirstError(document.querySelector<HTMLElement>('.dialog'));
  const unsaved = useUnsavedGuard({
    dirty: formState.isDirty && !done,
    what: t('this guest'),
    onSave: async () => {
      let ok = false;
      await handleSubmit(async (v) => {
        ok = await save(v);
      }, refused)();
      return ok;
    },
    onDiscard: () => reset(),
  });
  const close = () => unsaved.guard(props.onClose);
  const submit = handleSubmit(async (v) => {
    if (await save(v)) props.onClose();
  }, refused);

  const text = (name: GuestFormField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} error={e(name)} {...extra} {...register(name)} />
  );
  const date = (name: 'dateOfBirth' | 'passportIssueDate' | 'passportExpDate', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          value={field.value}
          min={DATE_MIN}
          max={DATE_MAX}
          error={e(name)}
          description={name === 'passportExpDate' ? expiryNote(field.value, filledExpiry) : undefined}
          onChange={(v) => {
            field.onChange(v);
            if (name !== 'passportIssueDate') return;
            const expiry = expiryFollowingIssue(v, getValues('passportExpDate'), filledExpiry);
            if (expiry === null) return;
            setValue('passportExpDate', expiry, { shouldDirty: true });
            setFilledExpiry(expiry || null);
          }}
        />
      )}
    />
  );

  return (
    <>
      <FormDialog
        title={guest ? `${guest.firstName} ${guest.lastName}` : t('Add guest')}
        onSubmit={(ev) => void submit(ev)}
        onClose={close}
        guardChanges={false}
        busy={busy}
        error={failure}
        saveLabel={guest ? t('Save') : t('Add guest')}
      >
        <fieldset className="plain-fieldset stack guest-fieldset">
          <legend>{t('Guest')}</legend>
          {/* Guests are often entered before their passports reach the vessel (guest-rules). */}
          <p className="small muted no-margin">
            {t('A name and gender are enough to save; the rest can follow when the passport is at hand.')}
          </p>
          <div className="field-pair">
            {text('firstName', t('First name'), { autoComplete: 'off' })}
            {text('lastName', t('Last name'), { autoComplete: 'off' })}
          </div>
          <div className="field-pair">
            <Controller
              control={control}
              name="gender"
              render={({ field }) => (
                <Select
                  label={t('Gender')}
                  value={field.value || null}
                  onChange={field.onChange}
                  choices={GENDER_CHOICES.map((c) => ({ ...c, label: t(c.label) }))}
                  error={e('gender')}
                />
              )}
            />
            {text('maritalStatus', t('Marital status'))}
          </div>
          <div className="field-pair">
            {date('dateOfBirth', t('Date of birth'))}
            {text('placeOfBirth', t('Place of birth'))}
          </div>
          {text('nationality', t('Nationality'))}
          <TextArea
            label={t('Residence address')}
            rows={2}
            error={e('residenceAddress')}
            {...register('residenceAddress')}
          />
        </fieldset>
        <fieldset className="plain-fieldset stack guest-fieldset">
          <legend>{t('Passport')}</legend>
          <div className="field-pair">
            {text('passportNo', t('Passport number'), { autoCapitalize: 'characters', autoComplete: 'off' })}
            {text('passportIssuedAt', t('Issued at'))}
          </div>
          <div className="field-pair">
            {date('passportIssueDate', t('Issue date'))}
            {date('passportExpDate', t('Expiry date'))}
          </div>
        </fieldset>
        <fieldset className="plain-fieldset stack guest-fieldset">
          <legend>{t('Trip')}</legend>
          {text('portOfEmbarkation', t('Port of embarkation'))}
          <Controller
            control={control}
            name="isOnBoard"
            render={({ field }) => (
              <Switch label={t('On board')} checked={field.value} onChange={field.onChange} />
            )}
          />
          {watch('isOnBoard') ? null : (
            <p className="small muted no-margin">
              {t(
                'Guests on board are chosen at once for the crew and guest list; others can be added there.',
              )}
            </p>
          )}
        </fieldset>
      </FormDialog>
      {unsaved.prompt}
    </>
  );
}
