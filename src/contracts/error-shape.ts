/**
 * The spec's error shape, without zod: the login page shows these before any schema is loaded
 * (zod is most of a chunk the first screen would otherwise wait for).
 */
export interface FieldError {
  property: string;
  message: string;
}
/** A form-level `message` and/or field errors in `errorList`. */
export interface ErrorBody {
  message?: string;
  errorList?: FieldError[];
}

/** Field errors keyed for a form: `emails.2` shows under the `emails` field. */
export function errorsByField(list: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of list) out[f.property.replace(/\.\d+$/, '')] ??= f.message;
  return out;
}
