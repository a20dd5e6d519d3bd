import { msg } from '../../i18n/msg';
import { LEVEL, reaches } from './permissions';

/** Module keys of the spec (document 1); admin is always on. */
export type ModuleKey = 'admin' | 'docs' | 'crew' | 'reports' | 'leave' | 'hoursofrest' | 'certs';
/** A module a vessel can have off (admin never is). */
export type GatedModule = Exclude<ModuleKey, 'admin'>;

export const MODULE_NAMES: Record<Exclude<ModuleKey, 'admin'>, string> = {
  hoursofrest: msg('Hours of rest'),
  crew: msg('Crew'),
  docs: msg('Documents'),
  certs: msg('Certificates'),
  leave: msg('Leave'),
  reports: msg('Reports'),
};

export interface VesselModules {
  modules: readonly string[];
  greyModulesHidden?: boolean;
}

export const moduleOn = (vessel: VesselModules, key: ModuleKey) =>
  key === 'admin' || vessel.modules.includes(key);

/**
 * How a module's entry shows in navigation (spec, document 1): live when on; when off, greyed
 * and leading to the vessel's modules page for level 4+ (unless the vessel hides greyed
 * modules), else not shown at all.
 */
export function moduleEntry(vessel: VesselModules, key: ModuleKey, level: number | null) {
  if (moduleOn(vessel, key)) return 'live' as const;
  return reaches(level, LEVEL.officer) && !vessel.greyModulesHidden
    ? ('greyed' as const)
    : ('hidden' as const);
}
