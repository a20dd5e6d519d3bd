import { MSG } from '@contracts/messages';
import { passwordForms } from '@domain/access/password-form';
import type { Queryable } from '../../db/client';
import { type Refusal, refused } from '../../kernel/outcome';
import { argon2 } from './password-hash';
import { accountKey, addressKey, clearFailures, settleAttempt, THROTTLE, takeAttempt } from './throttle';

export { hashPassword } from './password-hash';

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  for (const form of passwordForms(password)) {
    try {
      if (await verify(stored, form)) return true;
    } catch {
      return false;
    }
  }
  return false;
}

/** Hashed once so a login for an unknown e-mail costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= argon2().then((a) => a.hash('not-a-real-password'));
  await verifyPassword(await dummyHash, password);
}

/**
 * Re-checks a signed-in user's password (verify, sign-off, countersign, notify): refused (400)
 * with the spec's text if wrong, null if right. Throttled like login, on the same account and
 * address counters, so a stolen session cannot guess the password here either (nor get more
 * guesses than login gives).
 */
export async function passwordRefusal(
  db: Queryable,
  userId: number,
  password: string,
  from: { address: string; now: Date },
): Promise<Refusal | null> {
  const [row] = await db.query<{ email: string; password_hash: string }>(
    'SELECT email, password_hash FROM users WHERE id = $1',
    [userId],
  );
  const keys = [
    { key: accountKey(row?.email ?? `#${userId}`), limit: THROTTLE.accountLimit },
    { key: addressKey(from.address), limit: THROTTLE.addressLimit },
  ];
  const wait = await takeAttempt(db, keys, from.now);
  if (wait > 0) return refused(MSG.throttled(wait), 429);
  const ok = Boolean(row && (await verifyPassword(row.password_hash, password)));
  await settleAttempt(db, keys, ok, from.now);
  if (!ok) return refused(MSG.credentialsInvalid, 400);
  await clearFailures(db, keys[0]!.key);
  return null;
}
