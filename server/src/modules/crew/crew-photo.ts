import { MSG } from '@contracts/messages';
import { editsPosition } from '@domain/crew/crew-access';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { outcomeError } from '../../kernel/outcome';
import { crewScope, isOutcome } from './crew-write';

/**
 * A crew member's photo (doc 2, crew profile): seen by whoever sees the profile, changed by
 * the crew member or level 4 over them. Kept apart from the synced crew rows.
 */

async function scopeOf(deps: ServerDeps, actor: Actor, crewId: number) {
  const scope = await crewScope(deps.db, actor, crewId);
  if (isOutcome(scope))
    throw outcomeError(scope.status === 'applied' ? { status: 'rejected', message: MSG.status404 } : scope);
  return scope;
}

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

export async function readPhoto(deps: ServerDeps, actor: Actor, crewId: number) {
  await scopeOf(deps, actor, crewId);
  const [row] = await deps.db.query<{ content: string }>(
    'SELECT content FROM crew_photos WHERE crew_id = $1',
    [crewId],
  );
  return { content: row?.content ?? null };
}

export async function savePhoto(
  deps: ServerDeps,
  actor: Actor,
  crewId: number,
  photo: { fileName: string; content: string },
) {
  const { crew, level, own } = await scopeOf(deps, actor, crewId);
  if (!own && !editsPosition(level, crew.permissionLevel)) throw forbidden();
  await deps.db.transaction(async (tx) => {
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
  return { message: 'Photo saved.', content: photo.content };
}
