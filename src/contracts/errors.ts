import { z } from 'zod';

/** The spec's error shape: a form-level `message` and/or field errors in `errorList`. */
export const fieldErrorSchema = z.object({ property: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  message: z.string().optional(),
  errorList: z.array(fieldErrorSchema).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

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

/** Field errors keyed for a form: `emails.2` shows under the `emails` field. */
export function errorsByField(list: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of list) out[f.property.replace(/\.\d+$/, '')] ??= f.message;
  return out;
}
