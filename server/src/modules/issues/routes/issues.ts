import { REPORTS_MODULE_NEEDED } from '@contracts/reports-module';
import { LEVEL } from '@domain/access/permissions';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { HttpError, notFound, parseId } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { recordOwner } from '../../../http/record-sources';
import { todayOf } from '../../../kernel/today';
import { vesselHasModule } from '../../../kernel/vessel-modules';
import { certIssues } from '../../certificates/cert-issues';
import { vesselIssues } from '../issues';
import { specCrewIssues, specVesselIssues } from '../issues-spec';
import { renderIssuesXlsx } from '../issues-xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The issues page (doc 2, Issues): a vessel's open issues, one crew member's, and the export. */
export function issueRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  const vessel = from.param('yachtId');
  const yachtOf = (c: { req: { param: (name: string) => string } }) =>
    parseId('yachtId', c.req.param('yachtId'));
  // {crewId} is a crew record (crew-on-yacht) id, as GET /crew/{yachtId}/{crewId} and each
  // issue's own crewId: the policy checks the user that record belongs to.
  const crewRecord = recordOwner('crewId', async (c) => {
    const [row] = await deps.db.query<{ vessel_id: number; user_id: number }>(
      'SELECT vessel_id, user_id FROM user_vessel_roles WHERE id = $1',
      [parseId('crewId', c.req.param('crewId'))],
    );
    return row;
  });

  // Export needs the reports module (doc 1, section 6), and level 4: it lists everyone's.
  app.get('/:yachtId{[0-9]{1,10}}/export', policy.level(LEVEL.officer, vessel), async (c) => {
    const yachtId = yachtOf(c);
    if (!(await vesselHasModule(deps.db, yachtId, 'reports')))
      throw new HttpError(403, { message: REPORTS_MODULE_NEEDED });
    const crew = await vesselIssues(deps.db, c.get('actor'), yachtId, todayOf(deps));
    const vessel = await certIssues(deps.db, c.get('actor'), yachtId, todayOf(deps));
    const [v] = await deps.db.query<{ name: string; codename: string }>(
      'SELECT name, codename FROM vessels WHERE id = $1',
      [yachtId],
    );
    c.header('content-disposition', `attachment; filename="issues-${v!.codename}-${todayOf(deps)}.xlsx"`);
    return c.body(new Uint8Array(await renderIssuesXlsx(v!.name, crew, vessel)), 200, {
      'content-type': XLSX,
    });
  });
  app.get(
    '/:yachtId{[0-9]{1,10}}/:crewId{[0-9]{1,10}}',
    policy.ownOrLevel(LEVEL.officer, vessel, crewRecord.user),
    async (c) => {
      const crewId = parseId('crewId', c.req.param('crewId'));
      const yachtId = yachtOf(c);
      // A crew record of another vessel (or none) is not found here, not answered as one with no issues.
      const [onVessel] = await deps.db.query(
        'SELECT 1 FROM user_vessel_roles WHERE id = $1 AND vessel_id = $2',
        [crewId, yachtId],
      );
      if (!onVessel) throw notFound();
      return c.json({
        yachtId,
        crew: specCrewIssues(await vesselIssues(deps.db, c.get('actor'), yachtId, todayOf(deps), crewId)),
      });
    },
  );
  app.get('/:yachtId{[0-9]{1,10}}', policy.member(vessel), async (c) => {
    const yachtId = yachtOf(c);
    const today = todayOf(deps);
    return c.json({
      yachtId,
      crew: specCrewIssues(await vesselIssues(deps.db, c.get('actor'), yachtId, today)),
      vessel: specVesselIssues(await certIssues(deps.db, c.get('actor'), yachtId, today)),
    });
  });
  return app;
}
