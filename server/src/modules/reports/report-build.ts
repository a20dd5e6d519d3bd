import type { ReportChoice } from '@contracts/reports';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import type { Answer } from '../../kernel/outcome';
import { REPORT_BUILDERS } from './report-builders';
import type { ReportDocument } from './report-kind';

/**
 * One report's document, in the chosen format, by its type's builder. The caller's standing on
 * the vessel has been checked (route policy, or reportRefusal for the queued e-mail).
 */
export function buildReport(
  db: Queryable,
  actor: Actor,
  choice: ReportChoice,
  today: string,
): Promise<Answer<ReportDocument>> {
  return REPORT_BUILDERS[choice.reportType]({ db, actor, choice, today }, choice.format);
}
