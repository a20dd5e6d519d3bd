import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { loginResponseSchema, passwordResetAnswerSchema } from '../../../contracts/auth';
import { MSG } from '../../../contracts/messages';
import { ruleStates } from '../../../domain/access/password-rules';
import { publicJson } from '../../../lib/api-client';
import { db, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { TextField } from '../../../ui/text-field';
import '../../../ui/shell.css';
import { t } from '../../../i18n/i18n';
import { PasswordRules } from '../components/password-rules';
import { failureText } from '../data/failure-text';
import { startSession } from '../data/start-session';

/** '/resetpassword/{userId}?hash=…&datetime=…': the link of the reset e-mail. */
export function ResetPasswordPage() {
  const { userId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hash = params.get('hash') ?? '';
  const ready = ruleStates(password).every((s) => s === 'passed');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || pending) return;
    setPending(true);
    setError(null);
    try {
      const { username } = await publicJson(passwordResetAnswerSchema, `/restresetpassword/${userId}`, {
        password,
        hash,
        datetime: params.get('datetime') ?? undefined,
      });
      const res = await publicJson(loginResponseSchema, '/login', { username, password });
      await startSession(db, res, password);
      requestSync();
      navigate('/fleet', { replace: true });
    } catch (err) {
      setError(failureText(err));
      setPending(false);
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-card">
        <form className="card stack" onSubmit={submit} noValidate>
          <h1>{t('Password Reset')}</h1>
          <p className="muted" style={{ margin: 0 }}>
            {t('Choose a new password for your account.')}
          </p>
          <FormError message={hash ? null : MSG.resetLinkInvalid} />
          <FormError message={error} />
          <TextField
            label={t('New password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            maxLength={200}
          />
          <PasswordRules password={password} />
          <Button type="submit" block disabled={!ready || pending || !hash}>
            {pending ? t('Logging in…') : t('Log back in')}
          </Button>
          <Link className="btn btn-ghost" to="/login">
            {t('Back to log in')}
          </Link>
        </form>
      </div>
    </div>
  );
}
