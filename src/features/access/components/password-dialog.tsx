import { type FormEvent, useState } from 'react';
import { MSG } from '../../../contracts/messages';
import { t } from '../../../i18n/i18n';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { TextField } from '../../../ui/text-field';
import { failureText } from '../data/failure-text';
import { BackAndSubmit } from './back-and-submit';

/** Asks for the password again before a change to the account's security; shows the server's answer. */
export function PasswordDialog({
  title,
  action,
  lead,
  onSubmit,
  onClose,
}: {
  title: string;
  action: string;
  lead: string;
  onSubmit: (password: string) => Promise<void>;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setFieldError(MSG.required);
    setFieldError(undefined);
    setFormError(null);
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (err) {
      setFormError(failureText(err));
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted" style={{ margin: 0 }}>
          {lead}
        </p>
        <FormError message={formError} />
        <TextField
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldError}
        />
        <BackAndSubmit popup onBack={onClose} busy={busy} text={[action, t('Please wait…')]} />
      </form>
    </Dialog>
  );
}
