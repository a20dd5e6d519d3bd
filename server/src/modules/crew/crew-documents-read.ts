import { CREW_STATUS } from '@contracts/crew';
import type { CrewDocument } from '@contracts/crew-documents';
import { MSG } from '@contracts/messages';
import { levelOn } from '@domain/access/permissions';
import { managesDocuments, seesDocument } from '@domain/crew/document-access';
import { zipSync } from 'fflate';
import type { Queryable } from '../../db/client';
import { type FileStorage, readStoredFile } from '../../files/file-storage';
import { HttpError } from '../../http/errors';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { outcomeError } from '../../kernel/outcome';
import { DOCUMENT_SELECT, toCrewDocument } from './crew-documents-repo';
import { crewScope, isOutcome } from './crew-write';

/** Which documents of a vessel: current crew's, former crew's, or the deleted ones (history). */
export type DocumentList = 'current' | 'former' | 'history';

const WHICH: Record<DocumentList, string> = {
  current: `d.deleted_at IS NULL AND uvr.crew_status <> ${CREW_STATUS.former} AND (uvr.end_date IS NULL OR uvr.end_date >= $2)`,
  former: `d.deleted_at IS NULL AND (uvr.crew_status = ${CREW_STATUS.former} OR uvr.end_date < $2)`,
  history: 'd.deleted_at IS NOT NULL',
};

/**
 * GET /documents/onyacht, /xdocuments/onyacht and /documents/history/onyacht (doc 2, section 7):
 * a vessel's documents as the caller may see them (their own below level 4; private ones from 5).
 */
export async function vesselDocuments(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  which: DocumentList,
  today: string,
): Promise<CrewDocument[]> {
  const level = levelOn(actor.roles, vesselId);
  if (which === 'history' && !managesDocuments(level)) throw new HttpError(403, { message: MSG.status403 });
  const rows = await db.query<Record<string, unknown>>(
    `${DOCUMENT_SELECT} WHERE uvr.vessel_id = $1 AND ${WHICH[which]} ORDER BY d.uploaded_at DESC, d.id`,
    which === 'history' ? [vesselId] : [vesselId, today],
  );
  return rows.map(toCrewDocument).filter((d) => seesDocument(level, d.userId === actor.id, d.isPrivate));
}

/** GET /documents/crewonyacht/{id}: one crew member's documents (not deleted). */
export async function crewDocuments(db: Queryable, actor: Actor, crewId: number): Promise<CrewDocument[]> {
  const scope = await crewScope(db, actor, crewId);
  if (isOutcome(scope))
    throw scope.status === 'applied' ? new HttpError(404, { message: MSG.status404 }) : outcomeError(scope);
  const rows = await db.query<Record<string, unknown>>(
    `${DOCUMENT_SELECT} WHERE d.crew_id = $1 AND d.deleted_at IS NULL ORDER BY d.uploaded_at DESC, d.id`,
    [crewId],
  );
  return rows.map(toCrewDocument).filter((d) => seesDocument(scope.level, scope.own, d.isPrivate));
}

/**
 * 'Download All Documents' (level 5): one zip of a crew member's documents, each under its
 * category's name and its own, numbered where two would share a name. Written in the audit log.
 */
export async function documentsZip(
  db: Queryable,
  files: FileStorage,
  actor: Actor,
  crewId: number,
  now: Date,
): Promise<{ zip: Uint8Array; name: string }> {
  const scope = await crewScope(db, actor, crewId);
  if (isOutcome(scope))
    throw scope.status === 'applied' ? new HttpError(404, { message: MSG.status404 }) : outcomeError(scope);
  if (!managesDocuments(scope.level)) throw new HttpError(403, { message: MSG.status403 });
  const docs = await crewDocuments(db, actor, crewId);
  const entries: Record<string, Uint8Array> = {};
  for (const d of docs) {
    if (!d.fileId) continue;
    const safe = d.name.replace(/[\\/:*?"<>|]|\p{Cc}/gu, '_').slice(0, 80) || 'document';
    let name = `${safe}${d.extension ? `.${d.extension}` : ''}`;
    for (let n = 2; entries[name]; n++) name = `${safe} (${n})${d.extension ? `.${d.extension}` : ''}`;
    entries[name] = new Uint8Array(await readStoredFile(files, d.fileId));
  }
  await appendAudit(db, now, {
    actorId: actor.id,
    vesselId: scope.crew.vesselId,
    action: 'crewDocument.downloadAll',
    entity: 'crew',
    entityKey: String(crewId),
    before: null,
    after: { documents: Object.keys(entries).length },
  });
  const who = `${scope.crew.firstName}-${scope.crew.lastName}`.replace(/[^A-Za-z0-9-]/g, '_');
  return { zip: zipSync(entries, { level: 6 }), name: `documents-${who}.zip` };
}
