import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nProvider } from 'react-aria-components';
import { NavLink, Outlet, useParams } from 'react-router';
import { moduleEntry } from '../../domain/access/modules';
import { levelOn } from '../../domain/access/permissions';
import { DATE_ORDER_LOCALE, useDateOrder } from '../../lib/date-order';
import { persistOptions, queryClient } from '../../lib/query-client';
import { db } from '../../lib/services';
import { useOnline } from '../../lib/use-online';
import { useSession, useSyncStatus } from '../../lib/use-session';
import { Icon } from '../../ui/icons';
import { timeAgo } from '../../ui/time-ago';
import { Toasts } from '../../ui/toast';
import '../../ui/shell.css';
import { AppBanners } from './app-banners';

/** The phone-first shell: top bar with connection and sync state, tab bar (sidebar on desktop). */
export function AppShell() {
  const session = useSession();
  const status = useSyncStatus();
  const online = useOnline();
  const dateOrder = useDateOrder();
  const { codename } = useParams();
  const openedId =
    session && session !== 'loading' ? session.vessels.find((v) => v.codename === codename)?.id : undefined;
  // The vessel the user works on comes first when this device syncs from scratch.
  useEffect(() => {
    if (openedId) void db.meta.put({ key: 'focusVessel', value: openedId });
  }, [openedId]);
  if (session === 'loading' || session === null) return null;
  const vessel = session.vessels.find((v) => v.codename === codename) ?? session.vessels[0];
  const restPath = vessel ? `/fleet/${vessel.codename}/hours-of-rest` : '/fleet';
  const level = vessel ? levelOn(session.roles, vessel.id) : null;
  const rest = vessel ? moduleEntry(vessel, 'hoursofrest', level) : 'hidden';
  const badge = status.pending + status.problems;
  const nav: NavItem[] = [
    { to: '/fleet', label: 'Fleet', icon: 'fleet', end: true },
    ...(rest === 'hidden'
      ? []
      : [
          {
            to: restPath,
            label: 'Hours of rest',
            icon: 'clock',
            end: false,
            off: rest === 'greyed',
          } as NavItem,
        ]),
    { to: '/sync', label: 'Sync', icon: 'sync', end: false, badge },
  ];
  return (
    <div className="shell">
      <header className="topbar">
        <NavLink to="/fleet" className="brand">
          <img src="/icons/icon-192.png" alt="" />
          <span>
            Seaworthy
            <small>{vessel ? vessel.name : 'Fleet'}</small>
          </span>
        </NavLink>
        <div className="row">
          {online ? null : (
            <span className="pill pill-warn" role="status">
              Offline
            </span>
          )}
          <NavLink to="/sync" className="sync-chip">
            <span className="visually-hidden">Sync status: </span>
            {status.problems > 0 ? (
              <span className="pill pill-bad">{status.problems} need attention</span>
            ) : status.pending > 0 ? (
              <span className="pill">{status.pending} pending</span>
            ) : (
              <span className="pill">
                {status.lastSyncAt ? (
                  <>
                    <span className="wide-only">Synced </span>
                    {timeAgo(status.lastSyncAt)}
                  </>
                ) : (
                  'Not synced yet'
                )}
              </span>
            )}
          </NavLink>
        </div>
      </header>
      <div className="banners">
        <AppBanners needsLogin={session.needsLogin} />
      </div>
      <nav className="sidebar" aria-label="Main">
        <NavItems items={nav} />
      </nav>
      <main className="main">
        <ServerAnswers userId={session.user.id}>
          <I18nProvider locale={DATE_ORDER_LOCALE[dateOrder]}>
            <Outlet />
          </I18nProvider>
        </ServerAnswers>
      </main>
      <nav className="tabbar" aria-label="Main">
        <NavItems items={nav} />
      </nav>
      <Toasts />
    </div>
  );
}

interface NavItem {
  to: string;
  label: string;
  icon: 'fleet' | 'clock' | 'sync';
  end: boolean;
  badge?: number;
  /** A module that is off on this vessel: greyed, and leads to what it takes to switch it on. */
  off?: boolean;
}

/** The same links serve the phone's tab bar and the desktop sidebar (CSS shows one). */
function NavItems({ items }: { items: NavItem[] }) {
  return items.map((n) => (
    <NavLink key={n.label} to={n.to} end={n.end} className={n.off ? 'nav-off' : undefined}>
      <Icon name={n.icon} />
      {n.label}
      {n.off ? <span className="visually-hidden"> (off on this vessel)</span> : null}
      {n.badge ? <span className="badge">{n.badge}</span> : null}
    </NavLink>
  ));
}

/**
 * Server answers for the screens, kept on the device for offline use. Mounted only once the
 * user is known: restoring under another key would discard what was kept.
 */
function ServerAnswers({ userId, children }: { userId: number; children: ReactNode }) {
  const persist = useMemo(() => persistOptions(db, userId), [userId]);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persist}>
      {children}
    </PersistQueryClientProvider>
  );
}
