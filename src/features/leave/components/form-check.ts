import type { z } from 'zod';
import { focusFirstError } from '../../../ui/focus-first-error';

/**
 * A popup's values checked with the shared schema: each problem under its field (the first
 * of each field), the first of them focused. True when something must be fixed.
 */
export function firstErrorIn<T extends string>(
  result: z.ZodSafeParseResult<unknown>,
  set: (field: T, message: string) => void,
) {
  if (result.success) return false;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (seen.has(field)) continue;
    seen.add(field);
    set(field as T, issue.message);
  }
  focusFirstError(document.querySelector<HTMLElement>('.dialog'));
  return true;
}
