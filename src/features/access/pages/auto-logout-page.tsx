import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../contracts/messages';
import { loginResultSchema } from '../../../contracts/two-factor';
import { localPath } from '../../../domain/access/redirect';
import { ApiError, publicJson } from '../../../lib/api-client';
import { checkVerifier } from '../../../lib/device-crypto';
import { markActive } from '../../../lib/inactivity-lock';
import { db, requestSync } from '../../../lib/services';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { TextField } from '../../../ui/text-field';
import '../../../ui/shell.css';
import { t } from '../../../i18n/i18n';
import { bypassTokenFor } from '../data/pending-login';
import { startSession } from '../data/start-session';

/**
 * '/auto-logout': the screens locked after 20 minutes without activity. The password opens
 * them again, checked by the server when it can be reached and by this device's verifier when
 * it cannot (at sea). Queued changes were never touched and go on syncing.
 */
export function AutoLogoutPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (session === 'loading') return null;
  if (!session) return <Navigate to="/login" replace />;
  const back = localPath(params.get('redirect'), '/fleet');
  if (!session.lockedAt) return <Navigate to={back} replace />;

  const unlocked = async () => {
    markActive();
    await db.session.update('current', { lockedAt: undefined });
    navigate(back, { replace: true });
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    setFormError(null);
    if (!password) return setError(MSG.required);
    setError(undefined);
    setPending(true);
    try {
      const res = await publicJson(loginResultSchema, '/login', {
        username: session.user.email,
        password,
        bypassToken: bypassTokenFor(session.user.email),
      });
      // With 2FA on, the server asks for a code: the password is right, and the lock is this
      // device's own, so it opens and the session it already holds goes on.
      if (!('twoFactor' in res)) {
        await startSession(db, res, password);
        requestSync();
      }
      await unlocked();
    } catch (err) {
      const offline = err instanceof ApiError && err.status === 0;
      if (offline && (await checkVerifier(db, session.user.id, password))) return unlocked();
      setFormError(offline || !(err instanceof ApiError) ? MSG.credentialsInvalid : err.message);
      setPending(false);
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-card">
        <form className="card stack" onSubmit={submit} noValidate>
          <h1>{t('To be safe we logged you out')}</h1>
          <p className="muted" style={{ margin: 0 }}>
            {t('Reason: Inactive for over 20 min')}
          </p>
          <p className="small muted" style={{ margin: 0 }}>
            {session.user.firstName} {session.user.lastName} · {session.user.email}
            {t('. Changes saved on this device are kept and keep syncing.')}
          </p>
          <FormError message={formError} />
          <TextField
            label={t('Password')}
            name="password"
            type="password"
            autoComplete="current-password"
            error={error}
            autoFocus
          />
          <Button type="submit" block disabled={pending}>
            {pending ? t('Logging in…') : t('Log back in')}
          </Button>
          <Link className="btn btn-ghost" to="/logout">
            {t('Not')} {session.user.firstName}
            {t('? Log off')}
          </Link>
        </form>
      </div>
    </div>
  );
}
