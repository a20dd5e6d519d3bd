import { type FormEvent, useState } from 'react';
import { forgotPasswordSchema } from '../../../contracts/auth';
import { messageAnswerSchema } from '../../../contracts/common';
import { t } from '../../../i18n/i18n';
import { publicJson } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { TextField } from '../../../ui/text-field';
import { failureText } from '../data/failure-text';
import { BackAndSubmit } from './back-and-submit';

/** The forgotten-password popup, then the e-mail-sent popup (doc 1, section 2). */
export function ForgotPasswordDialog(props: { email: string; onClose: () => void }) {
  const [email, setEmail] = useState(props.email);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const checked = forgotPasswordSchema.safeParse({ email });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    setFormError(null);
    setPending(true);
    try {
      const res = await publicJson(messageAnswerSchema, '/resetpassword', checked.data);
      setSent(res.message);
    } catch (err) {
      setFormError(failureText(err));
    } finally {
      setPending(false);
    }
  };

  if (sent)
    return (
      <Dialog title={t('E-mail sent')} onClose={props.onClose}>
        <p style={{ margin: 0 }}>{t(sent)}</p>
        <p className="small muted" style={{ margin: 0 }}>
          {t('The link works once, for a day. No e-mail? Look in the spam folder, or ask your officer.')}
        </p>
        <Button onClick={props.onClose}>{t('Close')}</Button>
      </Dialog>
    );
  return (
    <Dialog title={t('Forgot your password?')} onClose={props.onClose}>
      <form className="stack" onSubmit={send} noValidate>
        <p className="muted" style={{ margin: 0 }}>
          {t('Type the e-mail you log in with. A link to choose a new password goes to it.')}
        </p>
        <FormError message={formError} />
        <TextField
          label={t('E-mail')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <BackAndSubmit
          popup
          onBack={props.onClose}
          busy={pending}
          text={[t('Send the link'), t('Sending…')]}
        />
      </form>
    </Dialog>
  );
}
