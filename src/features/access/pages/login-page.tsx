import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { LoginResponse } from '../../../contracts/auth';
import { errorsByField } from '../../../contracts/error-shape';
import { localPath } from '../../../domain/access/redirect';
import { ApiError, publicCall } from '../../../lib/api-client';
import { db, requestSync } from '../../../lib/services';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { TextField } from '../../../ui/text-field';
import '../../../ui/shell.css';
import { startSession } from '../data/start-session';

/**
 * The form's schema brings zod (about 25 KB gzipped), the largest part of this route. The
 * form paints without it; the page starts this import at once, so it is in by the time
 * anyone presses Login (and the service worker has it precached for later visits).
 */
const loadLoginValidation = () => import('../data/login-validation');
// The popup (and zod, react-aria's dialog) load only when someone asks for it.
const ForgotPasswordDialog = lazy(() =>
  import('../components/forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const again = params.get('again') === '1';
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [forgot, setForgot] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void loadLoginValidation();
  }, []);

  const logIn = async (body: { username: string; password: string }) => {
    setPending(true);
    setFormError(null);
    try {
      const res = await publicCall<LoginResponse>('/login', body);
      await startSession(db, res, body.password);
      requestSync();
      const single = res.vessels.length === 1 ? `/fleet/${res.vessels[0]!.codename}` : '/fleet';
      navigate(localPath(params.get('redirect'), single), { replace: true });
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, String(e));
      setErrors(errorsByField(err.fieldErrors));
      if (err.fieldErrors.length === 0) setFormError(err.message);
      setPending(false);
    }
  };

  if (session === 'loading') return null;
  if (session && !session.needsLogin && !again) return <Navigate to="/fleet" replace />;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const { validateLogin } = await loadLoginValidation();
    const checked = validateLogin({ username: form.get('username'), password: form.get('password') });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    void logIn(checked.body);
  };

  return (
    <div className="auth-page">
      <div className="auth-card">
        <div className="auth-brand">
          <img src="/icons/icon-192.png" alt="" />
          <h1>Seaworthy</h1>
          <p>Hours of rest and crew records, at sea or ashore.</p>
        </div>
        <form className="card stack" onSubmit={submit} noValidate>
          <h2>{again ? 'Log in again to send your changes' : 'Log in'}</h2>
          <FormError message={formError} />
          <TextField
            label="E-mail"
            name="username"
            type="email"
            autoComplete="username"
            inputMode="email"
            defaultValue={session?.user.email ?? ''}
            ref={emailField}
            error={errors.username}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
          />
          <Button type="submit" block disabled={pending}>
            {pending ? 'Logging in…' : 'Log in'}
          </Button>
          <button type="button" className="btn btn-ghost" onClick={() => setForgot(true)}>
            Forgot your password?
          </button>
        </form>
        {forgot ? (
          <Suspense fallback={null}>
            <ForgotPasswordDialog email={emailField.current?.value ?? ''} onClose={() => setForgot(false)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
