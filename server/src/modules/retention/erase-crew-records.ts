import type { ErasableKind } from '@contracts/erasures';
import type { FilePurpose } from '@contracts/file-purposes';
import type { Queryable } from '../../db/client';

/** Crew, uploaded files of these purposes on the person's vessel record: theirs, not the vessel's. */
const PERSONAL_FILE_PURPOSES: readonly FilePurpose[] = ['photo', 'crewDocument', 'leaveAttachment'];

export interface ErasedCrew {
  /** Records deleted, by kind, as the feed tells the devices. */
  records: { kind: ErasableKind; key: string }[];
  /** Stored files whose rows went: their bytes are removed after the transaction commits. */
  fileIds: string[];
  counts: Record<string, number>;
}

const ids = async (tx: Queryable, sql: string, params: unknown[]) =>
  (await tx.query<{ id: string | number }>(sql, params)).map((r) => String(r.id));

/**
 * Deletes one crew record's personal data (doc 1, section 9: five years after leaving the
 * employer): personal details, bank details and next of kin, salary and leave-day history,
 * crew documents and their files, the photo, and every leave record (profiles, requests and
 * their attachments and notices, additional leave and rollovers, the rate history). The crew
 * row stays, stripped of its own personal fields, because the hours-of-rest records hang on
 * it (see README, Data retention). Runs inside the caller's transaction.
 */
export async function eraseCrewRecords(
  tx: Queryable,
  crew: { id: number; userId: number; vesselId: number },
): Promise<ErasedCrew> {
  const records: ErasedCrew['records'] = [];
  const counts: Record<string, number> = {};
  const gone = (kind: ErasableKind | string, keys: string[]) => {
    counts[kind] = (counts[kind] ?? 0) + keys.length;
    if (kind !== 'leaveHistory' && kind !== 'photo')
      for (const key of keys) records.push({ kind: kind as ErasableKind, key });
  };
  const profiles = await ids(tx, 'SELECT id FROM leave_profiles WHERE crew_id = $1', [crew.id]);
  const requests = await ids(tx, 'SELECT id FROM leave_requests WHERE profile_id = ANY($1)', [profiles]);
  const leaveFiles = await ids(
    tx,
    'DELETE FROM leave_request_files WHERE request_id = ANY($1) RETURNING file_id AS id',
    [requests],
  );
  await tx.query('DELETE FROM leave_notices WHERE request_id = ANY($1)', [requests]);
  gone(
    'leaveHistory',
    await ids(
      tx,
      'DELETE FROM leave_history WHERE profile_id = ANY($1) OR (vessel_id = $2 AND user_id = $3) RETURNING id',
      [profiles, crew.vesselId, crew.userId],
    ),
  );
  gone(
    'leaveAdjustments',
    await ids(tx, 'DELETE FROM leave_adjustments WHERE profile_id = ANY($1) RETURNING id', [profiles]),
  );
  gone(
    'leaveRequests',
    await ids(tx, 'DELETE FROM leave_requests WHERE id = ANY($1) RETURNING id', [requests]),
  );
  gone(
    'leaveProfiles',
    await ids(tx, 'DELETE FROM leave_profiles WHERE id = ANY($1) RETURNING id', [profiles]),
  );

  const documents = await tx.query<{ id: string; file_id: string }>(
    'DELETE FROM crew_documents WHERE crew_id = $1 RETURNING id, file_id',
    [crew.id],
  );
  gone(
    'crewDocuments',
    documents.map((d) => d.id),
  );
  // The crew member's own rows, table by table (the kind each is fed as, and its key column).
  for (const [kind, table, key] of [
    ['salaries', 'crew_salaries', 'id'],
    ['leaveIncrements', 'crew_leave_increments', 'id'],
    ['crewDetails', 'crew_details', 'crew_id'],
    ['crewPrivate', 'crew_private', 'crew_id'],
    ['photo', 'crew_photos', 'crew_id'],
  ] as const)
    gone(kind, await ids(tx, `DELETE FROM ${table} WHERE crew_id = $1 RETURNING ${key} AS id`, [crew.id]));

  // The files of those records, and any other upload of the person's own on this vessel that
  // no record holds any more (a photo or a document whose record was replaced).
  const fileIds = await ids(
    tx,
    `DELETE FROM files WHERE id = ANY($1)
        OR (user_id = $2 AND vessel_id = $3 AND purpose = ANY($4)
            AND NOT EXISTS (SELECT 1 FROM crew_documents d WHERE d.file_id = files.id)
            AND NOT EXISTS (SELECT 1 FROM leave_request_files l WHERE l.file_id = files.id))
      RETURNING id`,
    [[...leaveFiles, ...documents.map((d) => d.file_id)], crew.userId, crew.vesselId, PERSONAL_FILE_PURPOSES],
  );
  counts.files = fileIds.length;

  await tx.query(
    `UPDATE user_vessel_roles SET custom_id = NULL, port_of_embarkation = NULL, repatriation = NULL,
            leave_days = NULL, is_on_board = false, version = next_change()
      WHERE id = $1`,
    [crew.id],
  );
  for (const r of records)
    await tx.query(
      'INSERT INTO sync_erasures (kind, record_key, vessel_id, user_id) VALUES ($1, $2, $3, $4)',
      [r.kind, r.key, crew.vesselId, crew.userId],
    );
  return { records, fileIds, counts };
}
