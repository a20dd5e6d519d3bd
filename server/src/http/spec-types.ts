import type { z } from 'zod';

/**
 * The spec's value types on the wire. Its back end is .NET (the empty date is DateTime.MinValue,
 * `0001-01-01T00:00:00Z`), whose JSON reader takes `"12"` for a number and `"true"` for a boolean,
 * and its forms send what their inputs hold: the add/edit user form's `whatsAppAuthEnabled` is
 * `'true'` or `'false'` (doc 1, section 3), a salary or an order typed in a box is text. A client
 * written to the spec therefore sends numbers and booleans as strings where the app sends them
 * typed.
 *
 * Only a value the schema refused for its type is looked at again, and only when it is exactly a
 * number (`-12`, `3.5`) where a number is due or exactly `true`/`false` (any case) where a boolean
 * is due: the app's typed values never reach here, and `''`, `'NaN'`, `'1e3'`, `'0x10'`, `' 5'`,
 * `'yes'` stay refused, naming the field, as before. The value is then judged by the same schema
 * (its ranges, integers, required fields), so nothing is accepted that the typed value would not be.
 */
const NUMBER_TEXT = /^-?\d{1,15}(?:\.\d{1,15})?$/;
const BOOLEAN_TEXT = /^(?:true|false)$/i;

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/**
 * The typed value for a text the schema refused as `expected` ('number' or 'boolean'), or
 * undefined when there is none. Also read where a value is compared, not parsed (a read-only
 * field sent back as text: cert-spec-names).
 */
export function typed(expected: string, value: unknown): number | boolean | undefined {
  if (typeof value !== 'string') return undefined;
  if (expected === 'number' && NUMBER_TEXT.test(value)) return Number(value);
  if (expected === 'boolean' && BOOLEAN_TEXT.test(value)) return value.toLowerCase() === 'true';
  return undefined;
}

/**
 * Each type refusal of `issues` as its full path and the type due; a union's branches too. A
 * value outside a list of numbers or booleans (a status -1, 1 or 2; terms agreed: true) counts:
 * its text is made the type, and the list judges it again.
 */
function typeRefusals(issues: readonly Issue[], prefix: Path, out: [Path, string][]) {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_type') out.push([path, issue.expected]);
    else if (issue.code === 'invalid_union')
      for (const branch of issue.errors) typeRefusals(branch, path, out);
    else if (issue.code === 'invalid_value') {
      const kinds = new Set(issue.values.map((v) => typeof v));
      if (kinds.size === 1 && (kinds.has('number') || kinds.has('boolean'))) out.push([path, [...kinds][0]!]);
    }
  }
}

/**
 * A copy of `value` with each text the schema refused for its type made the number or boolean
 * it spells, or null when no such text is there (the refusal stands as it was).
 */
export function withSpecTypes(value: unknown, issues: readonly Issue[]): unknown {
  const refusals: [Path, string][] = [];
  typeRefusals(issues, [], refusals);
  let copy: unknown = null;
  let changed = false;
  for (const [path, expected] of refusals) {
    if (path.length === 0) continue; // the body itself: never a number or boolean of the spec's
    copy ??= structuredClone(value);
    let parent: unknown = copy;
    for (const key of path.slice(0, -1)) parent = (parent as Record<PropertyKey, unknown> | null)?.[key];
    if (typeof parent !== 'object' || parent === null) continue;
    const record = parent as Record<PropertyKey, unknown>;
    const key = path[path.length - 1]!;
    if (!Object.hasOwn(record, key)) continue;
    const made = typed(expected, record[key]);
    if (made === undefined) continue;
    record[key] = made;
    changed = true;
  }
  return changed ? copy : null;
}
