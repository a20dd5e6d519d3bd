import { MSG } from '@contracts/messages';
import {
  REPORT_PAGES,
  REPORT_TEXT,
  REPORT_TITLES,
  type ReportChoice,
  type ReportPage,
  reportChoiceSchema,
  reportCrewListQuerySchema,
  reportFailedSchema,
  reportPageQuerySchema,
} from '@contracts/reports';
import { LEVEL } from '@domain/access/permissions';
import { type Context, Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { badRequest, notFound, parseId, parseWith, readJson, tokenRejected } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { authenticate, bearerToken } from '../../../http/require-auth';
import { fieldNames } from '../../../http/unknown-fields';
import { answerValue } from '../../../kernel/outcome';
import { requestSupport } from '../../fleet/fleet-requests';
import { buildReport } from '../report-build';
import { reportCrewList } from '../report-crew-list';
import { emailReportNow } from '../report-email';
import { lastGenerated, recordRun } from '../report-runs';

const YACHT = '{[0-9]{1,10}}';
/** The type each report page serves; the crew report page serves any type named in `report`. */
const PAGE_TYPES: Partial<Record<ReportPage, ReportChoice['reportType']>> = {
  AccessCardReport: 'accesscards',
  CrewIssuesReport: 'crewissues',
};

/** GET parameters with empty values count as absent (doc 3, section 7). */
const queryOf = (c: Context<AppEnv>) =>
  Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));

/** RFC 6266: a plain ASCII name for old clients, the exact one (UTF-8) for the rest. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/**
 * The reports calls (doc 3, section 7), for level 4 and above on a vessel with the reports module
 * on (doc 3, sections 2 and 6: 'permission above 3'). Each document is built by its type's builder
 * (services/reports/report-builders) and every success is recorded for 'last generated'.
 */
export function reportRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'reports' });
  const officer = (vessel: ReturnType<typeof from.param>) => policy.level(LEVEL.officer, vessel);

  // A report link opened in a new tab or handed to the browser's download carries no header: its
  // access token comes in the query and is verified as the header's would be. The header wins.
  app.use('/cmspages/*', async (c, next) => {
    const token = c.req.query('accessToken');
    if (token && !bearerToken(c)) {
      if (token.length > 4096) throw tokenRejected();
      await authenticate(deps, c, token);
    }
    await next();
  });

  app.get(
    '/cmspages/:page{[A-Za-z]{1,40}\\.aspx}',
    officer(from.query('yachtid')).taking(...fieldNames(reportPageQuerySchema)),
    async (c) => {
      const page = c.req.param('page').slice(0, -'.aspx'.length) as ReportPage;
      if (!REPORT_PAGES.includes(page)) throw notFound();
      const q = parseWith(reportPageQuerySchema, queryOf(c));
      const pageType = PAGE_TYPES[page];
      const reportType = q.report ?? pageType;
      if (!reportType) throw badRequest([{ property: 'report', message: MSG.required }]);
      if (pageType && reportType !== pageType)
        throw badRequest([{ property: 'report', message: REPORT_TEXT.pageMismatch }]);
      const choice: ReportChoice = {
        yachtId: q.yachtid,
        reportType,
        crewList: q.crew,
        guestList: q.guest,
        portOfDeparture: q.pod,
        portOfArrival: q.poa,
        departureDate: q.depDate,
        arrivalDate: q.arrDate,
        format: q.format,
      };
      const now = deps.clock();
      const doc = answerValue(
        await buildReport(deps.db, c.get('actor'), choice, now.toISOString().slice(0, 10)),
      );
      const how = q.disposition === 'inline' ? 'view' : 'download';
      await recordRun(
        deps.db,
        { vesselId: q.yachtid, reportType, userId: c.get('actor').id, how, format: q.format },
        now,
      );
      c.header('content-disposition', contentDisposition(q.disposition, doc.fileName));
      return c.body(new Uint8Array(doc.body), 200, { 'content-type': doc.contentType });
    },
  );

  app.get(
    `/reportCrewList/:yachtId${YACHT}`,
    officer(from.param('yachtId')).taking(...fieldNames(reportCrewListQuerySchema)),
    async (c) => {
      const yachtId = parseId('yachtId', c.req.param('yachtId'));
      const q = parseWith(reportCrewListQuerySchema, queryOf(c));
      return c.json(await reportCrewList(deps.db, yachtId, q, deps.clock().toISOString().slice(0, 10)));
    },
  );

  app.post('/emailreport', officer(from.body('yachtId')), async (c) =>
    c.json(answerValue(await emailReportNow(deps, c.get('actor'), await readJson(c, reportChoiceSchema)))),
  );

  app.get(`/reportslastgenerated/:yachtId${YACHT}`, officer(from.param('yachtId')), async (c) =>
    c.json(await lastGenerated(deps.db, parseId('yachtId', c.req.param('yachtId')))),
  );

  // The report failed popup's message goes to support as the Support page's messages do.
  app.post('/reports/failed', officer(from.body('yachtId')), async (c) => {
    const body = await readJson(c, reportFailedSchema);
    const actor = c.get('actor');
    const message = `Report failed: ${REPORT_TITLES[body.reportType]} (${body.reportType})\n\n${body.message}`;
    return c.json(
      await requestSupport(deps, actor, {
        yachtId: body.yachtId,
        name: actor.name,
        phoneNumber: '',
        message,
      }),
    );
  });
  return app;
}
