import type { Queryable } from '../db/client';
import { applied, type Outcome } from './outcome';

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

/** What a module's write puts in its audit entry besides what it wrote (`after`). */
interface AuditedWrite {
  vesselId: number;
  action: string;
  entity: string;
  key: string;
  before?: unknown;
}

/** One audit entry of a module's write by `actor`, keyed by the record it is about. */
export async function auditWrite(
  tx: Queryable,
  actor: { id: number },
  now: Date,
  e: AuditedWrite & { after: unknown },
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

/** A deletion's last step: its audit entry (after it, only that it is deleted), then the tombstone's version. */
export async function auditedTombstone(
  tx: Queryable,
  actor: { id: number },
  now: Date,
  e: AuditedWrite,
  version: number,
): Promise<Outcome> {
  await auditWrite(tx, actor, now, { ...e, after: { deleted: true } });
  return applied(version);
}
