import { MSG } from '@contracts/messages';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { badRequest, jsonBody } from './errors';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * For a write whose path, and query, say all it takes (a DELETE by id, a rename by ?newName=, an
 * on-board flag in the path): a body naming anything is refused, never taken and ignored (a
 * rename sent `{"newName": …}` in its body once answered 200 and kept the query's name). What
 * clients send for 'no body' passes: nothing, `{}` or `null`. Placed after the route's policy
 * (the policy comes first on every route), before the handler does anything.
 */
export const noBody = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const body = await jsonBody(c);
  if (isPlainObject(body)) {
    const [first] = Object.keys(body);
    if (first !== undefined) throw badRequest([{ property: first, message: MSG.unknownField }]);
  } else if (body !== null) throw badRequest([{ property: '_', message: MSG.unknownField }]);
  await next();
};
