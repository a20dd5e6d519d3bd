import { ownPasswordSchema, setUpWhatsAppSchema, verifyCodeSchema } from '@contracts/two-factor';
import type { Context } from 'hono';
import type { AppEnv } from '../../../http/env';
import { jsonBody } from '../../../http/errors';

/** The spec's two-factor shapes (doc 1, section 7): no challenge, the session's user instead. */

/**
 * The session's setup also asks for the password (beyond the spec), as the app's own
 * /me/twofactor/setup does: a session left open on a shared phone must not put a second factor
 * of someone else's choosing on the account (its owner's next login would then need that code).
 */
export const sessionSetUpSchema = setUpWhatsAppSchema
  .omit({ challenge: true })
  .partial({ userId: true })
  .extend(ownPasswordSchema.shape);
export const sessionVerifySchema = verifyCodeSchema.omit({ challenge: true }).partial({ userId: true });

/** Whether the body carries a challenge (the login flow's shape) rather than leaning on the session. */
export async function hasChallenge(c: Context<AppEnv>): Promise<boolean> {
  const body = await jsonBody(c);
  return typeof body === 'object' && body !== null && 'challenge' in body;
}

/**
 * POST /sendWhatsApp as the spec sends it: the number as plain text (or a JSON string); null
 * when the body is the app's object (a challenge to send the code again on).
 */
export async function plainNumber(c: Context<AppEnv>): Promise<string | null> {
  if ((c.req.header('content-type') ?? '').startsWith('text/plain')) {
    const text = (await c.req.text()).trim();
    return text.startsWith('"') && text.endsWith('"') && text.length > 1 ? text.slice(1, -1) : text;
  }
  const body = await jsonBody(c);
  return typeof body === 'string' ? body : null;
}
