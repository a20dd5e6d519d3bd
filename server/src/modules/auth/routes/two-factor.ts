import {
  ownPasswordSchema,
  sendWhatsAppSchema,
  setUpTotpSchema,
  setUpWhatsAppSchema,
  verifyCodeSchema,
} from '@contracts/two-factor';
import { type Context, Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import { addressOf } from '../../../http/address';
import type { AppEnv } from '../../../http/env';
import { parseWith, readJson } from '../../../http/errors';
import { policies } from '../../../http/policy';
import { authenticate } from '../../../http/require-auth';
import { answerValue } from '../../../kernel/outcome';
import { ownTwoFactor, renewRecoveryCodes, startOwnSetup, turnOffOwn } from '../own-two-factor';
import { resendSessionCode, startSessionWhatsAppSetup, verifySessionSetup } from '../session-two-factor';
import { resendCode, startTotpSetup, startWhatsAppSetup, verifySecondFactor } from '../two-factor-flow';
import { hasChallenge, plainNumber, sessionSetUpSchema, sessionVerifySchema } from './spec-two-factor';

/**
 * Two-factor login (doc 1, section 7). The login calls are public: the challenge from POST
 * /login (a right password) is what admits them. The users page's 2FA actions are the users module's.
 * The spec's shapes carry no challenge: those are bound to the signed-in session (session-two-factor).
 */
export function twoFactorRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  /** Without a challenge the step is the session's: its bearer token must be valid (else 401). */
  const signedIn = async (c: Context<AppEnv>) => {
    await authenticate(deps, c);
    return c.get('actor').id;
  };
  app.post('/setUpWhatsApp', policy.public(), async (c) => {
    if (await hasChallenge(c))
      return c.json(answerValue(await startWhatsAppSetup(deps, await readJson(c, setUpWhatsAppSchema))));
    const actor = await signedIn(c);
    const body = await readJson(c, sessionSetUpSchema);
    return c.json(answerValue(await startSessionWhatsAppSetup(deps, actor, body, { address: addressOf(c) })));
  });
  // The spec sends the number alone, as plain text: the code of the signed-in user's setup again.
  app.post('/sendWhatsApp', policy.public(), async (c) => {
    const plain = await plainNumber(c);
    if (plain === null)
      return c.json(answerValue(await resendCode(deps, await readJson(c, sendWhatsAppSchema))));
    const actor = await signedIn(c);
    const number = parseWith(setUpWhatsAppSchema.shape.number, plain);
    return c.json(answerValue(await resendSessionCode(deps, actor, number)));
  });
  app.post('/setUpTotp', policy.public(), async (c) =>
    c.json(answerValue(await startTotpSetup(deps, await readJson(c, setUpTotpSchema)))),
  );
  app.post('/verifyWhatsApp', policy.public(), async (c) => {
    if (await hasChallenge(c))
      return c.json(answerValue(await verifySecondFactor(deps, await readJson(c, verifyCodeSchema))));
    const actor = await signedIn(c);
    const body = await readJson(c, sessionVerifySchema);
    return c.json(answerValue(await verifySessionSetup(deps, actor, body)));
  });
  // The signed-in user's own 2FA (beyond the spec): each change asks for the password again.
  app.get('/me/twofactor', policy.signedIn(), async (c) =>
    c.json(answerValue(await ownTwoFactor(deps, c.get('actor').id))),
  );
  const withPassword =
    (run: typeof startOwnSetup | typeof turnOffOwn | typeof renewRecoveryCodes) =>
    async (c: Context<AppEnv>) => {
      const { password } = await readJson(c, ownPasswordSchema);
      return c.json(
        answerValue<object>(await run(deps, c.get('actor').id, password, { address: addressOf(c) })),
      );
    };
  app.post('/me/twofactor/setup', policy.signedIn(), withPassword(startOwnSetup));
  app.post('/me/twofactor/off', policy.signedIn(), withPassword(turnOffOwn));
  app.post('/me/twofactor/recovery', policy.signedIn(), withPassword(renewRecoveryCodes));
  return app;
}
