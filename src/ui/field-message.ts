import type { FieldError, FieldErrors } from 'react-hook-form';
import { t } from '../i18n/i18n';

/**
 * The first message of a field's errors from react-hook-form, in the app's language (the
 * schemas' messages are msg()s of src/contracts/messages.ts, their English text the id): a list's errors sit under their
 * index (the second e-mail address of a list is wrong), a plain field's on itself.
 */
export function fieldMessage(error: FieldError | FieldErrors | FieldError[] | undefined): string | undefined {
  if (!error) return undefined;
  if ('message' in error && typeof error.message === 'string') return t(error.message);
  return Object.values(error)
    .map((e) => fieldMessage(e as FieldError))
    .find(Boolean);
}
