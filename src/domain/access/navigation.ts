import { msg } from '../../i18n/msg';
import { type Brand, moduleSwitchPath } from '../brand/brand';
import { fullLeaveAccess } from '../leave/leave-access';
import { seesCerts } from './cert-access';
import { byVesselName } from './fleet-home';
import { moduleEntry, type VesselModules } from './modules';
import { LEVEL, reaches } from './permissions';
import { administers, highestLevel } from './user-admin';

/** Navigation rules of the spec (doc 1, sections 2 and 6), shared by the shell, its menus and the server. */

interface NamedVessel {
  id: number;
  name: string;
  codename: string;
}

/** The Crew List entry: the reports page, with the crew and guest list opened at once. */
export const CREW_LIST_PATH = 'reports?start=crewandguests';

/** 'Add Vessel' (a new vessel set-up) is offered when the highest level anywhere is above 3. */
export const ADD_VESSEL_LEVEL = LEVEL.officer;
export const canAddVessel = (levels: readonly number[]) => reaches(highestLevel(levels), ADD_VESSEL_LEVEL);

/** The support page and form are there above level 2. */
export const supportShown = (level: number | null) => reaches(level, LEVEL.crew + 1);

export interface FleetMenu {
  title: string;
  items: { to: string; label: string }[];
}

/**
 * The fleet dropdown: '+ Add vessel', 'Fleet' and one entry per vessel. It is there only for
 * someone on more than one vessel; its title is the vessel opened, else 'Fleet'.
 */
export function fleetMenu(
  vessels: readonly NamedVessel[],
  levels: readonly number[],
  openedId: number | undefined,
): FleetMenu | null {
  if (vessels.length < 2) return null;
  const opened = vessels.find((v) => v.id === openedId);
  return {
    title: opened?.name ?? msg('Fleet'),
    items: [
      ...(canAddVessel(levels) ? [{ to: '/fleet/add-yacht', label: msg('+ Add vessel') }] : []),
      { to: '/fleet', label: msg('Fleet') },
      ...byVesselName(vessels).map((v) => ({ to: `/fleet/${v.codename}`, label: v.name })),
    ],
  };
}

/** Vessels whose name holds the search (the add-vessel sidebar), by name. */
export function vesselsNamed<V extends NamedVessel>(vessels: readonly V[], search: string): V[] {
  const needle = search.trim().toLocaleLowerCase();
  return byVesselName(vessels).filter((v) => v.name.toLocaleLowerCase().includes(needle));
}

export interface VesselLink {
  to: string;
  label: string;
  icon:
    | 'clock'
    | 'users'
    | 'help'
    | 'card'
    | 'alert'
    | 'badge'
    | 'person'
    | 'anchor'
    | 'calendar'
    | 'certificate'
    | 'file'
    | 'chart'
    | 'list';
  /** A module that is off on this vessel: greyed, and leads to where it is switched on. */
  off: boolean;
}

/** What the navigation knows besides the level: membership of the vessel's approval groups. */
export interface NavStanding {
  inLeaveApprovalGroup?: boolean;
  inCertApprovalGroup?: boolean;
  /** The server grants the user the vessel's document library (its docs settings reached the device). */
  docsAccess?: boolean;
}

/**
 * A vessel's pages for a user at `level` there: its modules (greyed when off, for level 4+), Issues,
 * Users, Vessel details and Accounts from level 4 (no Accounts on the HR instance), Support above level 2. The welcome page and the navigation
 * overlay show the same list.
 */
export function vesselLinks(
  vessel: VesselModules & { codename: string },
  level: number | null,
  brand: Brand,
  standing: NavStanding = {},
): VesselLink[] {
  const base = `/fleet/${vessel.codename}`;
  const rest = moduleEntry(vessel, 'hoursofrest', level);
  const links: VesselLink[] = [];
  if (rest !== 'hidden')
    links.push({
      to: rest === 'greyed' ? moduleSwitchPath(brand, vessel.codename) : `${base}/hours-of-rest`,
      label: msg('Hours of Rest'),
      icon: 'clock',
      off: rest === 'greyed',
    });
  // Crew (doc 2, sidebar): the crew list from level 4; below, one's own profile.
  const crew = moduleEntry(vessel, 'crew', level);
  if (crew === 'greyed')
    links.push({
      to: moduleSwitchPath(brand, vessel.codename),
      label: msg('Crew'),
      icon: 'badge',
      off: true,
    });
  else if (crew === 'live')
    links.push(
      administers(level)
        ? { to: `${base}/crew`, label: msg('Crew'), icon: 'badge', off: false }
        : { to: `${base}/crew/me`, label: msg('Profile'), icon: 'person', off: false },
    );
  // Everyone's own issues; from level 4 the whole crew's.
  links.push({ to: `${base}/issues`, label: msg('Issues'), icon: 'alert', off: false });
  // Documents (doc 1, section 2: position 1, path documents/lib0, 'only when the server grants docs
  // access'; the docsCheck rule is the server's). Off: greyed for level 4+ like every module.
  const docs = moduleEntry(vessel, 'docs', level);
  if (docs === 'greyed' || (docs === 'live' && standing.docsAccess === true))
    links.push({
      to: docs === 'greyed' ? moduleSwitchPath(brand, vessel.codename) : `${base}/documents/lib0`,
      label: msg('Documents'),
      icon: 'file',
      off: docs === 'greyed',
    });
  // Vessel Certs (doc 2, sections 2 and 6): level 4+ or the certificate approval group, at the
  // modules' position 2 (after Documents, 1). Off: greyed for level 4+ like every module.
  const certs = moduleEntry(vessel, 'certs', level);
  const keepsCerts = seesCerts({ level, inApprovalGroup: standing.inCertApprovalGroup === true });
  if (certs === 'greyed' || (certs === 'live' && keepsCerts))
    links.push({
      to: certs === 'greyed' ? moduleSwitchPath(brand, vessel.codename) : `${base}/certs`,
      label: msg('Vessel Certs'),
      icon: 'certificate',
      off: certs === 'greyed',
    });
  // Leave (doc 3, section 2; the modules' position 6, after Documents and Vessel Certs): the full entry for level 5+ or the leave approval group, else one's own profile.
  const leave = moduleEntry(vessel, 'leave', level);
  if (leave !== 'hidden') {
    const full = fullLeaveAccess({ level, inApprovalGroup: standing.inLeaveApprovalGroup === true });
    links.push({
      to:
        leave === 'greyed'
          ? moduleSwitchPath(brand, vessel.codename)
          : `${base}/leave${full ? '' : '/profile'}`,
      label: msg('Leave'),
      icon: 'calendar',
      off: leave === 'greyed',
    });
  }
  // Reports and Crew List (doc 3, section 2; doc 2, sidebar): above level 3 with the reports module
  // on; the Crew List (the crew and guest list, opened at once) needs the crew module too. Off:
  // greyed for level 4+ like every module.
  const reports = reaches(level, LEVEL.officer) ? moduleEntry(vessel, 'reports', level) : 'hidden';
  if (reports !== 'hidden')
    links.push({
      to: reports === 'greyed' ? moduleSwitchPath(brand, vessel.codename) : `${base}/reports`,
      label: msg('Reports'),
      icon: 'chart',
      off: reports === 'greyed',
    });
  const crewList = reports === 'live' ? moduleEntry(vessel, 'crew', level) : reports;
  if (crewList !== 'hidden')
    links.push({
      to: crewList === 'greyed' ? moduleSwitchPath(brand, vessel.codename) : `${base}/${CREW_LIST_PATH}`,
      label: msg('Crew List'),
      icon: 'list',
      off: crewList === 'greyed',
    });
  if (administers(level)) links.push({ to: `${base}/users`, label: msg('Users'), icon: 'users', off: false });
  if (administers(level))
    links.push({ to: `${base}/yacht-details`, label: msg('Vessel details'), icon: 'anchor', off: false });
  if (supportShown(level))
    links.push({ to: `${base}/support`, label: msg('Support'), icon: 'help', off: false });
  if (administers(level) && brand.accounts)
    links.push({ to: `${base}/accounts/modules`, label: msg('Accounts'), icon: 'card', off: false });
  return links;
}
