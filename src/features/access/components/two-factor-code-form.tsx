import { type FormEvent, useState } from 'react';
import { MSG } from '../../../contracts/messages';
import {
  codeSentSchema,
  type TwoFactorLogin,
  type TwoFactorMethod,
  twoFactorLoginSchema,
} from '../../../contracts/two-factor';
import { t } from '../../../i18n/i18n';
import { publicJson } from '../../../lib/api-client';
import { FormError } from '../../../ui/form-error';
import { LightCheckbox } from '../../../ui/light-checkbox';
import { TextField } from '../../../ui/text-field';
import { failureText } from '../data/failure-text';
import type { PendingLogin } from '../data/pending-login';
import { BackAndSubmit } from './back-and-submit';

/**
 * The code of the '2FA Login' step and of step 2 of /setupWhatsapp: code, 'Bypass 2FA for 30
 * days', Back and Verify, and for a messaged code 'Send the code again' and the spec's hint.
 */
export function TwoFactorCodeForm(props: {
  pending: PendingLogin;
  method: TwoFactorMethod;
  /** What the user is told above the field. */
  lead: string;
  /** An error to show at once (the code could not be sent). */
  initialError?: string | undefined;
  onBack: () => void;
  onDone: (res: TwoFactorLogin) => void | Promise<void>;
}) {
  const { step } = props.pending;
  const [code, setCode] = useState('');
  const [suspend, setSuspend] = useState(false);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(props.initialError ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setNotice(null);
    if (!code.trim()) return setError(MSG.required);
    setError(undefined);
    setBusy(true);
    try {
      const res = await publicJson(twoFactorLoginSchema, '/verifyWhatsApp', {
        challenge: step.challenge,
        userId: step.userId,
        code: code.trim(),
        suspend,
      });
      await props.onDone(res);
    } catch (err) {
      setFormError(failureText(err));
      setBusy(false);
    }
  };
  const resend = async () => {
    setFormError(null);
    setNotice(null);
    try {
      const res = await publicJson(codeSentSchema, '/sendWhatsApp', { challenge: step.challenge });
      setNotice(t('A new code is on its way to {number}.', { number: res.sentTo }));
    } catch (err) {
      setFormError(failureText(err));
    }
  };

  // A setup has no recovery codes yet: they come once the code is right.
  const setup = props.pending.step.step === 'setup';
  const app = props.method === 'totp';
  return (
    <form className="stack" onSubmit={verify} noValidate>
      <p className="muted" style={{ margin: 0 }}>
        {props.lead}
      </p>
      <FormError message={formError} />
      {notice ? (
        <p className="small" role="status" style={{ margin: 0 }}>
          {notice}
        </p>
      ) : null}
      <TextField
        label={
          app ? (setup ? t('Code from the app') : t('Code from the app, or a recovery code')) : t('Code')
        }
        name="code"
        autoComplete="one-time-code"
        inputMode={app && !setup ? 'text' : 'numeric'}
        autoCapitalize="off"
        spellCheck={false}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        autoFocus
      />
      <LightCheckbox checked={suspend} onChange={setSuspend}>
        {t('Bypass 2FA for 30 days')}
      </LightCheckbox>
      <BackAndSubmit onBack={props.onBack} busy={busy} text={[t('Verify'), t('Verifying…')]} />
      {props.method === 'whatsapp' ? (
        <>
          <button type="button" className="btn btn-ghost" onClick={resend}>
            {t('Send the code again')}
          </button>
          <p className="small muted" style={{ margin: 0 }}>
            {MSG.twoFactorHint}
          </p>
        </>
      ) : setup ? null : (
        <p className="small muted" style={{ margin: 0 }}>
          {t(
            'Lost the phone with the app? Type one of the recovery codes you saved, or ask your administrator to remove two-factor login from your account.',
          )}
        </p>
      )}
    </form>
  );
}
