import type { Vessel } from '../../contracts/auth';
import type { StoredSession } from '../../db/app-db';
import { byVesselName } from '../../domain/access/fleet-home';
import { canAddVessel, vesselLinks } from '../../domain/access/navigation';
import { levelOn } from '../../domain/access/permissions';
import { administers, highestLevel } from '../../domain/access/user-admin';
import { msg } from '../../i18n/msg';
import { brand } from '../../lib/brand';

export type NavIcon =
  | 'fleet'
  | 'clock'
  | 'sync'
  | 'anchor'
  | 'home'
  | 'users'
  | 'help'
  | 'menu'
  | 'card'
  | 'alert'
  | 'badge'
  | 'person'
  | 'calendar'
  | 'certificate'
  | 'file'
  | 'chart'
  | 'list';

export interface NavLinkItem {
  to: string;
  label: string;
  icon?: NavIcon;
  /** A module that is off on this vessel: greyed, and leads to what it takes to switch it on. */
  off?: boolean;
  badge?: number;
}

export interface NavCategory {
  title: string;
  links: NavLinkItem[];
}

/**
 * The desktop sidebar's Issues (doc 2: disabled when no vessel is current). Off a vessel's pages
 * (the inbox, Sync) it leads to the vessel last opened, as the sidebar's other vessel links and
 * the phone's menu do; it was greyed there, a dead end beside a working Crew and Vessel Certs.
 * The count is the opened vessel's only: off its pages the status poll counts the whole fleet.
 */
export function sidebarIssues(
  opened: Pick<Vessel, 'codename'> | undefined,
  vessel: Pick<Vessel, 'codename'> | undefined,
  count: number | undefined,
): { to: string; badge: number | undefined; disabled: boolean } {
  return {
    to: vessel ? `/fleet/${vessel.codename}/issues` : '',
    badge: opened ? count : undefined,
    disabled: !vessel,
  };
}

/**
 * The mobile navigation overlay's categories: the vessel in front of the user, the fleet, and
 * the account. The same rules as the tab bar, the dropdowns and the welcome page.
 */
export function navCategories(
  session: StoredSession,
  vessel: Vessel | undefined,
  /** Open issues on that vessel (the status poll), shown on its Issues link. */
  issues = 0,
  /** Vessels whose leave approval group the user is in (their Leave leads to the full entry). */
  leaveGroups: readonly number[] = [],
  /** Vessels whose certificate approval group the user is in (they see Vessel Certs at any level). */
  certGroups: readonly number[] = [],
  /** Vessels whose document library the server grants the user (the Documents entry). */
  docsVessels: readonly number[] = [],
): NavCategory[] {
  const levels = session.roles.map((r) => r.permissionLevel);
  const out: NavCategory[] = [];
  if (vessel) {
    out.push({
      title: vessel.name,
      links: [
        { to: `/fleet/${vessel.codename}/welcome`, label: msg('Home'), icon: 'home' },
        ...vesselLinks(vessel, levelOn(session.roles, vessel.id), brand, {
          inLeaveApprovalGroup: leaveGroups.includes(vessel.id),
          inCertApprovalGroup: certGroups.includes(vessel.id),
          docsAccess: docsVessels.includes(vessel.id),
        }).map((l) => (l.label === 'Issues' ? { ...l, badge: issues } : l)),
      ],
    });
  }
  if (session.vessels.length > 1 || canAddVessel(levels))
    out.push({
      title: msg('Fleet'),
      links: [
        ...(session.vessels.length > 1
          ? [{ to: '/fleet', label: msg('Fleet list'), icon: 'fleet' as const }]
          : []),
        ...byVesselName(session.vessels)
          .filter((v) => v.id !== vessel?.id)
          .map((v) => ({ to: `/fleet/${v.codename}`, label: v.name })),
        ...(canAddVessel(levels) ? [{ to: '/fleet/add-yacht', label: msg('+ Add vessel') }] : []),
      ],
    });
  out.push({
    title: msg('Account'),
    links: [
      ...(!vessel && administers(highestLevel(levels)) ? [{ to: '/fleet/users', label: msg('Users') }] : []),
      { to: '/sync', label: msg('Sync') },
      ...(brand.academy ? [{ to: brand.academy, label: msg('Academy Online') }] : []),
      { to: '/change-password', label: msg('Change password') },
      { to: '/two-factor', label: msg('Two-factor login') },
      { to: '/logout', label: msg('Log off') },
    ],
  });
  return out;
}
