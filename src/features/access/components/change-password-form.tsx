import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordSchema } from '../../../contracts/auth';
import { passwordProblem } from '../../../domain/access/password-rules';
import { t } from '../../../i18n/i18n';
import { ApiError, authedCall } from '../../../lib/api-client';
import { storeVerifier } from '../../../lib/device-crypto';
import { db, net } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { NoLinkLead } from '../../../ui/no-link-lead';
import { TextField } from '../../../ui/text-field';
import { notify } from '../../../ui/toast';
import { PasswordRules } from './password-rules';

type Form = z.input<typeof changePasswordSchema>;
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Change password, as a page or a popup. Online only: the server checks the old password and ends
 * the user's other sessions. The device's verifier follows, so offline signing takes the new one.
 */
export function ChangePasswordForm({
  onDone,
  onCancel,
  className,
}: {
  onDone: () => void;
  /** In the popup: Cancel beside the main button, as in every popup. */
  onCancel?: () => void;
  className?: string;
}) {
  const session = useSession();
  const online = useOnline();
  const { register, handleSubmit, watch, setError, setFocus, formState } = useForm<Form>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const save = handleSubmit(async (body) => {
    try {
      await authedCall(db, net, '/changepassword', { method: 'POST', body: JSON.stringify(body) });
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, String(e));
      const mine = err.fieldErrors.filter((f) => (FIELDS as readonly string[]).includes(f.property));
      for (const f of mine) setError(f.property as (typeof FIELDS)[number], { message: f.message });
      if (mine.length === 0) setError('root', { message: err.message });
      // Focus stays in the form (a popup's Escape and Back keep working): on the field to fix.
      setFocus((mine[0]?.property as (typeof FIELDS)[number] | undefined) ?? 'oldPassword');
      return;
    }
    if (session && session !== 'loading') await storeVerifier(db, session.user.id, body.newPassword);
    notify(t('Your password has been changed.'), t('Other devices logged in as you will ask for it again.'));
    onDone();
  });
  const error = (f: (typeof FIELDS)[number]) => formState.errors[f]?.message;
  return (
    <form className={`stack ${className ?? ''}`} onSubmit={save} noValidate>
      {!online ? (
        <p className="banner banner-info" role="status" style={{ margin: 0 }}>
          <NoLinkLead /> {t('The password can be changed once the shore can be reached.')}
        </p>
      ) : null}
      <FormError message={formState.errors.root?.message} />
      <TextField
        label={t('Old password')}
        type="password"
        autoComplete="current-password"
        error={error('oldPassword')}
        {...register('oldPassword')}
      />
      <TextField
        label={t('New password')}
        type="password"
        autoComplete="new-password"
        error={error('newPassword')}
        {...register('newPassword')}
      />
      <PasswordRules password={watch('newPassword')} />
      <TextField
        label={t('Confirm new password')}
        type="password"
        autoComplete="new-password"
        error={error('confirmPassword')}
        {...register('confirmPassword')}
      />
      {/* As on the reset page: Change stays off until the new password keeps the four rules. */}
      <div className={onCancel ? 'dialog-actions' : undefined}>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        ) : null}
        <Button
          type="submit"
          block={!onCancel}
          disabled={!online || formState.isSubmitting || passwordProblem(watch('newPassword')) !== null}
        >
          {formState.isSubmitting ? t('Changing…') : t('Change password')}
        </Button>
      </div>
    </form>
  );
}
