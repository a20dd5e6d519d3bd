import { exceptionSettingSchema } from '@contracts/exception-regime';
import { LEVEL } from '@domain/access/permissions';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { parseId, readJson } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { answerOutcome, applied } from '../../../kernel/outcome';
import { writeOutcome } from '../../../kernel/write-outcome';
import {
  exceptionChangeRefusal,
  exceptionCrewRefusal,
  readExceptionPeriods,
  writeExceptionPeriods,
} from '../exception-periods';

/**
 * GET and POST /hor/exception/{yacht}: the vessel's STCW exception periods (A-VIII/1 para 9).
 * Anyone on board reads them (their days are judged by them); the master (level 6+) sets them.
 */
export function horExceptionRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'hoursofrest' });
  const yacht = from.param('yacht');
  const vessel = (c: { req: { param: (k: string) => string } }) => parseId('yacht', c.req.param('yacht'));

  app.get('/exception/:yacht', policy.member(yacht), async (c) =>
    c.json({ periods: await readExceptionPeriods(deps.db, vessel(c)) }),
  );
  app.post('/exception/:yacht', policy.level(LEVEL.captain, yacht), async (c) => {
    const { periods } = await readJson(c, exceptionSettingSchema);
    const outcome = await writeOutcome(deps.db, async (tx) => {
      const unnamed = await exceptionCrewRefusal(tx, vessel(c), periods);
      if (unnamed) return unnamed;
      const signed = await exceptionChangeRefusal(tx, vessel(c), periods);
      if (signed) return signed;
      await writeExceptionPeriods(tx, vessel(c), periods, deps.clock());
      return applied(0);
    });
    if (outcome.status !== 'applied') return answerOutcome(c, outcome);
    return c.json({ periods: await readExceptionPeriods(deps.db, vessel(c)) });
  });
  return app;
}
