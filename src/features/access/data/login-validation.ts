import { loginRequestSchema } from '../../../contracts/auth';
import { errorsByField, toErrorList } from '../../../contracts/errors';

export type LoginValidation =
  | { ok: true; body: { username: string; password: string } }
  | { ok: false; errors: Record<string, string> };

/** The login form checked with the schema the server uses, errors keyed by field. */
export function validateLogin(input: { username: unknown; password: unknown }): LoginValidation {
  const parsed = loginRequestSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      errors: errorsByField(toErrorList(parsed.error)),
    };
  return { ok: true, body: { username: parsed.data.username, password: parsed.data.password } };
}
