import type { FieldError } from '@contracts/errors';
import { leaveTypesSaveSchema } from '@contracts/leave';
import { type LeaveTypesSpec, sentIndexes, typesOfSpec } from '@contracts/leave-spec';
import { MSG } from '@contracts/messages';
import type { Context } from 'hono';
import { ulid } from 'ulidx';
import type { z } from 'zod';
import type { Queryable } from '../../../db/client';
import type { AppEnv } from '../../../http/env';
import { badRequest, HttpError, jsonBody, parseWhole, parseWith, unstorablePath } from '../../../http/errors';
import type { Source } from '../../../http/policy';
import { recordOwner } from '../../../http/record-sources';
import { fromSpecNames, type SpecNames } from '../../../http/spec-names';
import { callersProperty, type Outcome } from '../../../kernel/outcome';

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A leave body in the spec's names or the app's, judged whole by `schema` once `fill` added what
 * the spec leaves out (a server-made id where the app takes a client-made one, the vessel the
 * record is on). `fill` never overrides a field the caller sent. `fixed` holds what the path
 * names: a body naming another record or vessel is refused under the caller's name for the field
 * (as readJsonWith does), never overruled unseen, which wrote the path's record with the rest of
 * a body meant for another; the same value, or none, is taken.
 */
export async function readLeaveSpec<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  names: SpecNames,
  fill: (body: Fields) => Fields | Promise<Fields> = () => ({}),
  fixed: Fields = {},
): Promise<z.infer<S>> {
  const raw = await jsonBody(c);
  const bad = unstorablePath(raw);
  if (bad !== null) throw badRequest([{ property: bad || '_', message: MSG.badText }]);
  const body = fromSpecNames(raw, names);
  if (!isObject(body)) return parseWhole(schema, body);
  const callers = callersNames(raw, names);
  // The same id written as a string or a number is the same record ("7" for 7), as readJsonWith.
  const clash = Object.keys(fixed).find(
    (k) => Object.hasOwn(body, k) && String(body[k]) !== String(fixed[k]),
  );
  if (clash) throw badRequest([{ property: callers[clash] ?? clash, message: MSG.notTheAddress }]);
  const whole = { ...(await fill(body)), ...body, ...fixed };
  try {
    return parseWhole(schema, whole);
  } catch (error) {
    // The schema speaks the app's names: a refusal names the field as the caller sent it, or
    // a client written to the spec is told of a field it never sent (`daysPerYear`).
    if (!(error instanceof HttpError) || !error.body.errorList) throw error;
    const errorList = error.body.errorList.map((e) => ({
      ...e,
      property: callersProperty(e.property, callers),
    }));
    throw new HttpError(error.status, { ...error.body, errorList });
  }
}

/**
 * The caller's name of each of the app's fields its body sent under one of the spec's names
 * (`leaveDaysPerYear` for `daysPerYear`): a refusal names the field the client sent.
 */
export function callersNames(raw: unknown, names: SpecNames): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isObject(raw)) return out;
  for (const [spec, name] of Object.entries(names))
    if (Object.hasOwn(raw, spec)) out[typeof name === 'string' ? name : name.to] = spec;
  return out;
}

/** A server-made id for a record the spec's client names no id for (idempotency is then the caller's). */
export const madeId = () => ulid();

export const NO_MERGE = 'A duplicated request is a new draft: it cannot be merged into another.';

/**
 * A duplicate's copies as the spec's client may send them (the employee's `leaveProfileID`, no
 * id for the copy): each with the app's names and a server-made id. Anything but a list is left
 * for the schema to judge. As a spec name of `copies`, so that the path's request id alone is
 * `fixed` (the copies were made of the body, never a clash with it).
 */
function copiesWithIds(copies: unknown): unknown {
  if (!Array.isArray(copies)) return copies;
  return copies.map((copy) => {
    if (!isObject(copy)) return copy;
    const named = fromSpecNames(copy, { leaveProfileID: 'profileId' }) as Fields;
    return { requestId: madeId(), ...named };
  });
}
export const DUPLICATE_NAMES: SpecNames = { copies: { to: 'copies', value: copiesWithIds } };

/** The first of `fields` the body holds (the spec's name or the app's), as a string. */
async function bodyField(c: Context<AppEnv>, fields: readonly string[]): Promise<string> {
  const body = await jsonBody(c);
  if (!isObject(body)) return '';
  const found = fields.find((f) => body[f] !== undefined && body[f] !== null);
  const value = found === undefined ? '' : String(body[found]);
  // A NUL character is no id, and PostgreSQL refuses it in a query's text (a 500, not a 404).
  return value.includes('\u0000') ? '' : value;
}

type Lookup = (c: Context<AppEnv>) => Promise<{ vessel_id: number; user_id: number } | undefined>;

const profileRow = (db: Queryable, id: (c: Context<AppEnv>) => Promise<string>): Lookup => {
  return async (c) => {
    const [row] = await db.query<{ vessel_id: number; user_id: number }>(
      'SELECT vessel_id, user_id FROM leave_profiles WHERE id = $1 AND NOT deleted',
      [await id(c)],
    );
    return row;
  };
};

/** The vessel (and user) of the profile a path parameter names: what the policy judges. */
export const profileAt = (db: Queryable, param: string) =>
  recordOwner(
    param,
    profileRow(db, async (c) => c.req.param(param) ?? ''),
  );

/** The vessel of the profile the body names (`leaveProfileID` as the spec says, or `profileId`). */
export const bodyProfileVessel = (db: Queryable): Source => ({
  ...recordOwner(
    'leaveProfileID',
    profileRow(db, (c) => bodyField(c, ['leaveProfileID', 'profileId'])),
  ).vessel,
  where: 'body.leaveProfileID→vessel',
});

/** The vessel of the leave history entry the body names (updateComment's `id`). */
export const bodyHistoryVessel = (db: Queryable): Source => ({
  ...recordOwner('id', async (c) => {
    const id = Number(await bodyField(c, ['id', 'entryId']));
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    const [row] = await db.query<{ vessel_id: number; user_id: number }>(
      'SELECT vessel_id, user_id FROM leave_history WHERE id = $1',
      [id],
    );
    return row;
  }).vessel,
  where: 'body.id→vessel',
});

/** The vessel id a source read (the policy let the caller in on it). */
export const vesselRead = async (c: Context<AppEnv>, source: Source) => Number(await source.read(c));

/**
 * updateLeaveTypes' list (the spec's sorted by its order, as typesOfSpec makes it), and its
 * refusals with each type named at its index as sent: the list is checked after the sort, and an
 * unknown id sent first but ordered last was named `types.5.id`.
 */
export function leaveTypesAsSent(spec: LeaveTypesSpec) {
  const sent = sentIndexes(spec);
  const asSent = (errors: FieldError[]) =>
    errors.map((e) => ({
      ...e,
      property: e.property.replace(/^types\.(\d+)(?=\.|$)/, (whole, n: string) =>
        sent[Number(n)] === undefined ? whole : `types.${sent[Number(n)]}`,
      ),
    }));
  let body: z.infer<typeof leaveTypesSaveSchema>;
  try {
    body = parseWith(leaveTypesSaveSchema, typesOfSpec(spec));
  } catch (error) {
    if (!(error instanceof HttpError) || !error.body.errorList) throw error;
    throw badRequest(asSent(error.body.errorList));
  }
  const outcomeAsSent = (o: Outcome): Outcome =>
    o.status === 'rejected' && o.errorList ? { ...o, errorList: asSent(o.errorList) } : o;
  return { body, outcomeAsSent };
}
