import type { z } from 'zod';
import { focusFirstError } from '../../../ui/focus-first-error';

/**
 * A popup's values checked with the shared schema: each problem under its field, the first of
 * them focused. True when something must be fixed.
 */
export function firstErrorIn<T extends string>(
  result: z.ZodSafeParseResult<unknown>,
  set: (field: T, message: string) => void,
) {
  if (result.success) return false;
  for (const issue of result.error.issues) set(String(issue.path[0]) as T, issue.message);
  focusFirstError(document.querySelector<HTMLElement>('.dialog'));
  return true;
}
