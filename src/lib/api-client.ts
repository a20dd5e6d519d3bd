import type { z } from 'zod';
import type { ErrorBody, FieldError } from '../contracts/errors';
import { MSG } from '../contracts/messages';
import type { AppDb } from '../db/app-db';
import { freshSession, type Net } from '../sync/auth-refresh';
import { API_BASE, link } from './link';

export { API_BASE };

/** A failed call with the text the user should see (doc 1, section 8) and any field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

const STATUS_TEXT: Record<number, string> = {
  0: MSG.status0,
  400: MSG.status400,
  403: MSG.status403,
  404: MSG.status404,
  416: MSG.status416,
  500: MSG.status500,
};

async function toError(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => ({}))) as ErrorBody;
  const message = body.message ?? STATUS_TEXT[res.status] ?? `${res.status} ${res.statusText}`;
  return new ApiError(res.status, message, body.errorList ?? []);
}

/**
 * A call with no session (login); with no body, a GET (a text page). Its answer is unknown: a
 * caller that reads it uses `publicJson` with the answer's schema.
 */
export async function publicCall(path: string, body?: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await link.fetch(
      `${API_BASE}${path}`,
      body === undefined
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
  } catch {
    throw new ApiError(0, MSG.status0);
  }
  if (!res.ok) throw await toError(res);
  return res.json();
}

/**
 * A call with no session whose answer is parsed with the contract's schema (see publicCall).
 * The schema may still be loading: the login screen, the first visit, fetches it beside the
 * call so zod stays off the bytes it must download before it paints.
 */
export async function publicJson<S extends z.ZodType>(
  schema: S | Promise<S>,
  path: string,
  body?: unknown,
): Promise<z.output<S>> {
  const [answer, loaded] = await Promise.all([publicCall(path, body), schema]);
  return checkedAnswer(loaded, path, answer);
}

/**
 * An authenticated call. A 401 without a message refreshes the token once and retries;
 * if that fails the session is marked for a new login and 'Unauthorized' is raised.
 * Its answer is unknown: a caller that reads it uses `authedJson` with the answer's schema.
 */
export async function authedCall(
  db: AppDb,
  net: Net,
  path: string,
  init: RequestInit = {},
): Promise<unknown> {
  return (await authedFetch(db, net, path, init)).json();
}

/**
 * An answer that is not the shape the contract declares: a failed call with the generic
 * application error (doc 1, section 8), never data the screens would trust.
 */
export class MalformedAnswerError extends ApiError {
  constructor(
    readonly path: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(500, MSG.status500);
  }
}

/** An authenticated call whose answer is parsed with the contract's schema (see authedCall). */
export async function authedJson<S extends z.ZodType>(
  schema: S,
  db: AppDb,
  net: Net,
  path: string,
  init: RequestInit = {},
): Promise<z.output<S>> {
  return checkedAnswer(schema, path, await authedCall(db, net, path, init));
}

/** The answer as the contract declares it, or a MalformedAnswerError. */
function checkedAnswer<S extends z.ZodType>(schema: S, path: string, answer: unknown): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  // The shape that broke, for whoever reads the console; the user sees the generic error.
  console.error(`Unexpected answer from ${path}`, parsed.error.issues);
  throw new MalformedAnswerError(path, parsed.error.issues);
}

/** A file from the server (records, exports): the response body as a Blob. */
export async function authedBlob(db: AppDb, net: Net, path: string): Promise<Blob> {
  return (await authedFetch(db, net, path)).blob();
}

/** The response itself, for a file whose headers matter (its name in Content-Disposition). */
export async function authedFetch(
  db: AppDb,
  net: Net,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const attempt = async (force: boolean) => {
    const session = await freshSession(db, net, force).catch(() => {
      throw new ApiError(0, MSG.status0);
    });
    if (!session) throw new ApiError(401, MSG.unauthorized);
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${session.accessToken}`);
    if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
    try {
      // Through the link monitor: a time limit for a satellite link, and the header learns the outcome.
      return await link.fetch(`${API_BASE}${path}`, { ...init, headers });
    } catch {
      throw new ApiError(0, MSG.status0);
    }
  };
  let res = await attempt(false);
  if (res.status === 401) {
    const body = (await res
      .clone()
      .json()
      .catch(() => ({}))) as ErrorBody;
    if (body.message) throw new ApiError(401, body.message);
    res = await attempt(true);
    if (res.status === 401) {
      await db.session.update('current', { needsLogin: true });
      throw new ApiError(401, MSG.unauthorized);
    }
  }
  if (!res.ok) throw await toError(res);
  return res;
}
