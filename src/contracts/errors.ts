import { z } from 'zod';
import type { FieldError } from './error-shape';
import { MSG } from './messages';
// zod's messages in the spec's voice, for every schema (the server and the app import this file).
import { issueMessage } from './zod-messages';

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
    out.push({ property, message: messageOf(issue) });
  }
  return out;
}

/** Codes where a field's value was there but of the wrong kind, not left out. */
const WRONG_VALUE = new Set(['invalid_type', 'invalid_value', 'invalid_format', 'invalid_union']);

/**
 * The issue's message, except where a schema says 'Field is required.' for every failure of a
 * field (a form's words for an empty select) about a value that was sent: '20261205' for a date,
 * 7 for an effect of 0, 1 or 2. That value was not missing, so the answer says what it must be.
 * Only when the parse kept the input (`reportInput`, as the server's parses do).
 */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.message !== MSG.required || !WRONG_VALUE.has(issue.code) || !('input' in issue))
    return issue.message;
  const input = issue.input;
  // Left out, null, blank, or a box left unticked (the terms): not given, as the schema says.
  const given = !(input === undefined || input === null || input === false);
  if (!given || (typeof input === 'string' && input.trim() === '')) return issue.message;
  return issueMessage(issue as z.core.$ZodRawIssue) ?? MSG.status400;
}
