import { type ReportChoice, type ReportType, reportChoiceSchema } from '@contracts/reports';
import type { HttpError } from '../src/http/errors';
import { loadActor } from '../src/kernel/actors';
import { answerValue } from '../src/kernel/outcome';
import { otherReportBuilders } from '../src/modules/reports/kinds/index';
import type { ReportContext } from '../src/modules/reports/report-kind';
import { crewServer } from './crew-fixture';
import { pdfText, sheetRows, workbook } from './report-files';
import { TEST_TODAY } from './test-server';

/**
 * The report builders' tests: the demo fleet (crew records, pay, bank details and leave on
 * M/Y Aurora), a report built for a demo role on a choice, and the document read back.
 */
export async function reportKit() {
  const base = await crewServer();
  const { s, aurora, userId } = base;
  const meridian = await s.vesselId('meridian');

  /** A crew member of a vessel by row: id, user, name; current crew in crew order. */
  const crewOn = async (vesselId: number) =>
    s.db.query<{ id: number; user_id: number; name: string; level: number }>(
      `SELECT uvr.id, uvr.user_id, u.first_name || ' ' || u.last_name AS name, r.permission_level AS level
         FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND uvr.crew_status <> 2 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)
        ORDER BY uvr.crew_order NULLS LAST, uvr.id`,
      [vesselId, TEST_TODAY],
    );

  const ctxOf = async (who: string, choice: Partial<ReportChoice> & { reportType: ReportType }) => {
    const actor = await loadActor(s.db, userId[who]!, TEST_TODAY);
    const parsed = reportChoiceSchema.parse({ yachtId: aurora, ...choice });
    return { db: s.db, actor: actor!, choice: parsed, today: TEST_TODAY } satisfies ReportContext;
  };

  /** The report as `who` builds it: the document, or the HttpError its refusal is answered with. */
  const build = async (
    who: string,
    reportType: Exclude<ReportType, 'crewandguests'>,
    format: 'pdf' | 'xlsx',
    choice: Partial<ReportChoice> = {},
  ) =>
    answerValue(await otherReportBuilders[reportType](await ctxOf(who, { reportType, ...choice }), format));

  /** The refusal a build ends in (fails the test when it builds). */
  const refusal = async (...args: Parameters<typeof build>) => {
    try {
      await build(...args);
    } catch (e) {
      const err = e as HttpError;
      return { status: err.status, message: err.body?.message };
    }
    throw new Error('the report was built');
  };

  /** The PDF's text with runs of spaces made one, so a line reads as it prints. */
  const textOf = (body: Uint8Array) => pdfText(body).replace(/[ \t]+/g, ' ');
  const rowsOf = async (body: Uint8Array, sheet: string) => sheetRows(await workbook(body), sheet);

  return { ...base, meridian, crewOn, ctxOf, build, refusal, textOf, rowsOf };
}
export type ReportKit = Awaited<ReturnType<typeof reportKit>>;
