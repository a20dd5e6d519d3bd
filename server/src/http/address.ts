import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address, for the per-address throttles. Behind reverse proxies set TRUST_PROXY to
 * their number (1 for one proxy): each proxy appends the address it saw to X-Forwarded-For, so the
 * client's is that many entries from the right. Entries further left are whatever the client
 * sent, and believing them would let anyone pick a new address per request.
 */
export function addressOf(c: Context): string {
  const hops = Number(process.env.TRUST_PROXY ?? 0);
  if (Number.isInteger(hops) && hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const client = chain[chain.length - hops];
    if (client) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
