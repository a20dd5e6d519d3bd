import { msg } from '../../i18n/msg';

/** Where the fleet begins for a user (spec, document 1, route guards and fleet routes). */

interface NamedVessel {
  name: string;
  codename: string;
}

/** No vessel: the 'What now!' page; exactly one: that vessel's home; more: the fleet list. */
export function fleetHome(vessels: readonly NamedVessel[]): string {
  if (vessels.length === 0) return '/fleet/empty';
  if (vessels.length === 1) return `/fleet/${vessels[0]!.codename}`;
  return '/fleet';
}

/** Vessels in the order a person looks for them: by name, ignoring the M/Y or S/Y prefix. */
export function byVesselName<V extends NamedVessel>(vessels: readonly V[]): V[] {
  const bare = (name: string) => name.replace(/^[A-Z]{1,3}\/[A-Z]{1,3}\s+/i, '');
  return [...vessels].sort(
    (a, b) =>
      bare(a.name).localeCompare(bare(b.name), undefined, { sensitivity: 'base', numeric: true }) ||
      a.codename.localeCompare(b.codename),
  );
}

/** The way back to where the fleet begins, named after it: the fleet list, or the one vessel. */
export function homeLink(vessels: readonly NamedVessel[]): { to: string; label: string } {
  const to = fleetHome(vessels);
  return { to, label: vessels.length === 1 ? vessels[0]!.name : msg('Fleet list') };
}
