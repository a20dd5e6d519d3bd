import { MSG } from '@contracts/messages';
import type { Context } from 'hono';
import type { z } from 'zod';
import { callersProperty } from '../kernel/outcome';
import { badRequest, HttpError, jsonBody, namedAsSent, parseWhole, unstorablePath } from './errors';
import { matchSpecCase } from './spec-case';

/**
 * The spec is an API too (issue 32): clients written to it send its field names (`department`,
 * `bankIBAN`, `firstname`) where the app's own schemas say `departmentId`, `bankIban`,
 * `firstName`. A call takes both: the spec's names are renamed to the app's before the body is
 * judged, so a field neither names is still refused (never accepted and ignored).
 */
export interface SpecName {
  /** The app's name for the field. */
  to: string;
  /** The spec's value made the app's (a nested `{ id, name }` object to its id, a 1/0 to a boolean). */
  value?: (specValue: unknown) => unknown;
}
/** Spec name → the app's name, or how to make the app's field of it. */
export type SpecNames = Readonly<Record<string, string | SpecName>>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `body` with the spec's field names turned into the app's (top level; a `value` function may
 * rename inside). A body carrying two names of one field with different values is refused: the
 * app's and the spec's, or two of the spec's (`noOfDays` and `rolledOver` are both the days);
 * one of them silently winning would be a field accepted and ignored.
 */
export function fromSpecNames(body: unknown, names: SpecNames): unknown {
  if (!isPlainObject(body)) return body;
  const out: Record<string, unknown> = { ...body };
  for (const [spec, name] of Object.entries(names)) {
    if (!Object.hasOwn(body, spec)) continue;
    const { to, value } = typeof name === 'string' ? { to: name, value: undefined } : name;
    const made = value ? value(body[spec]) : body[spec];
    delete out[spec];
    if (Object.hasOwn(out, to) && JSON.stringify(out[to]) !== JSON.stringify(made))
      throw badRequest([{ property: spec, message: MSG.twoNamesDiffer }]);
    out[to] = made;
  }
  return out;
}

/** A spec's nested object (`{ id, name }`) as its id; anything else as it is, for the schema to judge. */
export const idOf = (v: unknown) => (isPlainObject(v) && 'id' in v ? v.id : v);

/**
 * `idOf` for a field the spec may send nested: a nested object with no usable id (`{ name }`,
 * `{ id: null }`) is refused naming the field, never read as "none".
 */
export const idOfNested =
  (property: string) =>
  (v: unknown): unknown => {
    if (isPlainObject(v) && (v.id === undefined || v.id === null))
      throw badRequest([{ property, message: MSG.invalidId }]);
    return idOf(v);
  };

/** Reads a JSON body that may use the spec's names or the app's, and judges it by `schema`. */
export async function readSpecJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  names: SpecNames,
): Promise<z.infer<S>> {
  return parseSpecBody(await jsonBody(c), schema, names);
}

/** `readSpecJson` of a body already read (a route that took some fields of it first). */
export function parseSpecBody<S extends z.ZodType>(value: unknown, schema: S, names: SpecNames): z.infer<S> {
  const bad = unstorablePath(value);
  if (bad !== null) throw badRequest([{ property: bad || '_', message: MSG.badText }]);
  const cased = matchSpecCase(schema, value, Object.keys(names));
  try {
    return parseWhole(schema, fromSpecNames(value, names));
  } catch (error) {
    // The spec's name first (`yachts` refused as `yacht`), then its spelling (`Yacht`).
    throw namedAsSent(inSentNames(error, value, names), cased);
  }
}

/**
 * A refusal of a field the body sent under the spec's name, named as sent: `yacht` refused as
 * `yachts` (the app's name) showed the error under no field of the spec's form (doc 1, section
 * 8: 'each item's property shows its message as a field error').
 */
function inSentNames(error: unknown, body: unknown, names: SpecNames): unknown {
  if (!(error instanceof HttpError) || !error.body.errorList?.length || !isPlainObject(body)) return error;
  const sent: Record<string, string> = {};
  const pairs = Object.entries(names).map(([spec, name]) => [
    spec,
    typeof name === 'string' ? name : name.to,
  ]);
  // A body in the spec's names hears of a field it left out by the spec's name too ({old} alone:
  // 'new' is required, not 'newPassword').
  const speaksSpec = pairs.some(([spec, to]) => Object.hasOwn(body, spec!) && !Object.hasOwn(body, to!));
  for (const [spec, to] of pairs) {
    if (Object.hasOwn(body, to!)) continue;
    if (Object.hasOwn(body, spec!) || speaksSpec) sent[to!] = spec!;
  }
  const errorList = error.body.errorList.map((e) => ({ ...e, property: callersProperty(e.property, sent) }));
  return new HttpError(error.status, { ...error.body, errorList });
}

/**
 * An answer carrying the spec's field names beside the app's own: `names` maps each spec name to
 * the app's field it copies, or to a function computing it from the record.
 */
export function withSpecFields<T extends object>(
  record: T,
  names: Readonly<Record<string, keyof T | ((record: T) => unknown)>>,
): T & Record<string, unknown> {
  const out: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [spec, from] of Object.entries(names))
    out[spec] = typeof from === 'function' ? from(record) : record[from as keyof T];
  return out as T & Record<string, unknown>;
}
