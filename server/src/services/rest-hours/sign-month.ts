import type { RestMonth } from '../../../../src/contracts/rest-hours';
import type { Queryable } from '../../db/client';
import { appendAudit } from '../audit';
import { findMonth, nextVersion } from './rest-repo';

export interface SignInput {
  actorId: number;
  userId: number;
  vesselId: number;
  month: string;
  now: Date;
}

/** The seafarer signs off their own month. */
export async function signOffMonth(tx: Queryable, input: SignInput): Promise<RestMonth> {
  const { actorId, userId, vesselId, month, now } = input;
  const before = await findMonth(tx, userId, vesselId, month);
  const version = await nextVersion(tx);
  await tx.query(
    `INSERT INTO rest_months (user_id, vessel_id, month, signed_by, signed_at, version)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, vessel_id, month) DO UPDATE
       SET signed_by = EXCLUDED.signed_by, signed_at = EXCLUDED.signed_at, version = EXCLUDED.version`,
    [userId, vesselId, month, actorId, now.toISOString(), version],
  );
  const after = (await findMonth(tx, userId, vesselId, month))!;
  await appendAudit(tx, now, {
    actorId,
    vesselId,
    action: 'sign',
    entity: 'rest_month',
    entityKey: `${vesselId}/${userId}/${month}`,
    before,
    after,
  });
  return after;
}

/** A supervisor countersigns a month that the seafarer has signed off. */
export async function countersignMonth(tx: Queryable, input: SignInput): Promise<RestMonth | 'not-signed'> {
  const { actorId, userId, vesselId, month, now } = input;
  const before = await findMonth(tx, userId, vesselId, month);
  if (!before?.signedBy) return 'not-signed';
  const version = await nextVersion(tx);
  await tx.query(
    `UPDATE rest_months SET countersigned_by = $4, countersigned_at = $5, version = $6
      WHERE user_id = $1 AND vessel_id = $2 AND month = $3`,
    [userId, vesselId, month, actorId, now.toISOString(), version],
  );
  const after = (await findMonth(tx, userId, vesselId, month))!;
  await appendAudit(tx, now, {
    actorId,
    vesselId,
    action: 'countersign',
    entity: 'rest_month',
    entityKey: `${vesselId}/${userId}/${month}`,
    before,
    after,
  });
  return after;
}
