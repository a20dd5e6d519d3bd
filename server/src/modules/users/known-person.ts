import { MSG } from '@contracts/messages';
import type { Queryable } from '../../db/client';
import { fieldRefused, type Refusal } from '../../kernel/outcome';

/**
 * Adding a known person (Add user, the crew wizard) keeps their account as it is: their names and
 * password are theirs. Sent the same (or, for a password, left out or empty, as the app's forms
 * send them) they go through; a different name or a password was taken and dropped unseen (a 200,
 * and the old password still logged in): now refused under its field.
 */
export async function keepsTheirAccount(
  tx: Queryable,
  userId: number,
  body: { firstName?: string; lastName?: string; password?: string; confirmPassword?: string },
): Promise<Refusal | null> {
  if (body.password) return fieldRefused('password', MSG.knownPersonPassword);
  if (body.confirmPassword) return fieldRefused('confirmPassword', MSG.knownPersonPassword);
  const [stored] = await tx.query<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM users WHERE id = $1',
    [userId],
  );
  if (!stored) return null;
  const differs = (sent: string | undefined, kept: string) =>
    Boolean(sent?.trim()) && sent!.trim() !== kept.trim();
  if (differs(body.firstName, stored.first_name)) return fieldRefused('firstName', MSG.knownPersonName);
  if (differs(body.lastName, stored.last_name)) return fieldRefused('lastName', MSG.knownPersonName);
  return null;
}
