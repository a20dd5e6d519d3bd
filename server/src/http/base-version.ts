import { MSG } from '@contracts/messages';
import type { Context } from 'hono';
import { badRequest } from './errors';

/**
 * The version a REST edit was based on (X-Base-Version): a newer server copy makes the edit a
 * 409. Not sent (or empty): 0, no check. Anything but a whole number from 0 is refused: 'abc',
 * '-1' or '1.5' were read as 0, and the check the client asked for was dropped unseen.
 */
export function baseVersionOf(c: Context): number {
  const raw = c.req.header('x-base-version')?.trim();
  if (raw === undefined || raw === '') return 0;
  if (!/^[0-9]{1,15}$/.test(raw)) throw badRequest([{ property: 'X-Base-Version', message: MSG.numeric }]);
  return Number(raw);
}
