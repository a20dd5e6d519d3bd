import type { z } from 'zod';
import { defOf, fieldsOf, judgeOf } from './unknown-fields';

/**
 * The spec's field names, in any case. The spec spells one field several ways (`yachtID` and
 * `yachtId`, `userID` and `userId`, `firstname` and `firstName`, `positionid` and `positionId`),
 * and its .NET back end matches names without regard to case, so a client written to it may send
 * any of them. A body's field that its schema does not declare is renamed to the one declared
 * field it matches in another case; when none or several match, or the declared one is sent too,
 * it stays as it is, and is refused as a field the call does not take (never ignored).
 */

/** The one name of `names` equal to `key` in another case, or undefined. */
function oneMatch(key: string, names: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  const found = names.filter((n) => n !== key && n.toLowerCase() === lower);
  return found.length === 1 ? found[0] : undefined;
}

/** The top-level fields a body sent in another case: the declared name → the spelling sent. */
export type SentCase = Record<string, string>;

/**
 * Renames, in place, the fields of `value` that `schema` does not declare to the declared field
 * they match in another case, at every level; `extra` names more fields of the top level (the
 * spec's names a call renames before judging the body). Answers the top level's renames, so a
 * refusal names the field as it was sent (`firstname`, not `firstName`).
 */
export function matchSpecCase(
  schema: z.ZodType | undefined,
  value: unknown,
  extra: readonly string[] = [],
): SentCase {
  const renamed: SentCase = {};
  if (typeof value !== 'object' || value === null) return renamed;
  if (Array.isArray(value)) {
    const s = judgeOf(schema, value);
    const item = s && defOf(s).type === 'array' ? defOf(s).element : undefined;
    if (item) for (const inner of value) matchSpecCase(item, inner);
    return renamed;
  }
  const fields = fieldsOf(schema, value);
  if (!fields) return renamed;
  const record = value as Record<string, unknown>;
  const declared = [...Object.keys(fields.shape), ...extra];
  const known = new Set(declared);
  // Which sent fields would take each declared name: two that would (yachtId and YachtId) take none.
  const claims = new Map<string, string[]>();
  for (const key of Object.keys(record)) {
    if (known.has(key)) continue;
    const to = oneMatch(key, declared);
    if (to === undefined || Object.hasOwn(record, to)) continue;
    claims.set(to, [...(claims.get(to) ?? []), key]);
  }
  for (const [to, [key, ...others]] of claims) {
    if (others.length || key === undefined) continue;
    record[to] = record[key];
    delete record[key];
    renamed[to] = key;
  }
  for (const [key, inner] of Object.entries(record))
    if (Object.hasOwn(fields.shape, key)) matchSpecCase(fields.shape[key], inner);
  return renamed;
}

/**
 * A top-level field of a body by its name, or in another case when the body has no field of that
 * exact name and exactly one in another case (what the handler's schema will rename it to).
 */
export function fieldInAnyCase(body: Record<string, unknown>, field: string): unknown {
  if (Object.hasOwn(body, field)) return body[field];
  const lower = field.toLowerCase();
  const found = Object.keys(body).filter((k) => k.toLowerCase() === lower);
  return found.length === 1 ? body[found[0]!] : undefined;
}
