import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authedCall } from '../../../lib/api-client';
import { link } from '../../../lib/link';
import { forgetServerAnswers } from '../../../lib/query-client';
import { db, net, syncRegistry } from '../../../lib/services';
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

/**
 * Ends the session on the server (when reachable) and on the device; queued changes stay, sealed.
 * With no link to shore it asks first: a login needs the shore, so a crew member who logs off at
 * sea cannot log in again, nor log their hours, until the link is back (field test, issue 31).
 */
export function LogoutPage() {
  const [going, setGoing] = useState(() => link.state() === 'connected');
  // The way back to login shows once the device has forgotten the session: before, /login
  // still found it and went straight back to the fleet.
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!going) return;
    void authedCall(db, net, '/logout')
      .catch(() => undefined)
      .finally(() => forgetSession())
      .finally(() => setDone(true));
  }, [going]);
  if (!going) return <AskFirst onLogOff={() => setGoing(true)} />;
  return (
    <div className="auth-page">
      <div className="card stack auth-card" style={{ textAlign: 'center' }}>
        <h1>{t('Good Bye')}</h1>
        <p className="muted">{t("You're all safe and logged out. Enjoy the rest of your day.")}</p>
        {done ? (
          <Link className="btn btn-primary" to="/login">
            {t('Log in')}
          </Link>
        ) : (
          <p className="small muted">{t('Logging out…')}</p>
        )}
      </div>
    </div>
  );
}

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
              '{count, plural, one {# change saved on this device waits} other {# changes saved on this device wait}}, sealed, until you log in again.',
              { count: unsent },
            )}
          </p>
        ) : null}
        <div className="row wrap">
          <Button autoFocus onClick={() => navigate(-1)}>
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
