import type { CertSettings } from '@contracts/certificates';
import {
  type CertStanding,
  checksCerts,
  deletesCerts,
  managesCertSettings,
  seesCerts,
} from '@domain/access/cert-access';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import type { Queryable } from '../../db/client';
import type { ApprovalGroup } from '../../http/policy';
import type { Actor } from '../../kernel/actors';
import { auditWrite } from '../../kernel/audit';
import { findSettings, unsetSettings } from './cert-repo';

export async function inCertGroup(db: Queryable, userId: number, vesselId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM cert_group_members WHERE vessel_id = $1 AND user_id = $2', [
    vesselId,
    userId,
  ]);
  return rows.length > 0;
}

/** The certificate approval group: keeps the vessel's certificates, whatever its level. */
export const CERT_GROUP: ApprovalGroup = { name: 'certs', has: inCertGroup };

/**
 * The vessels whose certificates the actor keeps (the feed's audience): level 4+, or the
 * certificate approval group, where the certs module is on. The REST calls, the queued operations
 * and GET /files refuse a vessel with the module off; the feed must not be the side door to it
 * (switching a module makes everyone on board re-read, so the records come back when it is on).
 */
export async function certVessels(db: Queryable, actor: Actor): Promise<number[]> {
  const rows = await db.query<{ vessel_id: number }>(
    'SELECT vessel_id FROM cert_group_members WHERE user_id = $1',
    [actor.id],
  );
  const group = new Set(rows.map((r) => Number(r.vessel_id)));
  const on = await db.query<{ id: number }>(
    "SELECT id FROM vessels WHERE id = ANY($1::int[]) AND 'certs' = ANY(modules)",
    [actor.roles.map((r) => r.vesselId)],
  );
  const withModule = new Set(on.map((r) => Number(r.id)));
  return actor.roles
    .filter((r) => withModule.has(r.vesselId))
    .filter((r) => reaches(r.permissionLevel, LEVEL.officer) || group.has(r.vesselId))
    .map((r) => r.vesselId);
}

/** The caller's standing over a vessel's certificates, with its settings (unset ones if never saved). */
export interface CertScope {
  vesselId: number;
  standing: CertStanding;
  settings: CertSettings;
  sees: boolean;
  deletes: boolean;
  manages: boolean;
  checks: boolean;
}

/** Null when the caller has no role on the vessel. Reads only: nothing is set up for a probe. */
export async function certScope(db: Queryable, actor: Actor, vesselId: number): Promise<CertScope | null> {
  const level = levelOn(actor.roles, vesselId);
  if (level === null) return null;
  const settings = (await findSettings(db, vesselId)) ?? unsetSettings(vesselId);
  const standing = { level, inApprovalGroup: await inCertGroup(db, actor.id, vesselId) };
  return {
    vesselId,
    standing,
    settings,
    sees: seesCerts(standing),
    deletes: deletesCerts(standing),
    manages: managesCertSettings(standing),
    checks: checksCerts(standing, settings.initialized),
  };
}

/** The settings row, made on the first write that needs it (never on a read). */
export async function ensureCertSettings(tx: Queryable, vesselId: number): Promise<void> {
  await tx.query('INSERT INTO cert_settings (vessel_id) VALUES ($1) ON CONFLICT (vessel_id) DO NOTHING', [
    vesselId,
  ]);
}

/**
 * A user's role on a vessel ended as of now: they leave its certificate approval group (the
 * settings record names the group on every keeper's device), as they leave the leave group.
 */
export async function certMemberLeft(tx: Queryable, userId: number, vesselId: number): Promise<void> {
  const left = await tx.query(
    'DELETE FROM cert_group_members WHERE vessel_id = $1 AND user_id = $2 RETURNING 1',
    [vesselId, userId],
  );
  if (left.length > 0)
    await tx.query('UPDATE cert_settings SET version = next_change() WHERE vessel_id = $1', [vesselId]);
}

/** Requirements or the group changed: the settings record (which carries them) gets a new version. */
export async function bumpSettings(tx: Queryable, vesselId: number): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    'UPDATE cert_settings SET version = next_change() WHERE vessel_id = $1 RETURNING version',
    [vesselId],
  );
  return Number(row!.version);
}

/** One audit entry of a certificates write, keyed by the record it is about. */
export const auditCerts = auditWrite;
