import {
  type ComponentType,
  type FormEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { LoginResponse } from '../../../contracts/auth';
import { errorsByField } from '../../../contracts/error-shape';
import type { TwoFactorLogin } from '../../../contracts/two-factor';
import type { StoredSession } from '../../../db/app-db';
import { localPath } from '../../../domain/access/redirect';
import { ApiError, publicJson } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { LightCheckbox } from '../../../ui/light-checkbox';
import { TextField } from '../../../ui/text-field';
import '../../../ui/shell.css';
import { t } from '../../../i18n/i18n';
import { brand } from '../../../lib/brand';
import { screen } from '../../../lib/lazy-screen';
import { ChunkBoundary } from '../../../ui/chunk-boundary';
import { ChunkFailed } from '../../../ui/chunk-failed';
import { bypassTokenFor, type PendingLogin, pendingLogin, setPendingLogin } from '../data/pending-login';
import { AuthFrame } from './auth-frame';

/**
 * The form's schema brings zod (about 25 KB gzipped), the largest part of this route. The
 * form paints without it; the page starts this import at once, so it is in by the time
 * anyone presses Login (and the service worker has it precached for later visits).
 */
const loadLoginValidation = () => import('../data/login-validation');
// The answer's schema: fetched beside the call (it is in by then), checked once the answer is in.
const loadLoginAnswer = () => import('../../../contracts/two-factor').then((m) => m.loginResultSchema);
// Starting a session (the device key, the sealed token store) is needed only once the server
// says yes; it loads beside the schema, after the form has painted.
const loadFinishLogin = () => import('../data/finish-login');
// The popup (and zod, react-aria's dialog) load only when someone asks for it. A load that failed
// (offline before its first use) stays failed in React's lazy: each new try is a new one.
const forgotPasswordDialog = () => screen(() => import('./forgot-password-dialog'), 'ForgotPasswordDialog');
// The '2FA Login' step: only users with two-factor login download it.
const TwoFactorCodeForm = screen(() => import('./two-factor-code-form'), 'TwoFactorCodeForm');

/**
 * What the form needs of the page around it: the session, the address's query, moving on. The
 * router gives them once the app has loaded (pages/login-page.tsx); a first visit's form has them
 * without the router or Dexie (app/login-first.tsx), so it paints before either has arrived.
 */
export interface LoginNav {
  session: StoredSession | null | 'loading';
  params: URLSearchParams;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** A link to another page of the app. */
  Link: ComponentType<{ to: string; className?: string; children: ReactNode }>;
  /** Goes on to another page at once (replacing this one in the history). */
  Redirect: ComponentType<{ to: string }>;
}

export function LoginForm({ nav }: { nav: LoginNav }) {
  const { session, navigate, params, Link, Redirect } = nav;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const again = params.get('again') === '1';
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [forgotTries, setForgotTries] = useState(0);
  // The popup's code did not arrive: the form says so, with a new try.
  const [forgotFailed, setForgotFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new try after a failed load is the point.
  const ForgotPasswordDialog = useMemo(forgotPasswordDialog, [forgotTries]);
  const [optIn, setOptIn] = useState(false);
  // Back from /setupWhatsapp keeps what was typed; a reload starts again.
  const [verifying, setVerifying] = useState<PendingLogin | null>(null);
  // Back from the '2FA Login' step shows the form again with the e-mail still in it.
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const emailField = useRef<HTMLInputElement>(null);
  // Set while a login is being stored: its own navigation follows, and the page must not also
  // jump on the moment the session appears (two navigations raced and one could land short).
  const finishing = useRef(false);
  useEffect(() => {
    void loadLoginValidation();
    void loadLoginAnswer();
    void loadFinishLogin();
  }, []);

  const finish = async (res: LoginResponse | TwoFactorLogin, email: string, password: string) => {
    finishing.current = true;
    try {
      const { finishLogin } = await loadFinishLogin();
      navigate(await finishLogin(res, { email, password, redirect: params.get('redirect') }), {
        replace: true,
      });
    } finally {
      finishing.current = false;
    }
  };

  const logIn = async (body: { username: string; password: string }) => {
    setPending(true);
    setFormError(null);
    try {
      const res = await publicJson(loadLoginAnswer(), '/login', {
        ...body,
        enableWhatsAppAuth: optIn,
        bypassToken: bypassTokenFor(body.username),
      });
      if (!('twoFactor' in res)) return await finish(res, body.username, body.password);
      const waiting = {
        step: res.twoFactor,
        email: body.username,
        password: body.password,
        redirect: params.get('redirect'),
      };
      setPendingLogin(waiting);
      setPending(false);
      if (res.twoFactor.step === 'setup') navigate('/setupWhatsapp');
      else setVerifying(waiting);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, String(e));
      setErrors(errorsByField(err.fieldErrors));
      if (err.fieldErrors.length === 0) setFormError(err.message);
      setPending(false);
    }
  };

  if (session === 'loading') return null;
  // Logged in: on to where the login was asked for (the page behind it, or a link's action).
  if (session && !session.needsLogin && !again && !finishing.current)
    return <Redirect to={localPath(params.get('redirect'), '/fleet')} />;
  if (verifying) {
    const { step } = verifying;
    const lead =
      step.method === 'totp'
        ? t('Type the 6-digit code your authenticator app shows for {app}.', { app: brand.name })
        : t('We sent a code by WhatsApp to {number}.', { number: step.sentTo ?? t('your number') });
    return (
      <AuthFrame>
        <div className="card stack">
          <h2>{t('2FA Login')}</h2>
          <Suspense fallback={null}>
            <TwoFactorCodeForm
              pending={verifying}
              method={step.method ?? 'whatsapp'}
              lead={lead}
              initialError={step.sendError}
              onBack={() => {
                setPendingLogin(null);
                setTypedEmail(verifying.email);
                setVerifying(null);
              }}
              onDone={(res) => finish(res, verifying.email, verifying.password)}
            />
          </Suspense>
        </div>
      </AuthFrame>
    );
  }

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

  const returning = pendingLogin();
  return (
    <AuthFrame>
      <form className="card stack" onSubmit={submit} noValidate>
        <h2>{again ? t('Log in again to send your changes') : t('Log in')}</h2>
        <FormError message={formError} />
        {forgotFailed ? (
          <ChunkFailed
            part="form"
            onRetry={() => {
              setForgotFailed(false);
              setForgot(true);
            }}
          />
        ) : null}
        <TextField
          label={t('E-mail')}
          name="username"
          type="email"
          autoComplete="username"
          inputMode="email"
          defaultValue={typedEmail ?? returning?.email ?? session?.user.email ?? ''}
          ref={emailField}
          error={errors.username}
        />
        <TextField
          label={t('Password')}
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <LightCheckbox checked={optIn} onChange={setOptIn}>
          {t('Enable Two-Factor Authentication')}
        </LightCheckbox>
        <Button type="submit" block disabled={pending}>
          {pending ? t('Logging in…') : t('Log in')}
        </Button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setFormError(null);
            setForgotFailed(false);
            setForgot(true);
          }}
        >
          {t('Forgot your password?')}
        </button>
        <p className="small muted no-margin center">
          {t('New here?')}{' '}
          <Link to="/register" className="link-target">
            {t('Try it Free')}
          </Link>
        </p>
      </form>
      {forgot ? (
        <ChunkBoundary
          onFailed={(error) => {
            setForgot(false);
            setForgotTries((n) => n + 1);
            console.warn(error.message);
            setForgotFailed(true);
          }}
        >
          <Suspense fallback={null}>
            <ForgotPasswordDialog email={emailField.current?.value ?? ''} onClose={() => setForgot(false)} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </AuthFrame>
  );
}
