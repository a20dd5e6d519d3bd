import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brand/brand';
import {
  CREW_LIST_PATH,
  canAddVessel,
  fleetMenu,
  supportShown,
  vesselLinks,
  vesselsNamed,
} from './navigation';

const aurora = { id: 1, name: 'M/Y Aurora', codename: 'aurora' };
const meridian = { id: 2, name: 'S/Y Meridian', codename: 'meridian' };
const blue = { id: 3, name: 'M/Y Blue Horizon', codename: 'blue' };

describe('navigation rules', () => {
  it('offers Add vessel above level 3 anywhere, and support above level 2', () => {
    expect(canAddVessel([2, 3])).toBe(false);
    expect(canAddVessel([2, 4])).toBe(true);
    expect(canAddVessel([-1])).toBe(true);
    expect(supportShown(2)).toBe(false);
    expect(supportShown(3)).toBe(true);
    expect(supportShown(null)).toBe(false);
  });

  it('shows the fleet dropdown only with more than one vessel, titled by the vessel opened', () => {
    expect(fleetMenu([aurora], [6], 1)).toBeNull();
    const menu = fleetMenu([meridian, aurora, blue], [2, 4], 2)!;
    expect(menu.title).toBe('S/Y Meridian');
    expect(menu.items.map((i) => i.label)).toEqual([
      '+ Add vessel',
      'Fleet',
      'M/Y Aurora',
      'M/Y Blue Horizon',
      'S/Y Meridian',
    ]);
    const crewMenu = fleetMenu([meridian, aurora], [2, 2], undefined)!;
    expect(crewMenu.title).toBe('Fleet');
    expect(crewMenu.items[0]).toEqual({ to: '/fleet', label: 'Fleet' });
  });

  it('finds vessels by a part of their name, in any case', () => {
    expect(vesselsNamed([aurora, meridian, blue], ' m/y ').map((v) => v.id)).toEqual([1, 3]);
    expect(vesselsNamed([aurora, meridian], 'zz')).toEqual([]);
  });
});

describe("a vessel's pages", () => {
  const on = { codename: 'aurora', modules: ['admin', 'hoursofrest'] };
  const off = { codename: 'solstice', modules: ['admin'] };
  const labels = (v: typeof on, level: number, brand = BRANDS.crew) =>
    vesselLinks(v, level, brand).map((l) => l.label);

  it('gives crew the module only, officers users, vessel details and accounts, and support above level 2', () => {
    expect(labels(on, 2)).toEqual(['Hours of Rest', 'Issues']);
    expect(labels(on, 3)).toEqual(['Hours of Rest', 'Issues', 'Support']);
    // Crew is off on this vessel: greyed for level 4.
    expect(labels(on, 4)).toEqual([
      'Hours of Rest',
      'Crew',
      'Issues',
      'Documents',
      'Vessel Certs',
      'Leave',
      'Reports',
      'Crew List',
      'Users',
      'Vessel details',
      'Support',
      'Accounts',
    ]);
  });

  it('gives the crew list from level 4 and one’s own profile below (crew module on)', () => {
    const crew = { codename: 'aurora', modules: ['admin', 'crew'] };
    const link = (level: number) => vesselLinks(crew, level, BRANDS.crew).find((l) => l.icon !== 'clock');
    expect(link(2)).toMatchObject({ to: '/fleet/aurora/crew/me', label: 'Profile' });
    expect(link(4)).toMatchObject({ to: '/fleet/aurora/crew', label: 'Crew' });
  });

  it('greys a module that is off for level 4+, leading to Accounts; crew do not see it', () => {
    expect(labels(off, 2)).toEqual(['Issues']);
    expect(vesselLinks(off, 6, BRANDS.crew)[0]).toEqual({
      to: '/fleet/solstice/accounts/modules',
      label: 'Hours of Rest',
      icon: 'clock',
      off: true,
    });
    expect(labels({ ...off, greyModulesHidden: true } as typeof off, 6)).not.toContain('Hours of Rest');
  });

  it('has no Accounts on the HR instance, where a module that is off leads to support', () => {
    expect(labels(on, 4, BRANDS.hr)).toEqual([
      'Hours of Rest',
      'Crew',
      'Issues',
      'Documents',
      'Vessel Certs',
      'Leave',
      'Reports',
      'Crew List',
      'Users',
      'Vessel details',
      'Support',
    ]);
    expect(vesselLinks(off, 6, BRANDS.hr)[0]).toMatchObject({ to: '/fleet/solstice/support', off: true });
  });

  it('leads to the full leave entry for level 5 or the leave approval group, else to one’s own profile', () => {
    const leave = { codename: 'aurora', modules: ['admin', 'leave'] };
    const link = (level: number, inLeaveApprovalGroup = false) =>
      vesselLinks(leave, level, BRANDS.crew, { inLeaveApprovalGroup }).find((l) => l.label === 'Leave');
    expect(link(2)).toMatchObject({ to: '/fleet/aurora/leave/profile', icon: 'calendar', off: false });
    expect(link(4)).toMatchObject({ to: '/fleet/aurora/leave/profile' });
    expect(link(2, true)).toMatchObject({ to: '/fleet/aurora/leave' });
    expect(link(5)).toMatchObject({ to: '/fleet/aurora/leave' });
    // The modules' sixth entry: after Issues and, when they show, Documents (1) and Vessel Certs (2).
    const all = vesselLinks({ ...leave, modules: ['admin', 'leave', 'docs', 'certs'] }, 5, BRANDS.crew, {
      docsAccess: true,
    }).map((l) => l.label);
    expect(all.slice(all.indexOf('Issues'))).toEqual([
      'Issues',
      'Documents',
      'Vessel Certs',
      'Leave',
      'Reports',
      'Crew List',
      'Users',
      'Vessel details',
      'Support',
      'Accounts',
    ]);
    // Off: greyed for level 4+, hidden below.
    expect(vesselLinks(off, 4, BRANDS.crew).find((l) => l.label === 'Leave')).toMatchObject({ off: true });
    expect(labels(off, 2)).not.toContain('Leave');
  });

  it('gives Reports and the Crew List above level 3 with the reports module on, after Leave', () => {
    const both = { codename: 'aurora', modules: ['admin', 'crew', 'reports', 'leave'] };
    const links = (v: typeof both, level: number) => vesselLinks(v, level, BRANDS.crew);
    const reports = (v: typeof both, level: number) => links(v, level).find((l) => l.label === 'Reports');
    const crewList = (v: typeof both, level: number) => links(v, level).find((l) => l.label === 'Crew List');
    expect(reports(both, 2)).toBeUndefined();
    expect(reports(both, 3)).toBeUndefined();
    expect(crewList(both, 3)).toBeUndefined();
    expect(reports(both, 4)).toEqual({
      to: '/fleet/aurora/reports',
      label: 'Reports',
      icon: 'chart',
      off: false,
    });
    // The Crew List opens the crew and guest list at once.
    expect(crewList(both, 4)).toEqual({
      to: `/fleet/aurora/${CREW_LIST_PATH}`,
      label: 'Crew List',
      icon: 'list',
      off: false,
    });
    expect(CREW_LIST_PATH).toBe('reports?start=crewandguests');
    expect(reports(both, -1)?.off).toBe(false);
    const labels = links(both, 5).map((l) => l.label);
    expect(labels.slice(labels.indexOf('Leave'), labels.indexOf('Leave') + 3)).toEqual([
      'Leave',
      'Reports',
      'Crew List',
    ]);
  });

  it('greys Reports and the Crew List for level 4+ when a module they need is off', () => {
    const noReports = { codename: 'meridian', modules: ['admin', 'crew'] };
    const noCrew = { codename: 'solstice', modules: ['admin', 'reports'] };
    const find = (v: typeof noCrew, level: number, label: string) =>
      vesselLinks(v, level, BRANDS.crew).find((l) => l.label === label);
    expect(find(noReports, 4, 'Reports')).toMatchObject({
      to: '/fleet/meridian/accounts/modules',
      off: true,
    });
    expect(find(noReports, 4, 'Crew List')).toMatchObject({
      to: '/fleet/meridian/accounts/modules',
      off: true,
    });
    // The reports module on but the crew module off: Reports live, the Crew List greyed.
    expect(find(noCrew, 4, 'Reports')).toMatchObject({ to: '/fleet/solstice/reports', off: false });
    expect(find(noCrew, 4, 'Crew List')).toMatchObject({ to: '/fleet/solstice/accounts/modules', off: true });
    // Below level 4 neither shows, whatever the modules; hidden greyed modules stay hidden.
    expect(find(noReports, 3, 'Reports')).toBeUndefined();
    expect(find(noCrew, 3, 'Crew List')).toBeUndefined();
    const hidden = { ...noReports, greyModulesHidden: true };
    expect(find(hidden, 6, 'Reports')).toBeUndefined();
    expect(find(hidden, 6, 'Crew List')).toBeUndefined();
  });
});
