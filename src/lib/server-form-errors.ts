import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MSG } from '../contracts/messages';
import { ApiError } from './api-client';

/**
 * A failed submit, shown on the form (doc 1, section 8): each field error under its field, and
 * otherwise the answer's message (or a field error the form has no field for) above the form.
 */
export function showServerErrors<T extends FieldValues>(
  e: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  const err = e instanceof ApiError ? e : new ApiError(0, MSG.status0);
  const onForm = (property: string): property is Path<T> => (fields as readonly string[]).includes(property);
  const known = err.fieldErrors.filter((f) => onForm(f.property));
  for (const f of known) setError(f.property as Path<T>, { message: f.message });
  if (!known.length)
    setError('root', { message: err.fieldErrors.find((f) => !onForm(f.property))?.message ?? err.message });
}
