import { employmentEnded, retentionCutoff } from '@domain/retention/retention';
import type { Db, Queryable } from '../../db/client';
import type { FileStorage } from '../../files/file-storage';
import { appendAudit } from '../../kernel/audit';
import { takeChangeLock } from '../../kernel/change-numbers';
import { removeBytes } from '../certificates/cert-attachment-repo';
import { eraseCrewRecords } from './erase-crew-records';

export interface RetentionDeps {
  db: Db;
  files: FileStorage;
  log: (error: unknown) => void;
}

/** Who did it, in the audit log: the retention rule, not a person. */
export const RETENTION_ACTION = 'retention.erase';

/**
 * A crew row holds personal data not yet erased: never erased, or the person came back to the
 * vessel after it was (the same row is taken up again) and is still there or left again since.
 */
const NOT_ERASED = '(r.erased_at IS NULL OR r.end_date IS NULL OR r.erased_at::date < r.end_date)';

/** The end dates of every role the person holds or held with the crew record's employer. */
async function endsWithEmployer(tx: Queryable, userId: number, vesselId: number) {
  const rows = await tx.query<{ end_date: string | null }>(
    `SELECT r.end_date::text AS end_date FROM user_vessel_roles r JOIN vessels v ON v.id = r.vessel_id
      WHERE r.user_id = $1 AND v.group_id = (SELECT group_id FROM vessels WHERE id = $2)`,
    [userId, vesselId],
  );
  return rows.map((r) => r.end_date);
}

/**
 * The login details of a person none of whose records any employer keeps any more: the
 * e-mail, phone numbers, password, two-factor secrets and sessions go. The name stays on the
 * hours-of-rest records it signs (README, Data retention).
 */
async function eraseAccount(tx: Queryable, userId: number, now: Date): Promise<boolean> {
  const [user] = await tx.query<{ id: number }>(
    `UPDATE users SET email = 'erased-' || id || '@erased.invalid', password_hash = '!erased',
            phone = NULL, alert_email = NULL, whatsapp_number = NULL, totp_secret = NULL,
            two_factor_method = NULL, two_factor_required = false, erased_at = $2
      WHERE id = $1 AND erased_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM user_vessel_roles r WHERE r.user_id = $1 AND ${NOT_ERASED})
      RETURNING id`,
    [userId, now.toISOString()],
  );
  if (!user) return false;
  for (const table of [
    'refresh_tokens',
    'password_resets',
    'two_factor_challenges',
    'two_factor_bypass',
    'two_factor_recovery_codes',
    'system_tokens',
  ])
    await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  // Every vessel that lists the person shows the new e-mail at its next sync.
  await tx.query('UPDATE user_vessel_roles SET version = next_change() WHERE user_id = $1', [userId]);
  return true;
}

/**
 * The daily retention job (doc 1, section 9: 'Data retention after leaving an employer: 5
 * years'; the post-employment page promises deletion after that). Each crew record whose
 * person left the employer (the last of their roles on any of its vessels ended) five years
 * ago or more loses its personal data in a transaction of its own, with its feed notices and
 * an audit entry; then the files' bytes go. A record already erased is skipped, so a second
 * run, or two at once, changes nothing more. Returns how many crew records were erased.
 */
export async function eraseExpiredCrewData(deps: RetentionDeps, today: string, now: Date): Promise<number> {
  const due = await deps.db.query<{ id: number; user_id: number; vessel_id: number }>(
    `SELECT r.id, r.user_id, r.vessel_id FROM user_vessel_roles r
      WHERE r.end_date IS NOT NULL AND r.end_date <= $1 AND ${NOT_ERASED} ORDER BY r.id`,
    [retentionCutoff(today)],
  );
  let erased = 0;
  for (const c of due) {
    const done = await deps.db.transaction(async (tx) => {
      await takeChangeLock(tx);
      const [row] = await tx.query<{ end_date: string }>(
        `SELECT end_date::text AS end_date FROM user_vessel_roles r WHERE id = $1 AND ${NOT_ERASED} FOR UPDATE`,
        [c.id],
      );
      if (!row || !employmentEnded(await endsWithEmployer(tx, c.user_id, c.vessel_id), today)) return null;
      const crew = { id: c.id, userId: c.user_id, vesselId: c.vessel_id };
      const result = await eraseCrewRecords(tx, crew);
      await tx.query('UPDATE user_vessel_roles SET erased_at = $2 WHERE id = $1', [c.id, now.toISOString()]);
      const account = await eraseAccount(tx, c.user_id, now);
      await appendAudit(tx, now, {
        actorId: null,
        vesselId: c.vessel_id,
        action: RETENTION_ACTION,
        entity: 'crew',
        entityKey: String(c.id),
        before: null,
        // What went, never what it said.
        after: { roleEnded: row.end_date, deleted: result.counts, accountErased: account },
      });
      return result.fileIds;
    });
    if (!done) continue;
    erased++;
    for (const id of done) await removeBytes(deps.files, id).catch(deps.log);
  }
  return erased;
}
