import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * hono's bodyLimit, without asking for the body's stream when its length is declared: that
 * question makes the Node server build a whole fetch Request around the socket (about a fifth of
 * an idle poll's CPU, issue 34), where reading the text later takes its direct path. A declared
 * length is judged as hono's judges it (the header alone); a streamed body goes to hono's; a GET
 * or HEAD has no body to judge.
 */
export function declaredBodyLimit(
  maxSize: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number.parseInt(length, 10) > maxSize) return onError(c);
    await next();
  };
}
