import { createContext, useContext } from 'react';
import type { NavStanding } from '../domain/access/navigation';

/**
 * The user's standing beyond their level, per vessel (approval groups, the library the server
 * grants), read by the app shell from the device. Screens that list a vessel's pages (the welcome
 * page) take it from here, so they offer the same entries as the menu.
 */
export interface VesselStandings {
  leaveGroups: readonly number[];
  certGroups: readonly number[];
  docsVessels: readonly number[];
}

export const VesselStandingContext = createContext<VesselStandings>({
  leaveGroups: [],
  certGroups: [],
  docsVessels: [],
});

export function useVesselStanding(vesselId: number | undefined): NavStanding {
  const s = useContext(VesselStandingContext);
  if (vesselId === undefined) return {};
  return {
    inLeaveApprovalGroup: s.leaveGroups.includes(vesselId),
    inCertApprovalGroup: s.certGroups.includes(vesselId),
    docsAccess: s.docsVessels.includes(vesselId),
  };
}
