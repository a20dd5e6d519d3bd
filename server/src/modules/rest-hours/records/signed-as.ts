import { createHash } from 'node:crypto';
import type { WorkingLanguage } from '@contracts/rest-hours-language';
import type { Queryable } from '../../../db/client';
import { readWorkingLanguage } from '../working-language';

/**
 * What a seafarer's record names besides the days: who, in which position, on which vessel (its
 * IMO number and flag from the vessel details), in which working language. A signed month keeps
 * it as it stood at signing (rest_months.signed_as), with the handwritten signature pictures of
 * the signer and the countersigner: a record already signed, countersigned and inspected must not
 * change when a flag, a position or a signature picture changes later.
 */
export interface RecordHeader {
  name: string;
  position: string | null;
  department: string | null;
  vessel: { name: string; imoNumber: string | null; flagState: string | null };
  language: WorkingLanguage;
}

/** As kept at signing: the header and the signer's signature picture (by its hash). */
export interface SignedAs extends RecordHeader {
  image: string | null;
}

type Details = { imoNumber?: number | string | null; flagState?: string | null };

/** The IMO number and flag from the vessel details (JSON; either may be missing). */
function vesselIds(details: Details | string | null) {
  const d = (typeof details === 'string' ? JSON.parse(details) : details) as Details | null;
  return {
    imoNumber:
      d?.imoNumber === undefined || d.imoNumber === null || d.imoNumber === '' ? null : String(d.imoNumber),
    flagState: d?.flagState ? String(d.flagState) : null,
  };
}

/** The header as it stands now (null: the user is not on the vessel). */
export async function currentHeader(
  db: Queryable,
  vesselId: number,
  userId: number,
): Promise<RecordHeader | null> {
  const [who] = await db.query<{
    name: string;
    position: string | null;
    department: string | null;
    vessel: string;
    details: Details | string | null;
  }>(
    `SELECT u.first_name || ' ' || u.last_name AS name, p.name AS position, d.name AS department, v.name AS vessel,
            v.details
       FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id JOIN vessels v ON v.id = uvr.vessel_id
       LEFT JOIN positions p ON p.id = uvr.position_id LEFT JOIN departments d ON d.id = uvr.department_id
      WHERE uvr.user_id = $1 AND uvr.vessel_id = $2`,
    [userId, vesselId],
  );
  if (!who) return null;
  return {
    name: who.name,
    position: who.position,
    department: who.department,
    vessel: { name: who.vessel, ...vesselIds(who.details) },
    language: await readWorkingLanguage(db, vesselId),
  };
}

/**
 * The user's signature picture as it is now, kept under its hash (once for every month it signs):
 * the hash, or null when they have none or chose no handwritten signature on their records (an
 * opt-out keeps a picture drawn before on file, and the months signed before keep theirs).
 */
export async function keepSignatureImage(tx: Queryable, userId: number): Promise<string | null> {
  const [row] = await tx.query<{ png: Uint8Array | null }>(
    'SELECT png FROM digital_signatures WHERE user_id = $1 AND NOT opted_out',
    [userId],
  );
  if (!row?.png) return null;
  const png = Buffer.from(row.png);
  const hash = createHash('sha256').update(png).digest('hex');
  await tx.query('INSERT INTO signature_images (hash, png) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING', [
    hash,
    png,
  ]);
  return hash;
}

/** What a signature says at signing: the header now and the signer's picture now. */
export async function signedAsNow(tx: Queryable, vesselId: number, userId: number): Promise<SignedAs | null> {
  const header = await currentHeader(tx, vesselId, userId);
  return header && { ...header, image: await keepSignatureImage(tx, userId) };
}

export async function imageByHash(db: Queryable, hash: string | null): Promise<Buffer | null> {
  if (!hash) return null;
  const [row] = await db.query<{ png: Uint8Array }>('SELECT png FROM signature_images WHERE hash = $1', [
    hash,
  ]);
  return row ? Buffer.from(row.png) : null;
}
