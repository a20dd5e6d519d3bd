import type { chainVerdictSchema, codeCheckSchema } from '@contracts/hor-chain';
import { verificationCodeSchema } from '@contracts/hor-chain';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import { LEVEL } from '@domain/access/permissions';
import { showMonth } from '@domain/dates/format';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { parseId, parseParam } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { checkMonthCode } from '../chain/chain-codes';
import { normaliseCode } from '../chain/chain-hash';
import { describeBreak, verifyVesselChainNow } from '../chain/chain-verify';

/**
 * The log's checks on the records page (issue 33, part 3), for the master (level 6+) of the
 * vessel: the whole chain re-walked, or one printed record's verification code. They answer
 * only about the caller's own vessel, so a code tells nobody else anything.
 */
export function horChainRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'hoursofrest' });
  const yacht = from.param('yacht');
  const master = () => policy.level(LEVEL.captain, yacht);
  const vessel = (c: { req: { param: (k: string) => string } }) => parseId('yacht', c.req.param('yacht'));

  app.get('/chain/verify/:yacht', master(), async (c) => {
    const verdict = await verifyVesselChainNow(deps.db, vessel(c));
    const answer: z.infer<typeof chainVerdictSchema> = verdict.intact
      ? {
          intact: true,
          entries: verdict.entries,
          message: `Intact: ${verdict.entries} entries, ${verdict.anchors} daily anchors and ${verdict.signatures} signed months checked.`,
        }
      : {
          intact: false,
          entries: verdict.entries,
          entry: verdict.break.n,
          message: describeBreak(verdict.vesselId, verdict.break),
        };
    return c.json(answer);
  });

  app.get('/chain/code/:yacht/:code', master(), async (c) => {
    const typed = parseParam('code', verificationCodeSchema, c.req.param('code'));
    const check = await checkMonthCode(deps.db, vessel(c), typed);
    const code = normaliseCode(typed);
    const answer: z.infer<typeof codeCheckSchema> = !check.found
      ? { found: false, current: false, message: REFUSAL_TEXT.codeUnknown(code) }
      : check.current
        ? {
            found: true,
            current: true,
            message: REFUSAL_TEXT.codeCurrent(code, check.userName, showMonth(check.month)),
          }
        : {
            found: true,
            current: false,
            message: REFUSAL_TEXT.codeChanged(code, check.userName, showMonth(check.month), check.entry),
          };
    return c.json(answer);
  });
  return app;
}
