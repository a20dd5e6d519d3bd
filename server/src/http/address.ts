import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The peer address; behind a proxy set TRUST_PROXY=1 so X-Forwarded-For is believed. */
export function addressOf(c: Context): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
