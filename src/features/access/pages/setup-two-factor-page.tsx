import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { MSG } from '../../../contracts/messages';
import {
  codeSentSchema,
  type TotpSetup,
  type TwoFactorLogin,
  type TwoFactorMethod,
  totpSetupSchema,
} from '../../../contracts/two-factor';
import { WHATSAPP_NUMBER } from '../../../contracts/users';
import { publicJson } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { TextField } from '../../../ui/text-field';
import '../../../ui/shell.css';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { AuthFrame } from '../components/auth-frame';
import { BackAndSubmit } from '../components/back-and-submit';
import { RecoveryCodes } from '../components/recovery-codes';
import { TwoFactorCodeForm } from '../components/two-factor-code-form';
import { failureText } from '../data/failure-text';
import { finishLogin } from '../data/finish-login';
import { pendingLogin } from '../data/pending-login';

const METHODS: { value: TwoFactorMethod; title: string; text: string }[] = [
  {
    value: 'whatsapp',
    title: msg('WhatsApp code'),
    text: msg('A code comes by WhatsApp at each login. Needs a signal or Wi-Fi on the phone.'),
  },
  {
    value: 'totp',
    title: msg('Authenticator app'),
    text: msg('An app on your phone makes the code. Works at sea, with no signal at all.'),
  },
];

/**
 * '/setupWhatsapp' (doc 1, section 2): step 1 the method and number, step 2 the code. Beyond the
 * spec, an authenticator app can be chosen instead (a QR code, then recovery codes to keep).
 */
export function SetupTwoFactorPage() {
  const navigate = useNavigate();
  const [pending] = useState(pendingLogin);
  const [method, setMethod] = useState<TwoFactorMethod>('whatsapp');
  const [stage, setStage] = useState<1 | 2>(1);
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const [totp, setTotp] = useState<TotpSetup | null>(null);
  const [done, setDone] = useState<TwoFactorLogin | null>(null);
  if (!pending) return <Navigate to="/login" replace />;
  const { step } = pending;

  const finish = async (res: TwoFactorLogin) => navigate(await finishLogin(res, pending), { replace: true });
  const next = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const typed = number.replace(/[\s()-]/g, '');
    if (method === 'whatsapp') {
      if (!typed) return setNumberError(MSG.required);
      if (!WHATSAPP_NUMBER.test(typed)) return setNumberError(MSG.whatsappFormat);
    }
    setNumberError(undefined);
    setBusy(true);
    try {
      const who = { challenge: step.challenge, userId: step.userId };
      if (method === 'whatsapp')
        setSentTo((await publicJson(codeSentSchema, '/setUpWhatsApp', { ...who, number: typed })).sentTo);
      else setTotp(await publicJson(totpSetupSchema, '/setUpTotp', who));
      setStage(2);
    } catch (err) {
      setFormError(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  if (done?.recoveryCodes)
    return (
      <AuthFrame>
        <div className="card stack">
          <h2>{t('Save your recovery codes')}</h2>
          <RecoveryCodes codes={done.recoveryCodes} />
          <Button type="button" onClick={() => void finish(done)}>
            {t('Continue')}
          </Button>
        </div>
      </AuthFrame>
    );

  return (
    <AuthFrame>
      <div className="card stack">
        <h2>{t('Set up two-factor login')}</h2>
        <p className="small muted step-count" style={{ margin: 0 }}>
          {t('Step')} {stage} {t('of 2')}
        </p>
        {stage === 1 ? (
          <form className="stack" onSubmit={next} noValidate>
            <p className="muted" style={{ margin: 0 }}>
              {step.required
                ? t('Your administrator asks for a second step at login. Choose how you will get your code.')
                : t('A second step at login keeps your account safe even if someone learns your password.')}
            </p>
            <FormError message={formError} />
            <fieldset className="method-choice">
              <legend className="field-label">{t('Method')}</legend>
              {METHODS.map((m) => (
                <label key={m.value} className="method-card" data-selected={method === m.value || undefined}>
                  <input
                    type="radio"
                    name="method"
                    className="visually-hidden"
                    checked={method === m.value}
                    onChange={() => setMethod(m.value)}
                  />
                  <span className="method-radio" aria-hidden="true" />
                  <span>
                    <strong>{t(m.title)}</strong>
                    <span className="small muted">{t(m.text)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {method === 'whatsapp' ? (
              <TextField
                label={t('WhatsApp number')}
                type="tel"
                autoComplete="tel"
                placeholder="+44 7700 900123"
                value={number}
                onChange={(e) => setNumber(e.target.value)}
                error={numberError}
              />
            ) : null}
            <BackAndSubmit
              onBack={() => navigate(pending.cancelTo ?? '/login')}
              busy={busy}
              text={[t('Continue'), t('Please wait…')]}
            />
          </form>
        ) : (
          <>
            {method === 'totp' && totp ? (
              <div className="totp-setup">
                <img
                  src={`data:image/svg+xml;utf8,${encodeURIComponent(totp.qrSvg)}`}
                  alt={t('QR code for your authenticator app')}
                />
                <p className="small muted" style={{ margin: 0 }}>
                  {t("Can't scan it? Add this key in the app:")}
                </p>
                <code className="totp-key">{totp.secret.match(/.{1,4}/g)?.join(' ')}</code>
                {/* On the phone itself a QR code cannot be scanned: the app opens from the link. */}
                <div className="totp-actions">
                  <a className="btn btn-secondary" href={totp.uri}>
                    {t('Open in authenticator app')}
                  </a>
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => void navigator.clipboard?.writeText(totp.secret)}
                  >
                    {t('Copy key')}
                  </Button>
                </div>
              </div>
            ) : null}
            <TwoFactorCodeForm
              pending={pending}
              method={method}
              lead={
                method === 'totp'
                  ? t('Scan the QR code with your authenticator app, then type the 6 digits it shows.')
                  : t('We sent a code by WhatsApp to {number}.', { number: sentTo })
              }
              onBack={() => setStage(1)}
              onDone={(res) => (res.recoveryCodes ? setDone(res) : finish(res))}
            />
          </>
        )}
      </div>
    </AuthFrame>
  );
}
