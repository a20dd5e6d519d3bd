import { createContext, type MouseEvent, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { StoredSession } from '../db/app-db';
import { LoginForm, type LoginNav } from '../features/access/components/login-form';
import { FirstScreenShown } from './first-screen';

/** Opens the app at a path of its own (the router and Dexie load first if they have not yet). */
export type OpenApp = (to: string, options?: { replace?: boolean }) => void;

const OpenAppContext = createContext<OpenApp>(() => {});

/**
 * A first visit's login form, shown before the router and Dexie (about 45 KB on the wire of the
 * link) have arrived: the session was read with IndexedDB itself (db/peek-session.ts). The app
 * loads as soon as the form shows; leaving the form (logged in, a link) opens the app there.
 */
export function LoginFirst(props: { session: StoredSession | null; openApp: OpenApp; loadApp: () => void }) {
  const { session, openApp, loadApp } = props;
  useEffect(() => loadApp(), [loadApp]);
  const nav = useMemo<LoginNav>(
    () => ({
      session,
      params: new URLSearchParams(window.location.search),
      navigate: openApp,
      Link: AppLink,
      Redirect,
    }),
    [session, openApp],
  );
  return (
    <OpenAppContext.Provider value={openApp}>
      <LoginForm nav={nav} />
      <FirstScreenShown />
    </OpenAppContext.Provider>
  );
}

/** A link to a page of the app. A plain click opens it in the app; with a modifier key the browser does as it would. */
function AppLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const openApp = useContext(OpenAppContext);
  const follow = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    openApp(to);
  };
  return (
    <a href={to} className={className} onClick={follow}>
      {children}
    </a>
  );
}

function Redirect({ to }: { to: string }) {
  const openApp = useContext(OpenAppContext);
  useEffect(() => openApp(to, { replace: true }), [openApp, to]);
  return null;
}
