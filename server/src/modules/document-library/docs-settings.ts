import { DOCS_TEXT, type DocSection, type docSettingsSaveSchema } from '@contracts/document-library';
import { MSG } from '@contracts/messages';
import { STALE_WHAT } from '@contracts/refusal-text';
import { DEFAULT_DOC_SECTIONS, turnsDocsCheck } from '@domain/access/docs-access';
import { ulid } from 'ulidx';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, fieldRefused, forbidden, type Outcome, staleEdit } from '../../kernel/outcome';
import type { BasedEdit, WriteUseCase } from '../../kernel/use-case';
import { noAccess } from './docs-documents';
import { findDocSettings, vesselSections } from './docs-repo';
import { auditDocs, docsScope } from './docs-scope';

type SettingsSave = z.infer<typeof docSettingsSaveSchema>;
type SectionInput = { id: string; name: string };

/**
 * The docs settings (level 5+ with access): docsCheck and the sections, one record. The first
 * save sets the library up (docsModuleInitialized), with the default sections unless the save
 * names its own. A save based on an older copy of the settings is a conflict: the section list is
 * saved whole, so a stale one would drop a section someone added meanwhile.
 */

/** The default sections of a new library, under ids made here. */
export const defaultSections = (): SectionInput[] =>
  DEFAULT_DOC_SECTIONS.map((name) => ({ id: ulid(), name }));

/**
 * Writes the vessel's section list: new and changed ones get a new version, those left out are
 * deleted, unless they still hold documents (refused, naming the section).
 */
async function writeSections(tx: Queryable, vesselId: number, list: SectionInput[]): Promise<Outcome | null> {
  const all = await vesselSections(tx, vesselId, true);
  const byId = new Map<string, DocSection>(all.map((s) => [s.id, s]));
  for (const [i, s] of list.entries()) {
    const [elsewhere] = await tx.query('SELECT 1 FROM doc_sections WHERE id = $1 AND vessel_id <> $2', [
      s.id,
      vesselId,
    ]);
    if (elsewhere) return fieldRefused(`sections.${i}.id`, MSG.invalidId);
  }
  const kept = new Set(list.map((s) => s.id));
  for (const gone of all.filter((s) => !s.deleted && !kept.has(s.id))) {
    const [used] = await tx.query(
      'SELECT 1 FROM library_documents WHERE section_id = $1 AND NOT deleted LIMIT 1',
      [gone.id],
    );
    if (used) return fieldRefused('sections', DOCS_TEXT.sectionNotEmpty(gone.name));
    await tx.query('UPDATE doc_sections SET deleted = true, version = next_change() WHERE id = $1', [
      gone.id,
    ]);
  }
  for (const [i, s] of list.entries()) {
    const was = byId.get(s.id);
    const order = i + 1;
    if (!was)
      await tx.query('INSERT INTO doc_sections (id, vessel_id, name, sort_order) VALUES ($1, $2, $3, $4)', [
        s.id,
        vesselId,
        s.name,
        order,
      ]);
    else if (was.name !== s.name || was.order !== order || was.deleted)
      await tx.query(
        `UPDATE doc_sections SET name = $2, sort_order = $3, deleted = false, version = next_change()
          WHERE id = $1`,
        [s.id, s.name, order],
      );
  }
  return null;
}

/** Whether a section list is the vessel's as stored: the same sections, names and order. */
async function sameSections(tx: Queryable, vesselId: number, list: SectionInput[]) {
  const live = (await vesselSections(tx, vesselId, true)).filter((s) => !s.deleted);
  const byId = new Map(live.map((s) => [s.id, s]));
  return (
    list.length === live.length &&
    list.every((s, i) => byId.get(s.id)?.name === s.name && byId.get(s.id)?.order === i + 1)
  );
}

/**
 * docsCheck changed: those whose access it changes (everyone on board but level 6+ other than the
 * Captain) get or lose the library, so their devices re-read what they may see.
 */
async function docsCheckChanged(tx: Queryable, vesselId: number) {
  await tx.query(
    `UPDATE users SET access_version = next_change()
      WHERE id IN (SELECT uvr.user_id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
                    WHERE uvr.vessel_id = $1
                      AND NOT ((r.permission_level >= 6 OR r.permission_level = -1)
                               AND lower(trim(r.name)) <> 'captain'))`,
    [vesselId],
  );
}

export const saveDocsSettings: WriteUseCase<SettingsSave, BasedEdit> = async (tx, actor, body, ctx) => {
  await takeChangeLock(tx);
  const scope = await docsScope(tx, actor, body.yachtId);
  if (!scope?.access) return noAccess(scope);
  if (!scope.manages) return forbidden();
  const settings = await findDocSettings(tx, body.yachtId, true);
  // On or off alike, only by those the documents check leaves the library to (docs-access).
  if (body.docsCheck !== settings.docsCheck && !turnsDocsCheck(scope.standing)) return forbidden();
  const stale = staleEdit(settings.version, ctx.baseVersion, STALE_WHAT.librarySettings, {
    docSettings: [settings],
    docSections: await vesselSections(tx, body.yachtId, true),
  });
  if (stale) return stale;
  const sections = body.sections ?? (settings.initialized ? null : defaultSections());
  // Saved as it stands: the stored version, no change number, no audit line.
  const asStored = sections === null || (await sameSections(tx, body.yachtId, sections));
  if (settings.initialized && body.docsCheck === settings.docsCheck && asStored)
    return applied(settings.version);
  if (sections) {
    const refused = await writeSections(tx, body.yachtId, sections);
    if (refused) return refused;
  }
  if (body.docsCheck !== settings.docsCheck) await docsCheckChanged(tx, body.yachtId);
  const [row] = await tx.query<{ version: number }>(
    `UPDATE doc_settings SET docs_check = $2, initialized = true, updated_by = $3, version = next_change()
      WHERE vessel_id = $1 RETURNING version`,
    [body.yachtId, body.docsCheck, actor.id],
  );
  await auditDocs(tx, actor, ctx.now, {
    vesselId: body.yachtId,
    action: 'docs.settings',
    entity: 'docSettings',
    key: String(body.yachtId),
    before: { docsCheck: settings.docsCheck, initialized: settings.initialized },
    after: { docsCheck: body.docsCheck, sections: sections?.map((s) => s.name) ?? 'unchanged' },
  });
  return applied(Number(row!.version));
};

/** POST /docs/init: sets the library up with the default sections (again: nothing changes). */
export const initDocs: WriteUseCase<number> = async (tx, actor, vesselId, now) => {
  await takeChangeLock(tx);
  const scope = await docsScope(tx, actor, vesselId);
  if (!scope?.access) return noAccess(scope);
  if (!scope.manages) return forbidden();
  const settings = await findDocSettings(tx, vesselId, true);
  if (settings.initialized) return applied(settings.version);
  return saveDocsSettings(
    tx,
    actor,
    { yachtId: vesselId, docsCheck: settings.docsCheck, sections: defaultSections() },
    { now, baseVersion: 0 },
  );
};
