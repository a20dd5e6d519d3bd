import type { Queryable } from '../db/client';

export interface AuditEntry {
  actorId: number | null;
  vesselId: number | null;
  action: string;
  entity: string;
  entityKey: string;
  before: unknown;
  after: unknown;
}

/** Append-only: the log is inserted into, never updated. */
export async function appendAudit(tx: Queryable, at: Date, e: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (at, actor_id, vessel_id, action, entity, entity_key, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      at.toISOString(),
      e.actorId,
      e.vesselId,
      e.action,
      e.entity,
      e.entityKey,
      e.before === null ? null : JSON.stringify(e.before),
      e.after === null ? null : JSON.stringify(e.after),
    ],
  );
}

export async function readAudit(db: Queryable, entity: string, entityKey: string) {
  return db.query<{ at: string; actor_id: number | null; action: string; before: unknown; after: unknown }>(
    'SELECT at, actor_id, action, before, after FROM audit_log WHERE entity = $1 AND entity_key = $2 ORDER BY id',
    [entity, entityKey],
  );
}

/** One audit entry of a module's write by `actor`, keyed by the record it is about. */
export async function auditWrite(
  tx: Queryable,
  actor: { id: number },
  now: Date,
  e: { vesselId: number; action: string; entity: string; key: string; before?: unknown; after: unknown },
): Promise<void> {
  await appendAudit(tx, now, {
    actorId: actor.id,
    vesselId: e.vesselId,
    action: e.action,
    entity: e.entity,
    entityKey: e.key,
    before: e.before ?? null,
    after: e.after,
  });
}
