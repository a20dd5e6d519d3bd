import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { type ErrorBody, type FieldError, toErrorList } from '../../../src/contracts/errors';
import { MSG } from '../../../src/contracts/messages';

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

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(toErrorList(parsed.error));
  return parsed.data;
}

const gunzipAsync = promisify(gunzip);
/** Same limit as the body-limit middleware, applied to what a compressed body unpacks to. */
export const MAX_JSON_BYTES = 1024 * 1024;

/** The body as text; a gzip body (sent by devices on costly links) is unpacked within the limit. */
async function bodyText(c: Context): Promise<string> {
  if (c.req.header('content-encoding') !== 'gzip') return c.req.text();
  try {
    const raw = Buffer.from(await c.req.arrayBuffer());
    return (await gunzipAsync(raw, { maxOutputLength: MAX_JSON_BYTES })).toString('utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new HttpError(413, { message: MSG.tooLarge });
    throw new HttpError(400, { message: MSG.invalidJson });
  }
}

/** Reads and validates a JSON body; malformed JSON is a 400 with a message, not a 500. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await bodyText(c);
  let value: unknown;
  try {
    value = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, { message: MSG.invalidJson });
  }
  return parseWith(schema, value);
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
