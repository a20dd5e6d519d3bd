import { normalizePassword } from '@domain/access/password-form';
import { hash } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline. A module of its
// own so the server's entry can begin the demo password's hash before the rest is loaded.
export const hashPassword = (password: string) => hash(normalizePassword(password));
