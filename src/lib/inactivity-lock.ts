import { useEffect } from 'react';
import { INACTIVITY_CHECK_MS, inactiveTooLong } from '../domain/access/inactivity';
import { db } from './services';

const KEY = 'seaworthy.last-activity';
const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

const lastActivity = () => {
  const v = Number(localStorage.getItem(KEY));
  return Number.isFinite(v) && v > 0 ? v : null;
};

/** Marks the user active now (a login, or an unlock). Shared by the app's tabs. */
export function markActive(now = Date.now()) {
  localStorage.setItem(KEY, String(now));
}

/**
 * Locks the session after 20 minutes without mouse, key or touch activity, in every tab and
 * also when the app is reopened after a long pause. A lock is not a logout: the tokens and
 * everything queued stay, and the queue keeps syncing; only the screens wait for the password.
 */
export function useInactivityLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    let written = 0;
    const onActivity = () => {
      const now = Date.now();
      // One write every 10 s is enough for a 20-minute limit.
      if (now - written > 10_000) {
        written = now;
        markActive(now);
      }
    };
    const check = () => {
      if (inactiveTooLong(lastActivity(), Date.now()))
        void db.session.update('current', { lockedAt: Date.now() });
    };
    if (lastActivity() === null) markActive();
    check();
    for (const e of EVENTS) window.addEventListener(e, onActivity, { passive: true });
    const timer = setInterval(check, INACTIVITY_CHECK_MS);
    return () => {
      for (const e of EVENTS) window.removeEventListener(e, onActivity);
      clearInterval(timer);
    };
  }, [active]);
}
