import type { UseFormReturn } from 'react-hook-form';
import type { AdminVessel } from '../../../contracts/users';
import { picksSeveralVessels } from '../../../domain/access/user-admin';
import { t } from '../../../i18n/i18n';
import { Checkbox } from '../../../ui/checkbox';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { PasswordRules } from '../../access/public';
import type { UserFormValues } from '../data/user-form-body';

/**
 * The vessel(s) a new user joins: level 6 picks several (checkboxes) among the vessels where
 * they are 6 or more; below, one vessel.
 */
export function VesselChoice(props: {
  vessels: AdminVessel[];
  several: boolean;
  value: string[];
  onChange: (yachts: string[]) => void;
  error: string | undefined;
}) {
  const first = props.vessels.find((v) => String(v.id) === props.value[0]);
  if (props.vessels.length === 1 && first)
    return (
      <div className="field">
        <span className="field-label">{t('Vessel')}</span>
        <span>{first.name}</span>
      </div>
    );
  // Every vessel unticked, the list stays (it turned into a single choice under the pointer) and
  // says 'No vessel selected.' (field test s59).
  if (props.several && (!first || picksSeveralVessels(first.level))) {
    const choices = props.vessels.filter((v) => picksSeveralVessels(v.level));
    const others = props.vessels.filter((v) => !picksSeveralVessels(v.level));
    return (
      <fieldset className="plain-fieldset stack-tight">
        <legend>{t('Vessels')}</legend>
        {choices.map((v) => (
          <Checkbox
            key={v.id}
            checked={props.value.includes(String(v.id))}
            onChange={(on) =>
              props.onChange(
                on ? [...props.value, String(v.id)] : props.value.filter((y) => y !== String(v.id)),
              )
            }
          >
            {v.name}
          </Checkbox>
        ))}
        {others.length ? (
          <p className="small muted no-margin">
            {t('On {vessels} you add users one vessel at a time.', {
              vessels: others.map((v) => v.name).join(', '),
            })}
          </p>
        ) : null}
        {props.error ? <p className="field-error no-margin">{t(props.error)}</p> : null}
      </fieldset>
    );
  }
  return (
    <Select
      label={t('Vessel')}
      value={props.value[0] ?? null}
      onChange={(y) => props.onChange([y])}
      choices={props.vessels.map((v) => ({ id: String(v.id), label: v.name }))}
      error={props.error}
    />
  );
}

/** A new user: a password set here, or (by default) an e-mailed link to choose their own. */
export function NewUserPassword({
  form,
  error,
}: {
  form: UseFormReturn<UserFormValues>;
  error: (f: keyof UserFormValues) => string | undefined;
}) {
  const on = form.watch('setPassword');
  return (
    <div className="stack-tight">
      <Checkbox checked={on} onChange={(v) => form.setValue('setPassword', v, { shouldDirty: true })}>
        {t('Set a password now')}
      </Checkbox>
      {on ? (
        <>
          <TextField
            label={t('New password')}
            type="password"
            autoComplete="new-password"
            error={error('password')}
            {...form.register('password')}
          />
          <PasswordRules password={form.watch('password')} />
          <TextField
            label={t('Confirm password')}
            type="password"
            autoComplete="new-password"
            error={error('confirmPassword')}
            {...form.register('confirmPassword')}
          />
        </>
      ) : (
        <p className="small muted no-margin">
          {t('They get an e-mail with a link to choose their own password.')}
        </p>
      )}
    </div>
  );
}

/** The optional contact fields; a number that receives two-factor codes stays as its owner set it. */
export function ContactFields({
  form,
  error,
  numberLocked,
}: {
  form: UseFormReturn<UserFormValues>;
  error: (f: keyof UserFormValues) => string | undefined;
  numberLocked: boolean;
}) {
  return (
    <>
      <TextField
        label={t('Alert e-mail (optional)')}
        type="email"
        error={error('alertEmail')}
        {...form.register('alertEmail')}
      />
      <TextField
        label={t('WhatsApp number (optional)')}
        type="tel"
        placeholder="+44 7700 900123"
        error={error('whatsAppNumber')}
        readOnly={numberLocked}
        {...form.register('whatsAppNumber')}
      />
      {numberLocked ? (
        <p className="small muted no-margin">
          {t(
            'Their two-factor login codes go to this number, so only they can change it. A captain can remove their two-factor login if the phone is lost.',
          )}
        </p>
      ) : null}
    </>
  );
}
