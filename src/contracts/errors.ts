import { z } from 'zod';
import type { FieldError } from './error-shape';
// zod's messages in the spec's voice, for every schema (the server and the app import this file).
import './zod-messages';

export { type ErrorBody, errorsByField, type FieldError } from './error-shape';

/** The spec's error shape as schemas (see error-shape.ts for the types the screens use). */
export const fieldErrorSchema = z.object({ property: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  message: z.string().optional(),
  errorList: z.array(fieldErrorSchema).optional(),
});

/** Maps zod issues to the spec's `errorList`, one entry per property (first message wins). */
export function toErrorList(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const property = issue.path.map(String).join('.') || '_';
    if (seen.has(property)) continue;
    seen.add(property);
    out.push({ property, message: issue.message });
  }
  return out;
}
