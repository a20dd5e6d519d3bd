import { promisify } from 'node:util';
import { gunzip, inflateRaw } from 'node:zlib';
import { idSchema, isUnstorableText } from '@contracts/common';
import { type ErrorBody, type FieldError, toErrorList } from '@contracts/errors';
import { MSG } from '@contracts/messages';
import { SYNC_DICTIONARY, SYNC_ENCODING } from '@contracts/sync-wire';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodAny, ZodArray, ZodObject, ZodUnknown, z } from 'zod';
import { matchSpecCase, type SentCase } from './spec-case';
import { readSpecDates } from './spec-dates';
import { withSpecTypes } from './spec-types';
import { unknownFieldAt } from './unknown-fields';

/** The one error type of the server; the central handler turns it into the spec's shape. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

export const badRequest = (errorList: FieldError[]) =>
  new HttpError(400, { message: MSG.status400, errorList });
export const forbidden = () => new HttpError(403, { message: MSG.status403 });
export const notFound = () => new HttpError(404, { message: MSG.status404 });
/** 401 with no message: the client refreshes its token once and retries (doc 1, section 8). */
export const tokenRejected = () => new HttpError(401, {});

const ZodRecordOfAnything = z.record(z.string(), z.unknown());

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  // The input kept in each issue, so a value sent but wrong is not answered as missing.
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return parsed.data;
  // A client written to the spec may send a number or a boolean as text ("12", "true").
  const retyped = withSpecTypes(value, parsed.error.issues);
  const again = retyped === null ? parsed : schema.safeParse(retyped, { reportInput: true });
  if (!again.success) throw badRequest(toErrorList(again.error));
  return again.data;
}

/**
 * A value of the path or query (a date, a month, a code, a format) by its schema; a bad one is a
 * 400 that names it as the address does ('date'), where parseWith would name the value itself
 * '_', which no caller sent.
 */
export function parseParam<S extends z.ZodType>(property: string, schema: S, value: unknown): z.infer<S> {
  try {
    return parseWith(schema, value);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.body.errorList) throw error;
    const errorList = error.body.errorList.map((e) => (e.property === '_' ? { ...e, property } : e));
    throw badRequest(errorList);
  }
}

/** An id from a path, query or body field; a bad one is a 400 that names the field. */
export function parseId(property: string, value: unknown): number {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success)
    throw badRequest([{ property, message: parsed.error.issues[0]?.message ?? MSG.status400 }]);
  return parsed.data;
}

const gunzipAsync = promisify(gunzip);
const inflateRawAsync = promisify(inflateRaw);
/** Same limit as the body-limit middleware, applied to what a compressed body unpacks to. */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * The body as text; a gzip body or one in the sync encoding (sent by devices on costly links)
 * is unpacked within the limit.
 */
async function bodyText(c: Context): Promise<string> {
  const encoding = c.req.header('content-encoding');
  if (encoding !== 'gzip' && encoding !== SYNC_ENCODING) return c.req.text();
  try {
    const raw = Buffer.from(await c.req.arrayBuffer());
    const limit = { maxOutputLength: MAX_JSON_BYTES };
    const text =
      encoding === 'gzip'
        ? await gunzipAsync(raw, limit)
        : await inflateRawAsync(raw, { ...limit, dictionary: SYNC_DICTIONARY });
    return text.toString('utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new HttpError(413, { message: MSG.tooLarge });
    throw new HttpError(400, { message: MSG.invalidJson });
  }
}

/** The batch of queued operations (POST /api/v1/sync). */
const SYNC_PATH = /\/sync\/?$/;

/** A request's parsed body, kept so that a policy and the handler read it once between them. */
const parsedBodies = new WeakMap<Request, Promise<unknown>>();

/** Whether a body nests deeper than any request of ours does (see MAX_DEPTH). */
const tooDeep = (value: unknown) => nestedDeeperThan(value, MAX_DEPTH);

/**
 * The JSON body as a value (not validated): malformed JSON is a 400 with a message, not a 500.
 * `deep` judges the nesting; a route whose parts are judged one by one later (a /sync batch)
 * leaves those parts out of it.
 */
export function jsonBody(c: Context, deep: (value: unknown) => boolean = tooDeep): Promise<unknown> {
  let parsed = parsedBodies.get(c.req.raw);
  if (!parsed) {
    parsed = bodyText(c)
      .then((text) => {
        try {
          return text.length === 0 ? {} : JSON.parse(text);
        } catch {
          throw new HttpError(400, { message: MSG.invalidJson });
        }
      })
      .then((value) => {
        // No request of ours nests deeper than a few levels; thousands overflowed the stack of
        // every walk over the body (a 500 from 16 KB of brackets).
        if (deep(value)) throw new HttpError(400, { message: MSG.status400 });
        // The spec's calls may send a day as a date-time, or its empty-date sentinel; the queued
        // operations of /sync are the app's own wire, their days plain, judged as sent.
        if (!SYNC_PATH.test(c.req.path)) readSpecDates(value);
        return value;
      });
    parsedBodies.set(c.req.raw, parsed);
  }
  return parsed;
}

export const MAX_DEPTH = 32;

/** Whether a parsed JSON value nests objects or arrays deeper than `limit` (walked without recursion). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= limit) return true;
    for (const inner of Object.values(v)) stack.push([inner, depth + 1]);
  }
  return false;
}

/** Reads and validates a JSON body; no string in it (value or key) may hold unstorable text. */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  deep?: (value: unknown) => boolean,
): Promise<z.infer<S>> {
  const value = await jsonBody(c, deep);
  const bad = unstorableAt(value, schema);
  if (bad !== null) throw badRequest([{ property: bad || '_', message: MSG.badText }]);
  return parseWhole(schema, value);
}

/**
 * A JSON body with the path's values put in (`extra`), validated whole against `schema`. A body
 * naming one of them otherwise than the path is a 400, never overruled unseen: the same value
 * written as a string or a number passes (`"7"` for 7), unless `strict`.
 */
export async function readJsonWith<S extends z.ZodType>(
  c: Context,
  schema: S,
  extra: Record<string, unknown>,
  strict = false,
): Promise<z.infer<S>> {
  const raw = await readJson(c, ZodRecordOfAnything);
  const differs = (a: unknown, b: unknown) => (strict ? a !== b : String(a) !== String(b));
  const clash = Object.keys(extra).find((key) => key in raw && differs(raw[key], extra[key]));
  if (clash) throw badRequest([{ property: clash, message: MSG.notTheAddress }]);
  return parseWhole(schema, { ...raw, ...extra });
}

/** `parseWith`, after refusing any field the schema does not declare (never accepted and ignored). */
export function parseWhole<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  // The spec's names in another case (`yachtID` for `yachtId`) are the declared ones.
  const sent = matchSpecCase(schema, value);
  refuseUnknownFields(schema, value);
  try {
    return parseWith(schema, value);
  } catch (error) {
    throw namedAsSent(error, sent);
  }
}

/**
 * A refusal whose fields are named as the body sent them (`sent`: the name judged → the name
 * sent, at the top level): a field sent as `firstname` and refused as `firstName` showed its
 * error under no field of the spec's form (doc 1, section 8).
 */
export function namedAsSent(error: unknown, sent: SentCase): unknown {
  if (!(error instanceof HttpError) || !error.body.errorList?.length || !Object.keys(sent).length)
    return error;
  const errorList = error.body.errorList.map((e) => {
    const dot = e.property.indexOf('.');
    const head = dot < 0 ? e.property : e.property.slice(0, dot);
    return Object.hasOwn(sent, head) ? { ...e, property: sent[head] + e.property.slice(head.length) } : e;
  });
  return new HttpError(error.status, { ...error.body, errorList });
}

/** A 400 naming the first field of `value` that `schema` does not declare. */
export function refuseUnknownFields(schema: z.ZodType, value: unknown) {
  const unknown = unknownFieldAt(schema, value);
  if (unknown !== null) throw badRequest([{ property: unknown, message: MSG.unknownField }]);
}

/** The path of the first string (value or key) holding unstorable text anywhere in `value`, or null. */
export const unstorablePath = (value: unknown) => unstorableAt(value, undefined);

/**
 * The path of the first string holding a NUL or a lone surrogate (PostgreSQL refuses the one
 * and mangles the other), or null. Parts the schema leaves `unknown` are skipped: whoever parses
 * them later judges them one by one (a /sync batch must not fail for one bad operation).
 */
function unstorableAt(value: unknown, schema: z.ZodType | undefined, path = ''): string | null {
  if (schema instanceof ZodUnknown || schema instanceof ZodAny) return null;
  if (typeof value === 'string') return isUnstorableText(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  const shape = schema instanceof ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;
  const item = schema instanceof ZodArray ? (schema.element as z.ZodType) : undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isUnstorableText(key)) return at;
    const found = unstorableAt(inner, Array.isArray(value) ? item : shape?.[key], at);
    if (found !== null) return found;
  }
  return null;
}

export function errorResponse(err: unknown, c: Context, log: (e: unknown) => void) {
  if (err instanceof HttpError) return c.json(err.body, err.status);
  if (err instanceof HTTPException) {
    if (err.status === 413) return c.json({ message: MSG.tooLarge }, 413);
    return c.json({ message: err.message || MSG.status400 }, err.status as ContentfulStatusCode);
  }
  log(err);
  // Never a stack trace to the client.
  return c.json({ message: MSG.status500 }, 500);
}
