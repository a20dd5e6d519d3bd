import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginRequestSchema,
  refreshRequestSchema,
  resetPasswordSchema,
} from '@contracts/auth';
import { idSchema, type MessageAnswer } from '@contracts/common';
import { MSG } from '@contracts/messages';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ServerDeps } from '../../../deps';
import { addressOf } from '../../../http/address';
import type { AppEnv } from '../../../http/env';
import { badRequest, jsonBody, readJson } from '../../../http/errors';
import { policies } from '../../../http/policy';
import { parseSpecBody, readSpecJson } from '../../../http/spec-names';
import { answerValue, unlessRefused } from '../../../kernel/outcome';
import { changePassword, requestPasswordReset, resetPassword } from '../password-reset';
import { passwordRefusal } from '../passwords';
import { login, logout, refresh, sessionInfo } from '../session';
import { loginWithSystemToken } from '../system-token';

const systemTokenSchema = z.object({
  token: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.maxLength(200)),
});
/** The reset submit in either shape: the app's (hash in the body) or the spec's (hash in the path). */
const specResetSchema = resetPasswordSchema.extend({
  hash: resetPasswordSchema.shape.hash.optional(),
  userId: idSchema.optional(),
});
const passwordSchema = z.object({
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.maxLength(200)),
});

export function authRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  app.post('/login', policy.public(), async (c) => {
    const body = await readJson(c, loginRequestSchema);
    return c.json(answerValue(await login(deps, body.username, body.password, addressOf(c), body)));
  });
  // System-token login: a link in an e-mail, used once (the route guard of the same name).
  app.post('/loginuser', policy.public(), async (c) => {
    const { token } = await readJson(c, systemTokenSchema);
    return c.json(answerValue(await loginWithSystemToken(deps, token, addressOf(c))));
  });
  app.post('/refreshtoken', policy.public(), async (c) => {
    const body = await readJson(c, refreshRequestSchema);
    return c.json(answerValue(await refresh(deps, body.refreshToken)));
  });
  app.get('/logout', policy.signedIn(), async (c) => {
    await logout(deps, c.get('family'));
    return c.json({ message: "You're all safe and logged out." });
  });
  app.get('/me', policy.signedIn(), async (c) =>
    c.json(await sessionInfo(deps.db, c.get('actor').id, deps.clock())),
  );
  // Online check of the password before signing (offline, the device's verifier is used).
  app.post('/verifypassword', policy.signedIn(), async (c) => {
    const { password } = await readJson(c, passwordSchema);
    unlessRefused(
      await passwordRefusal(deps.db, c.get('actor').id, password, {
        address: addressOf(c),
        now: deps.clock(),
      }),
    );
    return c.json({ ok: true });
  });
  // Forgotten password: the same answer whether or not the address has an account.
  app.post('/resetpassword', policy.public(), async (c) => {
    const { email } = await readJson(c, forgotPasswordSchema);
    await requestPasswordReset(deps, email);
    return c.json({ message: MSG.resetSent } satisfies MessageAnswer);
  });
  // The app routes the submit by user id (its reset page's path); the spec by the link's token
  // (the hash), the user id then in the body. `time` is the spec's name for the link's datetime.
  app.post('/restresetpassword/:target{[A-Za-z0-9_-]{1,200}}', policy.public(), async (c) => {
    const target = c.req.param('target');
    const byUser = /^[0-9]{1,9}$/.test(target);
    const body = await readSpecJson(c, specResetSchema, { time: 'datetime', userID: 'userId' });
    const userId = byUser ? Number(target) : body.userId;
    const hash = byUser ? body.hash : target;
    if (userId === undefined || (body.userId !== undefined && body.userId !== userId))
      throw badRequest([{ property: 'userId', message: MSG.resetLinkInvalid }]);
    if (!hash || (body.hash !== undefined && body.hash !== hash))
      throw badRequest([{ property: 'hash', message: MSG.resetLinkInvalid }]);
    return c.json(answerValue(await resetPassword(deps, userId, { password: body.password, hash })));
  });
  app.post('/changepassword', policy.signedIn(), async (c) => {
    const sent = await jsonBody(c);
    const body = parseSpecBody(sent, changePasswordSchema, CHANGE_PASSWORD_NAMES);
    // A wrong old password is refused under the name the body gave it.
    const oldField =
      typeof sent === 'object' && sent !== null && Object.hasOwn(sent, 'old') ? 'old' : 'oldPassword';
    answerValue(
      await changePassword(deps, c.get('actor').id, body, {
        address: addressOf(c),
        family: c.get('family'),
        oldField,
      }),
    );
    return c.json({ message: MSG.passwordChanged });
  });
  return app;
}

/** The spec names the fields old, new and confirm (doc 1, section 7); the app's names pass too. */
const CHANGE_PASSWORD_NAMES = { old: 'oldPassword', new: 'newPassword', confirm: 'confirmPassword' } as const;
