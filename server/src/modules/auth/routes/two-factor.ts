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
import { readJson } from '../../../http/errors';
import { policies } from '../../../http/policy';
import { answerValue } from '../../../kernel/outcome';
import { ownTwoFactor, renewRecoveryCodes, startOwnSetup, turnOffOwn } from '../own-two-factor';
import { resendCode, startTotpSetup, startWhatsAppSetup, verifySecondFactor } from '../two-factor-flow';

/**
 * Two-factor login (doc 1, section 7). The login calls are public: the challenge from POST
 * /login (a right password) is what admits them. The users page's 2FA actions are the users module's.
 */
export function twoFactorRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  app.post('/setUpWhatsApp', policy.public(), async (c) =>
    c.json(answerValue(await startWhatsAppSetup(deps, await readJson(c, setUpWhatsAppSchema)))),
  );
  app.post('/sendWhatsApp', policy.public(), async (c) =>
    c.json(answerValue(await resendCode(deps, await readJson(c, sendWhatsAppSchema)))),
  );
  app.post('/setUpTotp', policy.public(), async (c) =>
    c.json(answerValue(await startTotpSetup(deps, await readJson(c, setUpTotpSchema)))),
  );
  app.post('/verifyWhatsApp', policy.public(), async (c) =>
    c.json(answerValue(await verifySecondFactor(deps, await readJson(c, verifyCodeSchema)))),
  );
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
