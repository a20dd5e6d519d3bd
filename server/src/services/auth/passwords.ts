import { hash, verify } from '@node-rs/argon2';
import { MSG } from '../../../../src/contracts/messages';
import type { Queryable } from '../../db/client';
import { HttpError } from '../../http/errors';

// argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Hashed once so a login for an unknown e-mail costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}

/** Re-checks a logged-in user's password (signing, unlocking): 400 with the spec's text if wrong. */
export async function assertPassword(db: Queryable, userId: number, password: string): Promise<void> {
  const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
    userId,
  ]);
  if (!row || !(await verifyPassword(row.password_hash, password))) {
    throw new HttpError(400, { message: MSG.credentialsInvalid });
  }
}
