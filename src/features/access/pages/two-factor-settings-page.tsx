import { useState } from 'react';
import { useNavigate } from 'react-router';
import { homeLink } from '../../../domain/access/fleet-home';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { keptAnswerAge } from '../../../lib/kept-answer';
import { useOnline } from '../../../lib/use-online';
import { useSession } from '../../../lib/use-session';
import { AsOf } from '../../../ui/as-of';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { NoLinkLead } from '../../../ui/no-link-lead';
import { notify } from '../../../ui/toast';
import { PasswordDialog } from '../components/password-dialog';
import { RecoveryCodes } from '../components/recovery-codes';
import { useOwnTwoFactor, useOwnTwoFactorChanges } from '../data/own-two-factor';
import { setPendingLogin } from '../data/pending-login';

type Asking = 'setup' | 'off' | 'codes' | null;

const WHAT: Record<Exclude<Asking, null>, { title: string; action: string }> = {
  setup: { title: msg('Set up two-factor login'), action: msg('Continue') },
  off: { title: msg('Turn off two-factor login'), action: msg('Turn off') },
  codes: { title: msg('New recovery codes'), action: msg('Make new codes') },
};

/**
 * '/two-factor' (beyond the spec, which sets 2FA up only at login): the method in use, and with
 * the password again, a change of method (the /setupWhatsapp steps), new recovery codes, or off
 * (unless an administrator requires it). Needs a connection: the server holds the secrets.
 */
export function TwoFactorSettingsPage() {
  const session = useSession();
  const online = useOnline();
  const navigate = useNavigate();
  const state = useOwnTwoFactor();
  const changes = useOwnTwoFactorChanges();
  const [asking, setAsking] = useState<Asking>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (session === 'loading' || !session) return null;
  const home = homeLink(session.vessels);
  // Online, the answer of this visit; offline, the last one read.
  const factor = state.isFetchedAfterMount || !online ? state.data : undefined;
  const age = keptAnswerAge(state);
  const cannotChange = t('Two-factor login can be changed once the shore can be reached.');

  const run = async (password: string) => {
    if (asking === 'setup') {
      const step = await changes.startSetup(password);
      setPendingLogin({
        step,
        email: session.user.email,
        password,
        redirect: '/two-factor',
        cancelTo: '/two-factor',
      });
      navigate('/setupWhatsapp');
    } else if (asking === 'off') {
      notify((await changes.turnOff(password)).message);
    } else if (asking === 'codes') {
      setCodes((await changes.renewCodes(password)).recoveryCodes);
    }
    setAsking(null);
  };

  return (
    <div className="stack narrow-page">
      <BackLink to={home.to}>{home.label}</BackLink>
      <h1>{t('Two-factor login')}</h1>
      <p className="muted" style={{ margin: 0 }}>
        {t(
          'A code at each login, besides your password, keeps your account safe even if someone learns the password.',
        )}
      </p>
      {/* The method as last read, and from when; with nothing read yet, only what the link means. */}
      {factor ? (
        <AsOf at={age.readAt} stale={age.stale} note={online ? undefined : cannotChange} />
      ) : !online ? (
        <p className="banner banner-info" role="status" style={{ margin: 0 }}>
          <NoLinkLead /> {cannotChange}
        </p>
      ) : null}
      {!factor && state.isFetching ? <p className="muted">{t('Loading…')}</p> : null}
      {state.error && !factor ? <p className="banner banner-warn">{state.error.message}</p> : null}
      {factor ? (
        <section className="card stack" aria-label={t('Your two-factor login')}>
          <div className="two-factor-status">
            <span className={`pill ${factor.method ? 'pill-ok' : 'pill-neutral'}`}>
              {factor.method ? t('On') : t('Off')}
            </span>
            <div>
              <strong>
                {factor.method === 'totp'
                  ? t('Authenticator app')
                  : factor.method === 'whatsapp'
                    ? t('WhatsApp code to {number}', { number: factor.sentTo ?? t('your number') })
                    : t('Password only')}
              </strong>
              <p className="small muted" style={{ margin: 0 }}>
                {factor.method === 'totp'
                  ? t('{left} of 10 recovery codes left. Works at sea, with no signal.', {
                      left: factor.recoveryCodesLeft,
                    })
                  : factor.method === 'whatsapp'
                    ? t(
                        'Needs a signal or Wi-Fi on the phone at each login. An authenticator app works at sea.',
                      )
                    : t('Anyone who learns your password can log in as you.')}
              </p>
              {factor.required ? (
                <p className="small muted" style={{ margin: 0 }}>
                  {t('Your administrator requires two-factor login.')}
                </p>
              ) : null}
            </div>
          </div>
          <div className="dialog-actions two-factor-actions">
            <Button disabled={!online} onClick={() => setAsking('setup')}>
              {factor.method ? t('Change method') : t('Set up')}
            </Button>
            {factor.method === 'totp' ? (
              <Button variant="ghost" disabled={!online} onClick={() => setAsking('codes')}>
                {t('New recovery codes')}
              </Button>
            ) : null}
            {factor.method && !factor.required ? (
              <Button variant="danger" disabled={!online} onClick={() => setAsking('off')}>
                {t('Turn off')}
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
      {asking ? (
        <PasswordDialog
          title={t(WHAT[asking].title)}
          action={t(WHAT[asking].action)}
          lead={
            asking === 'off'
              ? t('Type your password to turn it off. Logins will then ask for your password only.')
              : asking === 'codes'
                ? t('Type your password to make new codes. Your old recovery codes stop working.')
                : t(
                    'Type your password to go on, then choose WhatsApp or an authenticator app. Your current method stays until the new one works.',
                  )
          }
          onSubmit={run}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {codes ? (
        <Dialog title={t('Your new recovery codes')} onClose={() => setCodes(null)}>
          <RecoveryCodes codes={codes} />
          <Button onClick={() => setCodes(null)}>{t('Done')}</Button>
        </Dialog>
      ) : null}
    </div>
  );
}
