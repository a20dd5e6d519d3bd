import { FILE_PURPOSES } from '@contracts/file-purposes';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import type { Queryable } from '../../db/client';

const { signature } = FILE_PURPOSES;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Stores a user's signature image; the spec's messages for a file too large or not a PNG. */
export async function saveSignaturePng(db: Queryable, userId: number, png: Buffer, name: string, now: Date) {
  if (png.length > signature.maxBytes)
    return {
      ok: false as const,
      status: 413 as const,
      message: signature.tooBig(name),
    };
  if (png.length < 8 || !png.subarray(0, 8).equals(PNG_MAGIC))
    return { ok: false as const, status: 400 as const, message: REFUSAL_TEXT.signaturePng };
  await db.query(
    `INSERT INTO digital_signatures (user_id, png, opted_out, updated_at) VALUES ($1, $2, false, $3)
     ON CONFLICT (user_id) DO UPDATE SET png = EXCLUDED.png, opted_out = false, updated_at = EXCLUDED.updated_at`,
    [userId, png, now.toISOString()],
  );
  return { ok: true as const };
}

/** The user chooses not to keep a handwritten signature (or changes their mind). */
export async function setSignatureOptOut(db: Queryable, userId: number, optOut: boolean, now: Date) {
  await db.query(
    `INSERT INTO digital_signatures (user_id, opted_out, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET opted_out = EXCLUDED.opted_out, updated_at = EXCLUDED.updated_at`,
    [userId, optOut, now.toISOString()],
  );
}
