import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { t } from '../../../i18n/i18n';
import { TextField } from '../../../ui/text-field';
import { AUTH_MINUTES } from '../data/countersign-auth';

/**
 * The password a signature asks for, or, inside the countersign window, why none is asked: one
 * piece for the single countersign and the batch, so both say the same thing.
 */
export function PasswordOrWindow<T extends FieldValues & { password: string }>({
  authorised,
  control,
}: {
  authorised: boolean;
  control: Control<T>;
}) {
  if (authorised)
    return (
      <p className="small muted" data-testid="no-password">
        {t('No password needed: you countersigned with it less than {minutes} minutes ago.', {
          minutes: AUTH_MINUTES,
        })}
      </p>
    );
  return (
    <Controller
      control={control}
      name={'password' as Path<T>}
      render={({ field, fieldState }) => (
        <TextField
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          {...field}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
