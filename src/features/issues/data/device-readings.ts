import type { AppDb } from '../../../db/app-db';
import { missingTypes, vesselCertIssues } from '../../../domain/certificates/cert-issues';

/** Whether this device's first sync is all in (a cursor kept, no part of it still to come). */
export async function firstSyncIn(db: AppDb): Promise<boolean> {
  const [cursor, firstSync] = await Promise.all([db.meta.get('cursor'), db.meta.get('firstSync')]);
  return Boolean(cursor) && !firstSync;
}

/**
 * The vessel's certificate issues from the device's synced records; null when the device keeps
 * no certificate settings for the vessel, or before its first sync is all in (the server's list
 * and count stand then). The settings, certificates and the fleet's catalogue of types come over
 * the first sync's two parts: read before all is in, the count was a part's and the issues badge
 * stepped (12, then 16).
 */
export async function deviceCertIssues(
  db: AppDb,
  vessel: { id: number; codename: string },
  today: string,
): Promise<ReturnType<typeof vesselCertIssues> | null> {
  if (!(await firstSyncIn(db))) return null;
  const settings = await db.certSettings.get(vessel.id);
  if (!settings) return null;
  const [certificates, types] = await Promise.all([
    db.certificates.where('vesselId').equals(vessel.id).toArray(),
    db.certTypes.toArray(),
  ]);
  const own = types.filter((t) => t.vesselId === null || t.vesselId === vessel.id);
  return vesselCertIssues({
    codename: vessel.codename,
    vesselId: vessel.id,
    certificates,
    types: own,
    missing: missingTypes(own, certificates, settings),
    today,
  });
}
