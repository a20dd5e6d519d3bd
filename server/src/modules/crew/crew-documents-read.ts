import { CREW_STATUS } from '@contracts/crew';
import type { CrewDocument } from '@contracts/crew-documents';
import { levelOn } from '@domain/access/permissions';
import { managesDocuments, seesDocument } from '@domain/crew/document-access';
import { zipSync } from 'fflate';
import type { Queryable } from '../../db/client';
import { type FileStorage, readStoredFile } from '../../files/file-storage';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { type Answer, answered, forbidden } from '../../kernel/outcome';
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
): Promise<Answer<CrewDocument[]>> {
  const level = levelOn(actor.roles, vesselId);
  if (which === 'history' && !managesDocuments(level)) return forbidden();
  const rows = await db.query<Record<string, unknown>>(
    `${DOCUMENT_SELECT} WHERE uvr.vessel_id = $1 AND ${WHICH[which]} ORDER BY d.uploaded_at DESC, d.id`,
    which === 'history' ? [vesselId] : [vesselId, today],
  );
  return answered(
    rows.map(toCrewDocument).filter((d) => seesDocument(level, d.userId === actor.id, d.isPrivate)),
  );
}

/** GET /documents/crewonyacht/{id}: one crew member's documents (not deleted). */
export async function crewDocuments(
  db: Queryable,
  actor: Actor,
  crewId: number,
): Promise<Answer<CrewDocument[]>> {
  const scope = await crewScope(db, actor, crewId);
  if (isOutcome(scope)) return scope;
  const rows = await db.query<Record<string, unknown>>(
    `${DOCUMENT_SELECT} WHERE d.crew_id = $1 AND d.deleted_at IS NULL ORDER BY d.uploaded_at DESC, d.id`,
    [crewId],
  );
  return answered(rows.map(toCrewDocument).filter((d) => seesDocument(scope.level, scope.own, d.isPrivate)));
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
): Promise<Answer<{ zip: Uint8Array; name: string }>> {
  const scope = await crewScope(db, actor, crewId);
  if (isOutcome(scope)) return scope;
  if (!managesDocuments(scope.level)) return forbidden();
  const docs = await crewDocuments(db, actor, crewId);
  if (docs.status !== 'applied') return docs;
  const entries: Record<string, Uint8Array> = {};
  for (const d of docs.value) {
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
  return answered({ zip: zipSync(entries, { level: 6 }), name: `documents-${who}.zip` });
}
