import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { type LoginResponse, loginRequestSchema } from '../../../contracts/auth';
import { toErrorList } from '../../../contracts/errors';
import { ApiError, publicCall } from '../../../lib/api-client';
import { db, requestSync } from '../../../lib/services';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import '../../../ui/shell.css';
import { startSession } from '../data/start-session';

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const again = params.get('again') === '1';
  const login = useMutation({
    mutationFn: (body: { username: string; password: string }) => publicCall<LoginResponse>('/login', body),
    onSuccess: async (res) => {
      await startSession(db, res);
      requestSync();
      const single = res.vessels.length === 1 ? `/fleet/${res.vessels[0]!.codename}` : '/fleet';
      navigate(params.get('redirect') ?? single, { replace: true });
    },
    onError: (e) => {
      if (e instanceof ApiError)
        setErrors(Object.fromEntries(e.fieldErrors.map((f) => [f.property, f.message])));
    },
  });

  if (session === 'loading') return null;
  if (session && !session.needsLogin && !again) return <Navigate to="/fleet" replace />;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = loginRequestSchema.safeParse({
      username: form.get('username'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(toErrorList(parsed.error).map((f) => [f.property, f.message])));
      return;
    }
    setErrors({});
    login.mutate({ username: parsed.data.username, password: parsed.data.password });
  };

  const formError =
    login.error instanceof ApiError && login.error.fieldErrors.length === 0 ? login.error.message : null;
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
          {formError ? (
            <div className="form-error" role="alert">
              {formError}
            </div>
          ) : null}
          <TextField
            label="E-mail"
            name="username"
            type="email"
            autoComplete="username"
            inputMode="email"
            defaultValue={session?.user.email ?? ''}
            error={errors.username}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
          />
          <Button type="submit" block disabled={login.isPending}>
            {login.isPending ? 'Logging in…' : 'Login'}
          </Button>
        </form>
      </div>
    </div>
  );
}
