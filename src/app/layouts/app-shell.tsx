import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { NavLink, Outlet, useLocation, useParams } from 'react-router';
import { byVesselName, fleetHome } from '../../domain/access/fleet-home';
import { moduleEntry } from '../../domain/access/modules';
import { fleetMenu, vesselLinks } from '../../domain/access/navigation';
import { LEVEL, levelOn, reaches } from '../../domain/access/permissions';
import { issueBadge } from '../../domain/issues/device-issues';
import { msg } from '../../i18n/msg';
import { persistOptions, queryClient } from '../../lib/query-client';
import { db } from '../../lib/services';
import { useFreshSession } from '../../lib/use-fresh-session';
import { useSession, useSyncStatus } from '../../lib/use-session';
import { Icon } from '../../ui/icons';
import { Toasts } from '../../ui/toast';
import { NavOrLink } from './nav-or-link';
import '../../ui/shell.css';
import { moduleSwitchPath } from '../../domain/brand/brand';
import { useCertApprovalVessels } from '../../features/certificates/data/use-certs';
import { useDocsVessels } from '../../features/document-library/data/use-docs-vessels';
import { InboxButton } from '../../features/inbox/components/inbox-button';
import { useShellBadges } from '../../features/inbox/data/use-shell-badges';
import {
  issuesQuery,
  useDeviceCertIssues,
  useDeviceDocumentIssues,
} from '../../features/issues/data/issues-api';
import { useLeaveApprovalVessels } from '../../features/leave/data/use-leave';
import { t } from '../../i18n/i18n';
import { useUserLanguage } from '../../i18n/use-user-language';
import { brand } from '../../lib/brand';
import { screen } from '../../lib/lazy-screen';
import { VesselStandingContext } from '../../lib/nav-standing';
import { ScreenErrorBoundary } from '../screen-error-boundary';
import { useWarmModules } from '../use-warm-modules';
import { AppBanners } from './app-banners';
import { ClockBanner } from './clock-banner';
import { FirstSyncBanner } from './first-sync-banner';
import { FleetSwitcher } from './fleet-switcher';
import { LinkChip } from './link-chip';
import { navCategories, sidebarIssues } from './nav-model';
import { ScreenFailed } from './screen-failed';
import { ScreenLoading, ScreenShown } from './screen-loading';
import { UserMenu } from './user-menu';

// Only a user who has not agreed to the terms downloads the popup.
const TermsDialog = screen(() => import('../../features/access/components/terms-dialog'), 'TermsDialog');
const MobileMenu = screen(() => import('./mobile-menu'), 'MobileMenu');

/** The phone-first shell: top bar with connection and sync state, tab bar (sidebar on desktop). */
export function AppShell() {
  const session = useSession();
  const status = useSyncStatus();
  const { codename } = useParams();
  const { pathname } = useLocation();
  const openedId =
    session && session !== 'loading' ? session.vessels.find((v) => v.codename === codename)?.id : undefined;
  // The vessel the user works on comes first when this device syncs from scratch.
  useEffect(() => {
    if (openedId) void db.meta.put({ key: 'focusVessel', value: openedId });
  }, [openedId]);
  const focusId = useLiveQuery(async () => Number((await db.meta.get('focusVessel'))?.value ?? 0), [], 0);
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = session && session !== 'loading' ? session : undefined;
  const shellBadges = useShellBadges(signedIn?.user.id, openedId);
  // The user's other screens come in the background once this one shows (never before it) and
  // this device's first sync has ended, well or not: on a slow link the records come first.
  const [screenShown, setScreenShown] = useState(false);
  const synced = status.lastSyncAt !== null || status.lastError !== null;
  useWarmModules(screenShown && synced ? signedIn : undefined);
  useUserLanguage(signedIn?.user.id);
  // The issue badge counts document issues from the device's records (offline too), as the page does.
  const deviceIssues = useDeviceDocumentIssues(openedId, {
    userId: signedIn?.user.id ?? 0,
    admin: Boolean(signedIn && openedId && reaches(levelOn(signedIn.roles, openedId), LEVEL.officer)),
    crewModule: Boolean(signedIn?.vessels.find((v) => v.id === openedId)?.modules.includes('crew')),
  });
  // The vessel's certificate issues, as the issues page lists them (none without the module).
  const openedVessel = signedIn?.vessels.find((v) => v.id === openedId);
  const certsOn = Boolean(openedVessel?.modules.includes('certs'));
  const deviceCerts = useDeviceCertIssues(openedVessel, certsOn);
  const badges = {
    unseen: shellBadges.unseen,
    issues: issueBadge(shellBadges.status, deviceIssues, certsOn ? deviceCerts?.length : 0),
  };
  // When the badge's count changes, the list behind it is read too: opened later at sea, the
  // issues page shows the same items the badge counted.
  const restCount = shellBadges.status?.restIssueCount;
  useEffect(() => {
    if (openedId !== undefined && restCount !== undefined)
      void queryClient.prefetchQuery({ ...issuesQuery(openedId), staleTime: 25_000 });
  }, [openedId, restCount]);
  const leaveGroups = useLeaveApprovalVessels(signedIn?.user.id);
  const certGroups = useCertApprovalVessels(signedIn?.user.id);
  const docsVessels = useDocsVessels(signedIn?.user.id);
  if (session === 'loading' || session === null) return null;
  const opened = session.vessels.find((v) => v.codename === codename);
  // Off a vessel's pages (the fleet list, Sync), its tabs lead to the vessel last opened.
  const vessel = opened ?? session.vessels.find((v) => v.id === focusId) ?? byVesselName(session.vessels)[0];
  const several = session.vessels.length > 1;
  const restPath = vessel ? `/fleet/${vessel.codename}/hours-of-rest` : '/fleet';
  const level = vessel ? levelOn(session.roles, vessel.id) : null;
  const rest = vessel ? moduleEntry(vessel, 'hoursofrest', level) : 'hidden';
  const badge = status.pending + status.problems;
  const switcher = fleetMenu(
    session.vessels,
    session.roles.map((r) => r.permissionLevel),
    opened?.id,
  );
  const nav: NavItem[] = [
    // The fleet list is there only for a user with more than one vessel (one goes straight to it).
    ...(several ? [{ to: '/fleet', label: msg('Fleet'), icon: 'fleet', end: true } as NavItem] : []),
    ...(vessel
      ? [{ to: `/fleet/${vessel.codename}/welcome`, label: msg('Home'), icon: 'home', end: false } as NavItem]
      : []),
    ...(rest === 'hidden'
      ? []
      : [
          {
            // Greyed (level 4+): it leads to where the module is switched on.
            to: rest === 'greyed' ? moduleSwitchPath(brand, vessel!.codename) : restPath,
            label: msg('Hours of Rest'),
            icon: 'clock',
            end: false,
            off: rest === 'greyed',
          } as NavItem,
        ]),
  ];
  const sync: NavItem = { to: '/sync', label: msg('Sync'), icon: 'sync', end: false, badge };
  // The desktop sidebar also has the vessel's Crew (or one's own Profile) and Leave; a phone finds
  // them in the Menu.
  const links = vessel
    ? vesselLinks(vessel, level, brand, {
        inLeaveApprovalGroup: leaveGroups.includes(vessel.id),
        inCertApprovalGroup: certGroups.includes(vessel.id),
        docsAccess: docsVessels.includes(vessel.id),
      })
    : [];
  const sidebarLink = (l: (typeof links)[number]): NavItem => ({
    to: l.to,
    label: l.label,
    icon: l.icon as NavItem['icon'],
    end: false,
    off: l.off,
  });
  const crew = links.filter((l) => l.icon === 'badge' || l.icon === 'person').map(sidebarLink);
  const leave = links.filter((l) => l.label === 'Leave').map(sidebarLink);
  const docs = links.filter((l) => l.label === 'Documents').map(sidebarLink);
  const certs = links.filter((l) => l.label === 'Vessel Certs').map(sidebarLink);
  const reports = links.filter((l) => l.icon === 'chart' || l.icon === 'list').map(sidebarLink);
  // Issues (the sidebar; on a phone in the menu): of the vessel in front of the user.
  const issues: NavItem = {
    ...sidebarIssues(opened, vessel, badges.issues),
    label: msg('Issues'),
    icon: 'alert',
    end: false,
  };
  return (
    <div className="shell">
      <header className="topbar">
        <div className="brand">
          <NavLink to={fleetHome(session.vessels)} className="brand-home">
            <img src={brand.logo} alt="" />
            <span className="visually-hidden">
              {brand.name}
              {t(', home')}
            </span>
          </NavLink>
          <span>
            <span aria-hidden="true" className="wordmark">
              {brand.name}
            </span>
            {switcher ? (
              <FleetSwitcher menu={switcher} />
            ) : (
              <small>{opened?.name ?? vessel?.name ?? t('No vessel')}</small>
            )}
          </span>
        </div>
        <div className="row">
          <LinkChip status={status} />
          <InboxButton session={session} vesselId={opened?.id} unseen={badges.unseen} />
          <UserMenu session={session} vessel={opened} />
        </div>
      </header>
      <div className="banners">
        <AppBanners needsLogin={session.needsLogin} />
        <ClockBanner />
        <FirstSyncBanner session={session} />
      </div>
      <nav className="sidebar" aria-label={t('Main')}>
        <NavItems items={[...nav, ...crew, issues, ...leave, ...docs, ...certs, ...reports, sync]} />
      </nav>
      <main className="main">
        <ServerAnswers userId={session.user.id}>
          <FreshSession />
          <VesselStandingContext.Provider value={{ leaveGroups, certGroups, docsVessels }}>
            {/* A page whose code cannot arrive keeps the shell around it, with a way back. */}
            <ScreenErrorBoundary
              resetKey={pathname}
              fallback={(retry) => (
                <ScreenFailed
                  home={vessel ? `/fleet/${vessel.codename}/welcome` : fleetHome(session.vessels)}
                  onRetry={retry}
                />
              )}
            >
              <Suspense fallback={<ScreenLoading />}>
                <Outlet />
                <ScreenShown onShown={() => setScreenShown(true)} />
              </Suspense>
            </ScreenErrorBoundary>
          </VesselStandingContext.Provider>
        </ServerAnswers>
      </main>
      <nav className="tabbar" aria-label={t('Main')}>
        <NavItems items={[...nav, sync]} />
        <button type="button" className="tab-menu" aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
          <Icon name="menu" />
          {t('Menu')}
          {/* The count is read out on the Issues link inside the menu; the button stays 'Menu'. */}
          {badges.issues ? (
            <span className="badge" aria-hidden="true">
              {badges.issues}
            </span>
          ) : null}
        </button>
      </nav>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu
            // With no vessel opened the count is the whole fleet's: not the vessel link's to show.
            categories={navCategories(
              session,
              vessel,
              opened ? badges.issues : 0,
              leaveGroups,
              certGroups,
              docsVessels,
            )}
            onClose={() => setMenuOpen(false)}
          />
        </Suspense>
      ) : null}
      <Toasts />
      {session.user.agreedWithTerms === false ? (
        <Suspense fallback={null}>
          <TermsDialog />
        </Suspense>
      ) : null}
    </div>
  );
}

interface NavItem {
  to: string;
  label: string;
  icon:
    | 'fleet'
    | 'clock'
    | 'sync'
    | 'home'
    | 'alert'
    | 'badge'
    | 'person'
    | 'calendar'
    | 'certificate'
    | 'file'
    | 'chart'
    | 'list';
  end: boolean;
  badge?: number;
  /** Shown but not followed (Issues for a user with no vessel). */
  disabled?: boolean;
  /** A module that is off on this vessel: greyed, and leads to what it takes to switch it on. */
  off?: boolean;
}

/**
 * The same links serve the phone's tab bar and the desktop sidebar (CSS shows one). The title
 * holds the whole label where the sidebar has to end a long one with "…".
 */
function NavItems({ items }: { items: NavItem[] }) {
  return items.map((n) =>
    n.disabled ? (
      <span key={n.label} className="nav-off" aria-disabled="true" title={t(n.label)}>
        <Icon name={n.icon} />
        <span className="nav-label">{t(n.label)}</span>
        <span className="visually-hidden"> {t('(open a vessel first)')}</span>
      </span>
    ) : (
      <NavOrLink key={n.label} to={n.to} end={n.end} off={n.off} title={t(n.label)}>
        <Icon name={n.icon} />
        <span className="nav-label">{t(n.label)}</span>
        {n.off ? <span className="visually-hidden"> {t('(off on this vessel)')}</span> : null}
        {n.badge ? <span className="badge">{n.badge}</span> : null}
      </NavOrLink>
    ),
  );
}

/** Roles and vessels re-read from the server on every screen (they change ashore). */
function FreshSession() {
  useFreshSession();
  return null;
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
