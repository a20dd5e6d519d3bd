import { useQuery } from '@tanstack/react-query';
import { type ReportRun, type ReportType, reportsLastGeneratedSchema } from '../../../contracts/reports';
import { authedJson } from '../../../lib/api-client';
import { keptAnswerAge } from '../../../lib/kept-answer';
import { useRereadAfterSync } from '../../../lib/reread-after-sync';
import { db, net } from '../../../lib/services';

/** The query key of a vessel's last generated reports (kept on the device: query-client's KEPT_OFFLINE). */
export const lastGeneratedKey = (vesselId: number) => ['reports-last', vesselId] as const;

/**
 * When each report was last generated on the vessel, and by whom (GET /reportslastgenerated/{yachtId}).
 * An online read kept on the device once read, so at sea the page still says what was last made.
 */
export function useLastGenerated(vesselId: number) {
  const query = useQuery({
    queryKey: lastGeneratedKey(vesselId),
    queryFn: () => authedJson(reportsLastGeneratedSchema, db, net, `/reportslastgenerated/${vesselId}`),
    enabled: vesselId > 0,
  });
  // A report e-mailed from the queue counts once the server has sent it.
  useRereadAfterSync(lastGeneratedKey(vesselId));
  const byType = new Map<ReportType, ReportRun>((query.data?.reports ?? []).map((r) => [r.reportType, r]));
  return {
    byType,
    newest: query.data?.newest ?? null,
    loaded: query.data !== undefined,
    /** When the server said so, for the page's as-of line. */
    ...keptAnswerAge(query),
  };
}
