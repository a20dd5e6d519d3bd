import { useLiveQuery } from 'dexie-react-hooks';
import type {
  CertificateRecord,
  CertSection,
  CertSettings,
  CertType,
  VesselParameter,
} from '../../../contracts/certificates';
import type { CrewRecord } from '../../../contracts/crew';
import type { Pending, StoredSession } from '../../../db/app-db';
import {
  type CertStanding,
  certAccessFlags,
  deletesCerts,
  managesCertSettings,
  seesCerts,
} from '../../../domain/access/cert-access';
import { levelOn } from '../../../domain/access/permissions';
import { crewState } from '../../../domain/crew/crew-display';
import { isoDay } from '../../../domain/dates/format';
import { db } from '../../../lib/services';

/** Today on the device's calendar: what the crew on board call today. */
export const todayIso = () => isoDay(new Date());

/** Everything of a vessel's certificates this device holds, with changes not sent yet. */
export interface CertVessel {
  sections: CertSection[];
  parameters: VesselParameter[];
  /** The catalogue's types and the vessel's own, deleted ones too (they still name old certificates). */
  types: Pending<CertType>[];
  /** Null until the vessel's settings reach this device (or before anyone saved them). */
  settings: Pending<CertSettings> | null;
  /** Live certificates (tombstones left out). */
  certificates: Pending<CertificateRecord>[];
}

/**
 * A vessel's certificates read live from the device (offline too): the screens follow a
 * command's write or a pull at once. Undefined while the first read runs.
 */
export function useCertVessel(vesselId: number | undefined): CertVessel | undefined {
  return useLiveQuery(async () => {
    if (vesselId === undefined) return undefined;
    const [sections, parameters, catalogue, own, settings, certificates] = await Promise.all([
      db.certSections.toArray(),
      db.vesselParameters.toArray(),
      db.certTypes.filter((t) => t.vesselId === null).toArray(),
      db.certTypes.where('vesselId').equals(vesselId).toArray(),
      db.certSettings.get(vesselId),
      db.certificates.where('vesselId').equals(vesselId).toArray(),
    ]);
    return {
      sections: sections.sort((a, b) => a.order - b.order || a.id - b.id),
      parameters: parameters.sort((a, b) => a.order - b.order || a.id - b.id),
      types: [...catalogue, ...own],
      settings: settings ?? null,
      certificates: certificates.filter((c) => !c.deleted),
    };
  }, [vesselId]);
}

const NONE: readonly number[] = [];

/**
 * The vessels whose certificate approval group the user is in: their navigation shows Vessel
 * Certs whatever their level (doc 2, section 6). The settings reach the group's devices, so this
 * is known offline and follows the group as it syncs.
 */
export function useCertApprovalVessels(userId: number | undefined): readonly number[] {
  return useLiveQuery(
    async () =>
      userId === undefined
        ? NONE
        : (await db.certSettings.toArray())
            .filter((s) => s.approvalGroup.includes(userId))
            .map((s) => s.vesselId),
    [userId],
    NONE,
  );
}

/** The vessel's crew for the approval group: who has not left (as the server checks), by name. */
export function useCertCrew(vesselId: number): CrewRecord[] | undefined {
  return useLiveQuery(async () => {
    const crew = await db.crew.where('vesselId').equals(vesselId).toArray();
    return crew
      .filter((c) => crewState(c, todayIso()) !== 'former')
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  }, [vesselId]);
}

export interface CertRights extends ReturnType<typeof certAccessFlags> {
  standing: CertStanding;
  sees: boolean;
  manages: boolean;
  deletes: boolean;
  initialized: boolean;
}

/** What the user may do with this vessel's certificates (domain/access/cert-access.ts). */
export function certRightsOf(me: StoredSession, vesselId: number, settings: CertSettings | null): CertRights {
  const standing: CertStanding = {
    level: levelOn(me.roles, vesselId),
    inApprovalGroup: settings?.approvalGroup.includes(me.user.id) ?? false,
  };
  const initialized = settings?.initialized ?? false;
  return {
    ...certAccessFlags(standing, initialized),
    standing,
    sees: seesCerts(standing),
    manages: managesCertSettings(standing),
    deletes: deletesCerts(standing),
    initialized,
  };
}
