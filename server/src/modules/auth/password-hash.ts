import { normalizePassword } from '@domain/access/password-form';

/**
 * The native argon2 library, loaded at the first hash or check rather than with the server: a
 * restart's first answer does not wait for it (issue 34: a restart under 1 s).
 */
export const argon2 = () => import('@node-rs/argon2');

// argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline. A module of its
// own so the server's entry can begin the demo password's hash before the rest is loaded.
export const hashPassword = async (password: string) => (await argon2()).hash(normalizePassword(password));
