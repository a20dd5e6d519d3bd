import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { authedCall } from '../../../lib/api-client';
import { forgetServerAnswers } from '../../../lib/query-client';
import { db, net, syncRegistry } from '../../../lib/services';
import { REPLAY_LOCK, withLockOrAfter } from '../../../sync/locks';
import { sealAndForget } from '../../../sync/seal';
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

/** Ends the session on the server (when reachable) and on the device; queued changes stay, sealed. */
export function LogoutPage() {
  // The way back to login shows once the device has forgotten the session: before, /login
  // still found it and went straight back to the fleet.
  const [done, setDone] = useState(false);
  useEffect(() => {
    void authedCall(db, net, '/logout')
      .catch(() => undefined)
      .finally(() => forgetSession())
      .finally(() => setDone(true));
  }, []);
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
