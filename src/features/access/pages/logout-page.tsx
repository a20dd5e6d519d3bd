import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, authedCall } from '../../../lib/api-client';
import { link } from '../../../lib/link';
import { forgetServerAnswers } from '../../../lib/query-client';
import { db, net, syncRegistry } from '../../../lib/services';
import { isGatewayFailure } from '../../../sync/link-state';
import { REPLAY_LOCK, withLockOrAfter } from '../../../sync/locks';
import { sealAndForget } from '../../../sync/seal';
import { Button } from '../../../ui/button';
import '../../../ui/shell.css';
import { t } from '../../../i18n/i18n';

const LOGOUT_WAIT_MS = 5_000;

/**
 * The device forgets the user: what was synced for them goes, what they have not sent is
 * sealed until they log in again (a shared phone), and then the session goes.
 */
async function forgetSession() {
  // Under the replay lock: a sync under way finishes first, and none starts with this session.
  // A replay that holds it longer (a slow link) does not keep the user from logging out.
  await withLockOrAfter(REPLAY_LOCK, LOGOUT_WAIT_MS, async () => {
    const session = await db.session.get('current');
    if (session) await sealAndForget(db, await syncRegistry(), session);
    await db.session.delete('current');
  });
  await forgetServerAnswers(db);
}

/** The user's changes on this device that the shore does not have yet. */
async function unsentChanges() {
  const session = await db.session.get('current');
  if (!session) return 0;
  return db.outbox.filter((e) => e.userId === session.user.id && e.status !== 'sealed').count();
}

/** Whether the shore heard the logout: no answer (or a gateway's in its place) means no link. */
async function endOnServer(): Promise<boolean> {
  try {
    await authedCall(db, net, '/logout');
    return true;
  } catch (e) {
    return !(e instanceof ApiError && (e.status === 0 || isGatewayFailure(e.status)));
  }
}

/**
 * Ends the session on the server (when reachable) and on the device; queued changes stay, sealed.
 * With no link to shore it asks first: a login needs the shore, so a crew member who logs off at
 * sea cannot log in again, nor log their hours, until the link is back (field test). The link is
 * known down, or found down by the logout itself (Wi-Fi up, satellite down, a fresh page).
 */
export function LogoutPage() {
  const [step, setStep] = useState<'asking' | 'leaving' | 'done'>(() =>
    link.state() === 'connected' ? 'leaving' : 'asking',
  );
  const [sure, setSure] = useState(false);
  useEffect(() => {
    if (step !== 'leaving') return;
    let live = true;
    void endOnServer().then(async (heard) => {
      if (!live) return;
      if (!heard && !sure) return setStep('asking');
      // The way back to login shows once the device has forgotten the session: before, /login
      // still found it and went straight back to the fleet.
      await forgetSession();
      if (live) setStep('done');
    });
    return () => {
      live = false;
    };
  }, [step, sure]);
  if (step === 'asking')
    return (
      <AskFirst
        onLogOff={() => {
          setSure(true);
          setStep('leaving');
        }}
      />
    );
  // "Logged out" is said once it is so: the logout may yet find no shore and ask instead.
  return (
    <div className="auth-page">
      <div className="card stack auth-card" style={{ textAlign: 'center' }}>
        {step === 'done' ? (
          <>
            <h1>{t('Good Bye')}</h1>
            <p className="muted">{t("You're all safe and logged out. Enjoy the rest of your day.")}</p>
            <Link className="btn btn-primary" to="/login">
              {t('Log in')}
            </Link>
          </>
        ) : (
          <p className="small muted" role="status">
            {t('Logging out…')}
          </p>
        )}
      </div>
    </div>
  );
}

/** Whether a page of the app comes before this one in the tab's history (react-router keeps its index). */
const inAppHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

function AskFirst({ onLogOff }: { onLogOff: () => void }) {
  const navigate = useNavigate();
  const [unsent, setUnsent] = useState<number | null>(null);
  useEffect(() => {
    void unsentChanges().then(setUnsent);
  }, []);
  return (
    <div className="auth-page">
      <div className="card stack auth-card">
        <h1>{t('Log off without a link to shore?')}</h1>
        <p className="no-margin">
          {t(
            'This phone cannot reach the shore. Logging in again needs the shore: until it can be reached, no one can log hours of rest on this phone.',
          )}
        </p>
        {unsent ? (
          <p className="no-margin">
            {t(
              '{count, plural, one {# change saved on this device is kept} other {# changes saved on this device are kept}}, locked to you, and sent once you log in again.',
              { count: unsent },
            )}
          </p>
        ) : null}
        <div className="row wrap">
          {/* Back where the user was; opened on its own (a new tab), to the app's start. */}
          <Button autoFocus onClick={() => (inAppHistory() ? navigate(-1) : navigate('/'))}>
            {t('Stay logged in')}
          </Button>
          <Button variant="ghost" onClick={onLogOff}>
            {t('Log off anyway')}
          </Button>
        </div>
      </div>
    </div>
  );
}
