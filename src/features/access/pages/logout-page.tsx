import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { authedCall } from '../../../lib/api-client';
import { forgetServerAnswers } from '../../../lib/query-client';
import { db, net } from '../../../lib/services';
import '../../../ui/shell.css';

/** Ends the session on the server (when reachable) and on the device; queued changes stay. */
export function LogoutPage() {
  // The way back to login shows once the device has forgotten the session: before, /login
  // still found it and went straight back to the fleet.
  const [done, setDone] = useState(false);
  useEffect(() => {
    void authedCall(db, net, '/logout')
      .catch(() => undefined)
      .finally(() => Promise.all([db.session.delete('current'), forgetServerAnswers(db)]))
      .finally(() => setDone(true));
  }, []);
  return (
    <div className="auth-page">
      <div className="card stack auth-card" style={{ textAlign: 'center' }}>
        <h1>Good Bye</h1>
        <p className="muted">You're all safe and logged out. Enjoy the rest of your day.</p>
        {done ? (
          <Link className="btn btn-primary" to="/login">
            Log in
          </Link>
        ) : (
          <p className="small muted">Logging out…</p>
        )}
      </div>
    </div>
  );
}
