import type { DocSettings } from '@contracts/document-library';
import {
  type DocsStanding,
  hasDocsAccess,
  managesDocsSettings,
  uploadsDocs,
} from '@domain/access/docs-access';
import { levelOn } from '@domain/access/permissions';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { auditWrite } from '../../kernel/audit';
import { findDocSettings } from './docs-repo';

/** The caller's standing over one vessel's library, with its settings. */
export interface DocsScope {
  vesselId: number;
  standing: DocsStanding;
  settings: DocSettings;
  /** accessToDocsModule: reads the library (the docsCheck rule applied). */
  access: boolean;
  /** accessToUploadDocs: upload, rename, order, set section, delete. */
  uploads: boolean;
  /** accessToDocsModuleSettings. */
  manages: boolean;
}

/** The names of the caller's roles, by vessel (the docsCheck rule names the Captain). */
async function roleNames(db: Queryable, actor: Actor): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM roles WHERE id = ANY($1)', [
    actor.roles.map((r) => r.roleId),
  ]);
  const byRole = new Map(rows.map((r) => [Number(r.id), r.name]));
  return new Map(actor.roles.map((r) => [r.vesselId, byRole.get(r.roleId) ?? '']));
}

/** Every vessel of the caller's where they have the docs module, with its docsCheck. */
async function standings(db: Queryable, actor: Actor, vesselIds: number[]) {
  const vessels = await db.query<{ id: number; modules: string[]; docs_check: boolean | null }>(
    `SELECT v.id, v.modules, s.docs_check FROM vessels v LEFT JOIN doc_settings s ON s.vessel_id = v.id
      WHERE v.id = ANY($1::int[])`,
    [vesselIds],
  );
  const names = await roleNames(db, actor);
  return vessels.map((v) => ({
    vesselId: Number(v.id),
    standing: {
      level: levelOn(actor.roles, Number(v.id)),
      roleName: names.get(Number(v.id)) ?? '',
      moduleOn: v.modules.includes('docs'),
      docsCheck: Boolean(v.docs_check),
    } satisfies DocsStanding,
  }));
}

/** The vessels whose library the actor may read (the feed's audience). */
export async function docsVessels(db: Queryable, actor: Actor): Promise<number[]> {
  const all = await standings(
    db,
    actor,
    actor.roles.map((r) => r.vesselId),
  );
  return all.filter((v) => hasDocsAccess(v.standing)).map((v) => v.vesselId);
}

/** Null when the caller has no role on the vessel. Reads only. */
export async function docsScope(db: Queryable, actor: Actor, vesselId: number): Promise<DocsScope | null> {
  if (levelOn(actor.roles, vesselId) === null) return null;
  const [found] = await standings(db, actor, [vesselId]);
  if (!found) return null;
  const { standing } = found;
  return {
    vesselId,
    standing,
    settings: await findDocSettings(db, vesselId),
    access: hasDocsAccess(standing),
    uploads: uploadsDocs(standing),
    manages: managesDocsSettings(standing),
  };
}

/** One audit entry of a library write, keyed by the record it is about. */
export const auditDocs = auditWrite;
