import { editsPosition } from '@domain/crew/crew-access';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { type Answer, answered, forbidden } from '../../kernel/outcome';
import { crewScope, isOutcome } from './crew-write';

/**
 * A crew member's photo (doc 2, crew profile): seen by whoever sees the profile, changed by
 * the crew member or level 4 over them. Kept apart from the synced crew rows.
 */

/** The photo of a crew record, replacing the one it had (the add-crew wizard stores it too). */
export async function storePhoto(
  tx: Queryable,
  crewId: number,
  photo: { fileName: string; content: string },
  now: Date,
) {
  await tx.query(
    `INSERT INTO crew_photos (crew_id, content, file_name, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (crew_id) DO UPDATE SET content = $2, file_name = $3, updated_at = $4`,
    [crewId, photo.content, photo.fileName, now.toISOString()],
  );
}

export async function readPhoto(
  deps: ServerDeps,
  actor: Actor,
  crewId: number,
): Promise<Answer<{ content: string | null }>> {
  const scope = await crewScope(deps.db, actor, crewId);
  if (isOutcome(scope)) return scope;
  const [row] = await deps.db.query<{ content: string }>(
    'SELECT content FROM crew_photos WHERE crew_id = $1',
    [crewId],
  );
  return answered({ content: row?.content ?? null });
}

export async function savePhoto(
  deps: ServerDeps,
  actor: Actor,
  crewId: number,
  photo: { fileName: string; content: string },
): Promise<Answer<{ message: string; content: string }>> {
  const scope = await crewScope(deps.db, actor, crewId);
  if (isOutcome(scope)) return scope;
  const { crew, level, own } = scope;
  if (!own && !editsPosition(level, crew.permissionLevel)) return forbidden();
  await deps.db.transaction(async (tx) => {
    // The photo it has, sent again (a second tap, a retry): nothing written, no audit line.
    const [stored] = await tx.query<{ content: string; file_name: string }>(
      'SELECT content, file_name FROM crew_photos WHERE crew_id = $1 FOR UPDATE',
      [crewId],
    );
    if (stored?.content === photo.content && stored.file_name === photo.fileName) return;
    await storePhoto(tx, crewId, photo, deps.clock());
    await appendAudit(tx, deps.clock(), {
      actorId: actor.id,
      vesselId: crew.vesselId,
      action: 'crew.photo',
      entity: 'crew',
      entityKey: String(crewId),
      before: null,
      after: { fileName: photo.fileName },
    });
  });
  return answered({ message: 'Photo saved.', content: photo.content });
}
